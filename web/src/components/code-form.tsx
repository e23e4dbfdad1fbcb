import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ERROR_CODES, LIMITS } from '@mo/contracts';
import { FormBackLink, FormOverlays, FormSubmit } from './form-parts';
import { FieldMessage } from './field-message';
import { OtpInput } from './otp-input';
import { CLIENT_ERROR_CODES, describeError, type ErrorDisplay } from '../lib/error-catalogue';
import { formatCountdown } from '../lib/format-values';
import { PATHS } from '../lib/paths';
import type { ApiFailure } from '../lib/api-client';
import { useSecondsLeft } from './use-seconds-left';

const OTP_FORMAT = new RegExp(`^\\d{${LIMITS.otpLength}}$`);

/** The code field's local check (spec part 1 section 5): required, then exactly six digits. */
export function validateOtpCode(value: string): string | undefined {
  if (value === '') return ERROR_CODES.required;
  if (!OTP_FORMAT.test(value)) return ERROR_CODES.otpWrong;
  return undefined;
}

/** Failures the portal handles the same way on every page: not under the code field. */
const HANDLED_ELSEWHERE: ReadonlySet<ErrorDisplay> = new Set(['signOut', 'refresh', 'redirect']);
/** A code the server will no longer accept (tried wrongly too often, or expired): resend now. */
const CODE_GONE: ReadonlySet<string> = new Set([
  ERROR_CODES.otpAttemptsExceeded,
  ERROR_CODES.otpExpired,
]);

export interface CodeFormProps {
  /** The page title, translated. */
  title: string;
  /** Where the back link leads (sign-in unless told) and its text (auth:mfa.back unless told). */
  backTo?: string;
  backLabel?: string;
  otpDestination: string | null;
  otpSentAt: number | null;
  otpValiditySeconds: number;
  /** A call is running (sending, validating, signing in). */
  busy: boolean;
  /** The code is being checked: the field and button wait. */
  verifying: boolean;
  /** The failure of this page, if any. */
  failure: ApiFailure | null;
  onSubmit: (otp: string) => void;
  onResend: () => void;
  onDismiss: () => void;
}

/**
 * The six-digit code step shared by the second factor, forgot password and my account's change password (spec part 1 section
 * 4, one-time code behaviour): countdown from the OTP validity, resend at zero (clears the code),
 * a rejected code clears on the next focus or click, the server's message under the field.
 */
export function CodeForm(props: CodeFormProps) {
  const { t } = useTranslation('auth');
  const { otpDestination, otpSentAt, otpValiditySeconds, failure, busy } = props;
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string>();
  // A rejected code is cleared on the next focus or click on the field (spec section 4).
  const [clearedFailure, setClearedFailure] = useState<ApiFailure | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const secondsLeft = useSecondsLeft(
    otpSentAt === null ? null : otpSentAt + otpValiditySeconds * 1000,
  );
  const serverFailure = failure;
  // Errors of the code step show under the code field (spec part 1 section 8), except no
  // connection (its dialog) and what ends or renews the session.
  const underField =
    serverFailure !== null &&
    serverFailure.errorCode !== CLIENT_ERROR_CODES.network &&
    !HANDLED_ELSEWHERE.has(describeError(serverFailure.errorCode).display);
  const fieldError = localError ?? (underField ? serverFailure?.errorCode : undefined);
  // A spent or expired code cannot be used: the resend is offered at once, not at zero.
  const canResend =
    secondsLeft <= 0 || (serverFailure !== null && CODE_GONE.has(serverFailure.errorCode));

  // The code field has focus when the page opens (spec: focus where the user types).
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const interact = () => {
    if (serverFailure && clearedFailure !== serverFailure) {
      setClearedFailure(serverFailure);
      setCode('');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateOtpCode(code);
    setLocalError(error);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    props.onSubmit(code);
  };

  const resend = () => {
    setCode('');
    setLocalError(undefined);
    props.onResend();
  };

  return (
    <>
      <h1 className="auth-title">{props.title}</h1>
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
            disabled={props.verifying}
          />
          {fieldError ? (
            <FieldMessage
              id="mfa-otp-error"
              errorCode={fieldError}
              serverMessage={localError ? null : serverFailure?.serverMessage}
              // A rejected code shows the server's message (spec part 1 section 8); a code the
              // catalogue has a text for shows that text in the page's language.
              serverTextUnlessOwn={!localError}
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
          {!canResend ? (
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
        <FormSubmit
          label={t('mfa.submit')}
          busy={busy}
          loading={props.verifying}
          testId="otp-submit"
        />
      </form>
      <FormBackLink to={props.backTo ?? PATHS.signIn} label={props.backLabel ?? t('mfa.back')} />
      <FormOverlays
        busy={busy}
        failure={serverFailure && !underField ? serverFailure : null}
        onClose={props.onDismiss}
      />
    </>
  );
}
