import { useId, useState } from 'react';

interface InfoTipProps {
  /** The button's name: what the tip explains. */
  label: string;
  text: string;
  testId: string;
}

/**
 * A tooltip on an "i" button (part 2 section 3: the non-payable and excess tooltips): shown
 * while the button is hovered or focused, or after a click (touch), and read as its description.
 */
export function InfoTip({ label, text, testId }: InfoTipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = (hovered || pinned) && text.trim() !== '';
  if (text.trim() === '') return null;
  return (
    <span className="claims-tip">
      <button
        type="button"
        className="claims-tip__button"
        aria-label={label}
        aria-describedby={id}
        aria-expanded={open}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => {
          setHovered(false);
          setPinned(false);
        }}
        onClick={() => setPinned((p) => !p)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setHovered(false);
            setPinned(false);
          }
        }}
        data-testid={testId}
      >
        <i className="pi pi-info-circle" aria-hidden />
      </button>
      <span
        id={id}
        role="tooltip"
        className={open ? 'claims-tip__text claims-tip__text--open' : 'claims-tip__text'}
        hidden={!open}
        data-testid={`${testId}-text`}
      >
        {text}
      </span>
    </span>
  );
}
