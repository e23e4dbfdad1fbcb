import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LIMITS } from '@mo/contracts';
import { ErrorDialog } from '@/components/error-dialog';
import { FieldMessage } from '@/components/field-message';
import { PageLoader } from '@/components/page-loader';
import { Button, InputText } from '@/components/plain';
import { describeError } from '@/lib/error-catalogue';
import { PATHS } from '@/lib/paths';
import {
  forgotPasswordSubmitted,
  recoveryFailureDismissed,
  selectRecovery,
} from '../model/recovery-slice';
import { limitEmail, trimEmail, validateEmail } from '../validation';
import { PrimeIcon, arrowLeftIcon } from '@/components/plain/prime-icons';

/** Forgot password: the email (sign-in email rules), then the code is sent (spec section 4). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const dispatch = useDispatch();
  const { status, failure } = useSelector(selectRecovery);
  const [email, setEmail] = useState('');
  const [localError, setLocalError] = useState<string>();
  const submitting = status === 'requestingOtp';
  const serverFailure = failure?.page === 'forgotPassword' ? failure : null;
  const display = serverFailure ? describeError(serverFailure.errorCode).display : null;
  const underField = display === 'field' || display === 'warning';
  const fieldError = localError ?? (underField ? serverFailure?.errorCode : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = trimEmail(email);
    setEmail(value);
    const error = validateEmail(value);
    setLocalError(error);
    if (!error) dispatch(forgotPasswordSubmitted({ email: value }));
  };

  return (
    <>
      <h1 className="auth-title">{t('forgotPassword.title')}</h1>
      <p className="auth-subtitle">{t('forgotPassword.subtitle')}</p>
      <form className="form" onSubmit={submit} noValidate aria-busy={submitting}>
        <div className="form-field">
          <label htmlFor="forgot-password-email">{t('forgotPassword.email')}</label>
          <InputText
            id="forgot-password-email"
            type="email"
            value={email}
            placeholder={t('signIn.emailPlaceholder')}
            onChange={(event) => {
              setEmail(limitEmail(event.target.value));
              setLocalError(undefined);
              if (serverFailure) dispatch(recoveryFailureDismissed());
            }}
            onBlur={() => setEmail((current) => trimEmail(current))}
            maxLength={LIMITS.emailMax}
            autoComplete="username"
            invalid={Boolean(fieldError)}
            aria-invalid={Boolean(fieldError) || undefined}
            aria-describedby={fieldError ? 'forgot-password-email-error' : undefined}
            data-testid="forgot-password-email"
          />
          <FieldMessage
            id="forgot-password-email-error"
            errorCode={fieldError}
            serverMessage={localError ? null : serverFailure?.serverMessage}
            tone={localError ? 'error' : 'warning'}
            testId="forgot-password-email-error"
          />
        </div>
        <Button
          type="submit"
          label={t('forgotPassword.submit')}
          className="form-submit"
          loading={submitting}
          disabled={submitting}
          data-testid="forgot-password-submit"
        />
      </form>
      <p className="auth-help">
        <Link to={PATHS.signIn} className="text-link">
          <PrimeIcon icon={arrowLeftIcon} /> {t('mfa.back')}
        </Link>
      </p>
      {submitting && <PageLoader overlay />}
      <ErrorDialog
        failure={serverFailure && !underField ? serverFailure : null}
        onClose={() => dispatch(recoveryFailureDismissed())}
      />
    </>
  );
}
