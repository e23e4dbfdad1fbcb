import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { FieldMessage } from '@/components/field-message';
import { FormBackLink, FormOverlays, FormSubmit } from '@/components/form-parts';
import { describeError } from '@/lib/error-catalogue';
import { PATHS } from '@/lib/paths';
import {
  forgotPasswordSubmitted,
  recoveryFailureDismissed,
  selectRecovery,
} from '../model/recovery-slice';
import { trimEmail, validateEmail } from '../validation';
import { EmailInput } from './email-input';

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
          <EmailInput
            id="forgot-password-email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              setLocalError(undefined);
              if (serverFailure) dispatch(recoveryFailureDismissed());
            }}
            onBlur={() => setEmail((current) => trimEmail(current))}
            invalid={Boolean(fieldError)}
          />
          <FieldMessage
            id="forgot-password-email-error"
            errorCode={fieldError}
            serverMessage={localError ? null : serverFailure?.serverMessage}
            tone={localError ? 'error' : 'warning'}
            testId="forgot-password-email-error"
          />
        </div>
        <FormSubmit
          label={t('forgotPassword.submit')}
          busy={submitting}
          testId="forgot-password-submit"
        />
      </form>
      <FormBackLink to={PATHS.signIn} label={t('mfa.back')} />
      <FormOverlays
        busy={submitting}
        failure={serverFailure && !underField ? serverFailure : null}
        onClose={() => dispatch(recoveryFailureDismissed())}
      />
    </>
  );
}
