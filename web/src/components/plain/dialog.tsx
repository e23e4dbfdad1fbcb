import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { classNames } from './class-names';
import { TimesIcon } from './icons';

export interface DialogProps {
  visible: boolean;
  /** Called by the close button and the Escape key. */
  onHide: () => void;
  header: ReactNode;
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
  /** false: no close button and no Escape (a dialog whose only way out is its action). */
  closable?: boolean;
  /** role alertdialog: an interruption that asks for the user's response. */
  alert?: boolean;
}

// PrimeReact's modal mask: over the page, the dialog centred, above its overlays (z-index 1100+).
const MASK_STYLE: CSSProperties = {
  position: 'fixed',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  zIndex: 1101,
};

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (dialog: HTMLElement | null): HTMLElement[] =>
  dialog
    ? [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => !element.classList.contains('p-hidden-focusable'),
      )
    : [];

/**
 * PrimeReact's modal Dialog as the portal uses it, in plain markup with the same classes (the Lara
 * theme styles it): on document.body over a mask, role dialog named by its header, the focus on
 * the close button (or an [autofocus] element) and kept inside, Escape and the close button
 * call onHide, and the focus goes back where it was when it closes. The close button's name is
 * PrimeReact's word in the page language (common:primeReact.close, as lib/prime-locale gives it).
 */
export function Dialog({ visible, ...props }: DialogProps) {
  if (!visible) return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}

function OpenDialog({
  onHide,
  header,
  footer,
  className,
  children,
  'data-testid': testId,
  closable = true,
  alert = false,
}: Omit<DialogProps, 'visible'>) {
  const { t } = useTranslation('common');
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const hide = useRef(onHide);
  hide.current = onHide;

  useEffect(() => {
    const before = document.activeElement;
    const auto = dialogRef.current?.querySelector<HTMLElement>('[autofocus]');
    // (a dialog without a close button: its first action)
    (auto ?? closeRef.current ?? focusables(dialogRef.current)[0])?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && closable) hide.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [closable]);

  const trap = (edge: 'first' | 'last') => () => {
    const all = focusables(dialogRef.current);
    (edge === 'first' ? all.at(-1) : all[0])?.focus();
  };
  const sentinel = (edge: 'first' | 'last') => (
    <span
      className="p-hidden-accessible p-hidden-focusable"
      tabIndex={0}
      role="presentation"
      aria-hidden
      data-p-hidden-accessible
      data-p-hidden-focusable
      onFocus={trap(edge)}
    />
  );

  return (
    <div
      style={MASK_STYLE}
      className="p-dialog-mask p-dialog-center p-component-overlay p-component-overlay-enter"
    >
      <div
        ref={dialogRef}
        id={id}
        className={classNames(
          className,
          'p-dialog p-component p-dialog-default p-ripple-disabled p-dialog-enter-done',
        )}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-labelledby={`${id}_header`}
        aria-describedby={`${id}_content`}
        aria-modal
        data-testid={testId}
      >
        {sentinel('first')}
        <div className="p-dialog-header">
          <div id={`${id}_header`} className="p-dialog-title">
            {header}
          </div>
          {closable && (
            <div className="p-dialog-header-icons">
              <button
                ref={closeRef}
                type="button"
                className="p-dialog-header-icon p-dialog-header-close p-link"
                aria-label={t('primeReact.close')}
                onClick={(event) => {
                  event.preventDefault();
                  hide.current();
                }}
              >
                <TimesIcon className="p-icon p-dialog-header-close-icon" />
              </button>
            </div>
          )}
        </div>
        <div id={`${id}_content`} className="p-dialog-content">
          {children}
        </div>
        {footer && <div className="p-dialog-footer">{footer}</div>}
        {sentinel('last')}
      </div>
    </div>
  );
}
