import { useTranslation } from 'react-i18next';
import { describeError, errorMessageValues, type ErrorMessageKey } from '@/lib/error-catalogue';

/**
 * The message key of a field error: a catalogue code (err001, err025, ...) through the catalogue,
 * the rule functions' own keys (invalidDate, pattern, ...) in the `errors` namespace.
 */
export const fieldErrorKey = (error: string): ErrorMessageKey => {
  if (error === 'maxLength') return 'errors:tooLong';
  if (/^(err|[A-Z]{2}\d)/.test(error)) return describeError(error).messageKey;
  return `errors:${error}` as ErrorMessageKey;
};

interface FieldErrorTextProps {
  /** The id the input's aria-describedby points at. */
  id: string;
  error: string | null | undefined;
  /** Values the message names besides the code (the salary's example amount). */
  values?: Readonly<Record<string, string>>;
}

/** The message under a field for a rule function's field error or a catalogue code. */
export function FieldErrorText({ id, error, values }: FieldErrorTextProps) {
  const { t } = useTranslation(['errors']);
  if (!error) return null;
  return (
    <small
      id={id}
      className="field-message field-message--error"
      role="alert"
      data-testid={`${id}`}
      data-error={error}
    >
      <i className="pi pi-times-circle" aria-hidden />
      <span>{t(fieldErrorKey(error), { ...errorMessageValues(error), ...values })}</span>
    </small>
  );
}

/** The id of a field's error text (aria-describedby). */
export const errorIdOf = (inputId: string) => `${inputId}-error`;

/** An input's invalid state: marked, described by its error text, and drawn as invalid. */
export const invalidProps = (error: string | null | undefined, errorId: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId : undefined,
  className: error ? 'p-invalid' : undefined,
});
