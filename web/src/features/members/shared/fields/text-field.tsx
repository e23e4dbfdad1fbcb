import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
import { collapseWhitespace, digitsOnly as keepDigits, restrictedText } from '@/lib/input-filters';
import { FieldErrorText, errorIdOf, invalidProps } from './field-error';
import { FieldFrame } from './field-frame';
import './fields.css';

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The input stops at it (spec part 2 section 5 limits, MEMBER_LIMITS.fields). */
  maxLength: number;
  error?: string | null;
  required?: boolean;
  /** Upper-case on blur (names, e-mail, employee id, address lines, account name). Default true. */
  upperCase?: boolean;
  /** Keep only digits while typing (postal code, account number). */
  digitsOnly?: boolean;
  /**
   * Keep only the restricted set while typing: letters, digits, @ - . / ( ) \ space and
   * apostrophe (spec part 1 section 5; employee id, KTP/IC number, account name).
   */
  restricted?: boolean;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'email';
  onBlur?: () => void;
}

const filterOf = (digitsOnly: boolean, restricted: boolean) =>
  digitsOnly ? keepDigits : restricted ? restrictedText : (typed: string) => typed;

/**
 * A labelled text input, its whitespace trimmed and collapsed (and upper-cased unless told) on
 * blur, with its error below.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  error,
  required = false,
  upperCase = true,
  digitsOnly = false,
  restricted = false,
  placeholder,
  inputMode,
  onBlur,
}: TextFieldProps) {
  const errorId = errorIdOf(id);
  const filter = filterOf(digitsOnly, restricted);
  return (
    <FieldFrame id={id} label={label} required={required}>
      <InputText
        id={id}
        data-testid={id}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        inputMode={digitsOnly ? 'numeric' : inputMode}
        aria-required={required || undefined}
        {...invalidProps(error, errorId)}
        onChange={(e) => onChange(filter(e.target.value))}
        onBlur={() => {
          const collapsed = collapseWhitespace(value);
          const next = upperCase ? collapsed.toUpperCase() : collapsed;
          if (next !== value) onChange(next);
          onBlur?.();
        }}
      />
      <FieldErrorText id={errorId} error={error} />
    </FieldFrame>
  );
}
