import { parseDmyDate } from '@mo/contracts';
import { InputText } from 'primereact/inputtext';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from './field-message';
import { PrimeIcon, timesCircleIcon } from './plain/prime-icons';
import { formatDate } from '../lib/formatters';
import { currentLanguage } from '../lib/i18n';
import { DATE_TEXT_MAX, typedDate } from '../lib/typed-date';

export interface MaskedDateInputProps {
  /** Id of the input (the label points at it; the message gets `${id}-message`). */
  id: string;
  /** The field's visible label (or the screen reader's only, with `hideLabel`). */
  label: string;
  /** DD-MM-YYYY, complete or partly typed; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A catalogue code or rule key (err031, err009, ...): shown under the field. */
  errorCode?: string | null;
  /**
   * A screen's own rule message, already in the page's language with its values (a date bound):
   * shown as the field's error when there is no errorCode.
   */
  errorText?: string | null;
  /** Shown while empty, e.g. 'DD-MM-YYYY'. */
  placeholder?: string;
  disabled?: boolean;
  /** Marks the label with * and the input aria-required. */
  required?: boolean;
  /** Keeps the label for screen readers only (inside table cells). */
  hideLabel?: boolean;
  testId?: string;
}

/**
 * A date typed as digits (DD-MM-YYYY, mask ##-##-####, up to 10 characters) or as DD MMM YYYY,
 * and shown as DD MMM YYYY in the interface language once the field loses focus with a real date.
 * The value handed out stays DD-MM-YYYY: callers convert (dmyToIso) where a request wants ISO.
 */
export function MaskedDateInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  errorCode,
  errorText,
  placeholder,
  disabled,
  required,
  hideLabel,
  testId,
}: MaskedDateInputProps) {
  const { i18n } = useTranslation();
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Focus swaps DD MMM YYYY for the typed digits: select them, so typing replaces the date.
  useLayoutEffect(() => {
    if (focused) input.current?.select();
  }, [focused]);
  const iso = parseDmyDate(value);
  const shown = !focused && iso ? formatDate(iso, currentLanguage(i18n)) : value;
  const messageId = `${id}-message`;
  const invalid = Boolean(errorCode || errorText);
  return (
    <div className="form-field masked-date">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
        {required ? <span aria-hidden> *</span> : null}
      </label>
      <InputText
        ref={input}
        id={id}
        value={shown}
        inputMode="numeric"
        autoComplete="off"
        maxLength={focused ? DATE_TEXT_MAX : undefined}
        placeholder={placeholder}
        disabled={disabled}
        aria-required={required || undefined}
        invalid={invalid}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        data-testid={testId}
        data-value={value}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(typedDate(e.target.value))}
      />
      {errorCode || !errorText ? (
        <FieldMessage
          id={messageId}
          errorCode={errorCode}
          testId={testId ? `${testId}-message` : undefined}
        />
      ) : (
        <small
          id={messageId}
          className="field-message field-message--error"
          role="alert"
          data-testid={testId ? `${testId}-message` : undefined}
        >
          <PrimeIcon icon={timesCircleIcon} />
          <span>{errorText}</span>
        </small>
      )}
    </div>
  );
}
