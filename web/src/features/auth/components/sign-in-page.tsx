import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { LIMITS } from '@mo/contracts';
import { FieldMessage } from '@/components/field-message';
import { FormOverlays, FormSubmit } from '@/components/form-parts';
import { describeError, errorMessageValues } from '@/lib/error-catalogue';
import { selectSignOutReason, signOutReasonDismissed } from '@/lib/session';
import { PATHS } from '@/lib/paths';
import { failureDismissed, selectAuth, signInSubmitted } from '../model/auth-slice';
import {
  hasErrors,
  limitPassword,
  trimEmail,
  validateSignIn,
  type SignInValues,
} from '../validation';
import { EmailInput } from './email-input';
import { PasswordField } from './password-field';
import { PrimeIcon, infoCircleIcon } from '@/components/plain/prime-icons';

const SUBMITTING = new Set(['verifyingPassword', 'requestingOtp']);

/** Email and password (spec part 1 sections 2, 4, 5). */
export function SignInPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const dispatch = useDispatch();
  const { status, fieldErrors, failure } = useSelector(selectAuth);
  // Why the last session ended (err300, a failed token refresh), until the next attempt.
  const signOutReason = useSelector(selectSignOutReason);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [touched, setTouched] = useState({ email: false, password: false });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submitting = SUBMITTING.has(status);
  const local = validateSignIn(values);
  const serverFailure = failure?.page === 'signIn' ? failure : null;
  const serverDisplay = serverFailure ? describeError(serverFailure.errorCode).display : null;
  const underPassword = serverDisplay === 'field' || serverDisplay === 'warning';
  const emailError = (touched.email && local.email) || fieldErrors.email;
  const passwordError =
    (touched.password && local.password) ||
    fieldErrors.password ||
    (underPassword ? serverFailure?.errorCode : undefined);

  const change = (field: keyof SignInValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverFailure && underPassword) dispatch(failureDismissed());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { email: trimEmail(values.email), password: values.password };
    setValues(next);
    setTouched({ email: true, password: true });
    const errors = validateSignIn(next);
    if (hasErrors(errors)) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    if (signOutReason) dispatch(signOutReasonDismissed());
    dispatch(signInSubmitted(next));
  };

  return (
    <>
      <h1 className="auth-title">{t('signIn.title')}</h1>
      <p className="auth-subtitle">{t('signIn.subtitle')}</p>
      {signOutReason && (
        <p className="auth-notice" role="alert" data-testid="sign-out-reason">
          <PrimeIcon icon={infoCircleIcon} />{' '}
          {t(describeError(signOutReason).messageKey, errorMessageValues(signOutReason))}
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate aria-busy={submitting}>
        <div className="form-field">
          <label htmlFor="sign-in-email">{t('signIn.email')}</label>
          <EmailInput
            ref={emailRef}
            id="sign-in-email"
            value={values.email}
            onChange={(value) => change('email', value)}
            onBlur={() => {
              setValues((current) => ({ ...current, email: trimEmail(current.email) }));
              setTouched((current) => ({ ...current, email: true }));
            }}
            invalid={Boolean(emailError)}
          />
          <FieldMessage
            id="sign-in-email-error"
            errorCode={emailError}
            testId="sign-in-email-error"
          />
        </div>
        <div className="form-field">
          <div className="form-field__label-row">
            <label htmlFor="sign-in-password">{t('signIn.password')}</label>
            <Link
              to={PATHS.forgotPassword}
              className="text-link"
              data-testid="forgot-password-link"
            >
              {t('signIn.forgotPassword')}
            </Link>
          </div>
          <PasswordField
            ref={passwordRef}
            id="sign-in-password"
            value={values.password}
            onChange={(value) => change('password', limitPassword(value))}
            onBlur={() => setTouched((current) => ({ ...current, password: true }))}
            maxLength={LIMITS.passwordMax}
            invalid={Boolean(passwordError)}
            describedBy={passwordError ? 'sign-in-password-error' : undefined}
            testId="sign-in-password"
          />
          <FieldMessage
            id="sign-in-password-error"
            errorCode={passwordError}
            serverMessage={
              passwordError === serverFailure?.errorCode ? serverFailure?.serverMessage : null
            }
            testId="sign-in-password-error"
          />
        </div>
        <FormSubmit label={t('signIn.submit')} busy={submitting} testId="sign-in-submit" />
      </form>
      <p className="auth-help">
        {t('signIn.needHelp')}{' '}
        <Link to={PATHS.signInContactUs} className="text-link" data-testid="contact-us-link">
          {t('signIn.contactUs')}
        </Link>
      </p>
      <FormOverlays
        busy={submitting}
        failure={serverFailure && !underPassword ? serverFailure : null}
        onClose={() => dispatch(failureDismissed())}
      />
    </>
  );
}
