import { useTranslation } from 'react-i18next';
import { describeError, errorMessageValues } from '../lib/error-catalogue';

interface FieldMessageProps {
  /** Id the input points at with aria-describedby. */
  id: string;
  errorCode: string | undefined | null;
  /** Local rule failures show as errors, server answers as warnings (spec part 1 section 5). */
  tone?: 'error' | 'warning';
  testId?: string;
}

/** The message under a field for an error code of the catalogue. */
export function FieldMessage({ id, errorCode, tone = 'error', testId }: FieldMessageProps) {
  const { t } = useTranslation(['common', 'errors']);
  if (!errorCode) return null;
  const { messageKey } = describeError(errorCode);
  return (
    <small
      id={id}
      className={`field-message field-message--${tone}`}
      role="alert"
      data-testid={testId}
    >
      <i
        className={tone === 'warning' ? 'pi pi-exclamation-triangle' : 'pi pi-times-circle'}
        aria-hidden
      />
      <span>{t(messageKey, errorMessageValues(errorCode))}</span>
    </small>
  );
}
