import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { LIMITS } from '@mo/contracts';
import { ErrorDialog } from '@/components/error-dialog';
import { FieldMessage } from '@/components/field-message';
import { PageLoader } from '@/components/page-loader';
import { Button } from '@/components/plain';
import { describeError } from '@/lib/error-catalogue';
import { readStored } from '@/lib/storage';
import {
  newPasswordSubmitted,
  recoveryFailureDismissed,
  selectRecovery,
} from '../model/recovery-slice';
import {
  hasErrors,
  isIdentityPassword,
  validateNewPassword,
  type NewPasswordValues,
} from '../validation';
import { PasswordChecklist } from './password-checklist';
import { PasswordField } from './password-field';
import { PrimeIcon, timesCircleIcon } from '@/components/plain/prime-icons';

/**
 * Create new password (spec part 1 sections 4 and 5): /:username?/:needPasswordUpdate?. With
 * needPasswordUpdate=true the first password of a first-time user, otherwise the forgot-password
 * reset. Local rule failures show as danger messages, server errors as warnings.
 */
export function CreateNewPasswordPage() {
  const { t } = useTranslation('auth');
  const dispatch = useDispatch();
  const params = useParams();
  const needPasswordUpdate = params.needPasswordUpdate === 'true';
  const userName = params.username ?? readStored('onBoardUsername') ?? '';
  const { status, failure } = useSelector(selectRecovery);
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const saving = status === 'savingPassword';
  const local = validateNewPassword(values, [userName]);
  const serverFailure = failure?.page === 'newPassword' ? failure : null;
  const display = serverFailure ? describeError(serverFailure.errorCode).display : null;
  const underField = display === 'field' || display === 'warning';
  const localPassword = submitted ? local.password : undefined;
  const passwordError = localPassword ?? (underField ? serverFailure?.errorCode : undefined);
  const confirmError = submitted ? local.confirmPassword : undefined;
  const identity = isIdentityPassword(values.password, [userName]);

  const change = (field: keyof NewPasswordValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value.slice(0, LIMITS.passwordMax) }));
    if (serverFailure) dispatch(recoveryFailureDismissed());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors(local)) return;
    dispatch(newPasswordSubmitted({ ...values, userName, needPasswordUpdate }));
  };

  return (
    <>
      <h1 className="auth-title">{t('newPassword.title')}</h1>
      <p className="auth-subtitle">{t('newPassword.subtitle')}</p>
      <form className="form" onSubmit={submit} noValidate aria-busy={saving}>
        <div className="form-field">
          <label htmlFor="new-password">{t('newPassword.password')}</label>
          <PasswordField
            id="new-password"
            value={values.password}
            onChange={(value) => change('password', value)}
            maxLength={LIMITS.passwordMax}
            invalid={Boolean(passwordError)}
            describedBy={passwordError ? 'new-password-error' : 'password-checklist'}
            testId="new-password"
            autoComplete="new-password"
          />
          <FieldMessage
            id="new-password-error"
            errorCode={passwordError}
            tone={localPassword ? 'error' : 'warning'}
            testId="new-password-error"
          />
          <PasswordChecklist password={values.password} />
          {identity && (
            <small className="field-message field-message--error" data-testid="password-identity">
              <PrimeIcon icon={timesCircleIcon} />
              <span>{t('newPassword.identity')}</span>
            </small>
          )}
        </div>
        <div className="form-field">
          <label htmlFor="confirm-password">{t('newPassword.confirm')}</label>
          <PasswordField
            id="confirm-password"
            value={values.confirmPassword}
            onChange={(value) => change('confirmPassword', value)}
            maxLength={LIMITS.passwordMax}
            invalid={Boolean(confirmError)}
            describedBy={confirmError ? 'confirm-password-error' : undefined}
            testId="confirm-password"
            autoComplete="new-password"
          />
          <FieldMessage
            id="confirm-password-error"
            errorCode={confirmError}
            testId="confirm-password-error"
          />
        </div>
        <Button
          type="submit"
          label={t('newPassword.submit')}
          className="form-submit"
          loading={saving}
          disabled={saving}
          data-testid="new-password-submit"
        />
      </form>
      {saving && <PageLoader overlay />}
      <ErrorDialog
        failure={serverFailure && !underField ? serverFailure : null}
        onClose={() => dispatch(recoveryFailureDismissed())}
      />
    </>
  );
}
