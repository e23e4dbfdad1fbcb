import {
  MEMBER_LIMITS,
  parseDmyDate,
  parseMonthNameDate,
  parseTypedDate,
  toDmyDate,
} from '@mo/contracts';
import { InputText } from 'primereact/inputtext';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../../../../components/field-message';
import { formatDate } from '../../../../lib/formatters';
import { currentLanguage } from '../../../../lib/i18n';

/**
 * Digits typed into the mask ##-##-####: every other character dropped, at most eight digits,
 * hyphens after the day and the month (spec part 2 section 5, dates of birth and effective dates).
 */
export const maskDate = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean);
  return parts.join('-').slice(0, MEMBER_LIMITS.fields.dateInput);
};

/** "01 Dec 2026": the longest typed date the field takes. */
export const DATE_TEXT_MAX = 11;

/**
 * What the field keeps of what was typed: digits go through the mask; a day, a space and letters
 * begin a DD MMM YYYY date (spec part 1 section 5, English or Indonesian month), kept as letters,
 * digits and single spaces, and turned into DD-MM-YYYY as soon as it is a real date. Anything
 * else stays as typed, so the rules answer err009.
 */
export const typedDate = (typed: string): string => {
  // Only what begins as a day, spaces and a month ("17 ", "17 A") is text; stray letters and
  // other characters in digits are dropped by the mask as before.
  if (!/^\s*\d{1,2}\s+([A-Za-z]|$)/.test(typed)) return maskDate(typed);
  const text = typed
    .replace(/[^A-Za-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trimStart()
    .slice(0, DATE_TEXT_MAX);
  const iso = parseMonthNameDate(text);
  return iso ? toDmyDate(iso) : text;
};

/**
 * A typed date (DD-MM-YYYY, or DD MMM YYYY) to YYYY-MM-DD as effective dates are sent; '' stays ''
 * and a value that is not a real date is kept as typed (so the rule functions answer err009, not
 * err031).
 */
export const dmyToIso = (value: string): string =>
  value.trim() === '' ? '' : (parseTypedDate(value) ?? value);

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
        invalid={Boolean(errorCode)}
        aria-invalid={errorCode ? true : undefined}
        aria-describedby={errorCode ? messageId : undefined}
        data-testid={testId}
        data-value={value}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          onBlur?.();
        }}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(typedDate(e.target.value))}
      />
      <FieldMessage
        id={messageId}
        errorCode={errorCode}
        testId={testId ? `${testId}-message` : undefined}
      />
    </div>
  );
}
