import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../lib/error-catalogue';
import { PrimeIcon, exclamationTriangleIcon, timesCircleIcon } from './plain/prime-icons';

interface FieldMessageProps {
  /** Id the input points at with aria-describedby. */
  id: string;
  errorCode: string | undefined | null;
  /** The server's errorMessage: shown instead of the catalogue text where the entry says so. */
  serverMessage?: string | null;
  /** Local rule failures show as errors, server answers as warnings (spec part 1 section 5). */
  tone?: 'error' | 'warning';
  /** The server's errorMessage for every code the catalogue has no text of its own for. */
  serverTextUnlessOwn?: boolean;
  testId?: string;
}

/** The message under a field for an error code of the catalogue. */
export function FieldMessage({
  id,
  errorCode,
  serverMessage,
  tone = 'error',
  serverTextUnlessOwn = false,
  testId,
}: FieldMessageProps) {
  const { t } = useTranslation(['common', 'errors']);
  if (!errorCode) return null;
  const message = errorMessageOf({ errorCode, serverMessage }, serverTextUnlessOwn);
  return (
    <small
      id={id}
      className={`field-message field-message--${tone}`}
      role="alert"
      data-testid={testId}
      data-error={errorCode}
    >
      <PrimeIcon icon={tone === 'warning' ? exclamationTriangleIcon : timesCircleIcon} />
      <span>{'text' in message ? message.text : t(message.key, message.values)}</span>
    </small>
  );
}
