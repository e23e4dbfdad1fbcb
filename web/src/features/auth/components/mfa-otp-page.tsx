import { Button } from 'primereact/button';
import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { ErrorDialog } from '../../../components/error-dialog';
import { FieldMessage } from '../../../components/field-message';
import { OtpInput } from '../../../components/otp-input';
import { PageLoader } from '../../../components/page-loader';
import { describeError } from '../../../lib/error-catalogue';
import { formatCountdown } from '../../../lib/formatters';
import { PATHS } from '../../../lib/paths';
import {
  failureDismissed,
  otpResendRequested,
  otpSubmitted,
  selectAuth,
  type AuthState,
} from '../auth-slice';
import { validateOtp } from '../validation';
import { useSecondsLeft } from './use-seconds-left';

const BUSY = new Set(['requestingOtp', 'verifyingOtp', 'establishingSession']);

/** Second factor: the six-digit code sent by email (spec part 1 sections 2 and 4). */
export function MfaOtpPage() {
  const { t } = useTranslation('auth');
  const dispatch = useDispatch();
  const { status, otpDestination, otpSentAt, otpValiditySeconds, failure } =
    useSelector(selectAuth);
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string>();
  // A rejected code is cleared on the next focus or click on the field (spec section 4).
  const [clearedFailure, setClearedFailure] = useState<AuthState['failure']>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const secondsLeft = useSecondsLeft(
    otpSentAt === null ? null : otpSentAt + otpValiditySeconds * 1000,
  );
  const busy = BUSY.has(status);
  const serverFailure = failure?.page === 'otp' ? failure : null;
  const display = serverFailure ? describeError(serverFailure.errorCode).display : null;
  const underField = display === 'warning' || display === 'field';
  const fieldError = localError ?? (underField ? serverFailure?.errorCode : undefined);

  const interact = () => {
    if (serverFailure && clearedFailure !== serverFailure) {
      setClearedFailure(serverFailure);
      setCode('');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateOtp(code);
    setLocalError(error);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    dispatch(otpSubmitted({ otp: code }));
  };

  const resend = () => {
    setCode('');
    setLocalError(undefined);
    dispatch(otpResendRequested());
  };

  return (
    <>
      <h1 className="auth-title">{t('mfa.title')}</h1>
      <p className="auth-subtitle" data-testid="otp-destination">
        {otpDestination ? (
          <Trans
            t={t}
            i18nKey="mfa.instruction"
            values={{ destination: otpDestination }}
            components={{ strong: <strong /> }}
          />
        ) : (
          t('mfa.instructionNoDestination')
        )}
      </p>
      <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="form-field">
          <label htmlFor="mfa-otp">{t('mfa.code')}</label>
          <OtpInput
            ref={inputRef}
            id="mfa-otp"
            value={code}
            onChange={(value) => {
              setCode(value);
              setLocalError(undefined);
            }}
            onInteract={interact}
            invalid={Boolean(fieldError)}
            describedBy={fieldError ? 'mfa-otp-error' : 'mfa-otp-hint'}
            disabled={status === 'verifyingOtp' || status === 'establishingSession'}
          />
          {fieldError ? (
            <FieldMessage
              id="mfa-otp-error"
              errorCode={fieldError}
              tone={localError ? 'error' : 'warning'}
              testId="otp-error"
            />
          ) : (
            <small id="mfa-otp-hint" className="field-hint">
              {t('mfa.codeHint')}
            </small>
          )}
        </div>
        <div className="otp-resend" aria-live="polite">
          {secondsLeft > 0 ? (
            <span data-testid="otp-countdown">
              {t('mfa.countdown', { time: formatCountdown(secondsLeft) })}
            </span>
          ) : (
            <>
              <span>{t('mfa.notReceived')}</span>{' '}
              <button
                type="button"
                className="link-button"
                onClick={resend}
                disabled={busy}
                data-testid="otp-resend"
              >
                {t('mfa.resend')}
              </button>
            </>
          )}
        </div>
        <Button
          type="submit"
          label={t('mfa.submit')}
          className="form-submit"
          loading={status === 'verifyingOtp' || status === 'establishingSession'}
          disabled={busy}
          data-testid="otp-submit"
        />
      </form>
      <p className="auth-help">
        <Link to={PATHS.signIn} className="text-link">
          <i className="pi pi-arrow-left" aria-hidden /> {t('mfa.back')}
        </Link>
      </p>
      {busy && <PageLoader overlay />}
      <ErrorDialog
        failure={serverFailure && !underField ? serverFailure : null}
        onClose={() => dispatch(failureDismissed())}
      />
    </>
  );
}
