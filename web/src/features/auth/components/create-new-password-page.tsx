import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router-dom';
import { LIMITS } from '@mo/contracts';
import { FieldMessage } from '@/components/field-message';
import { FormOverlays, FormSubmit } from '@/components/form-parts';
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
        <NewPasswordInput
          id="new-password"
          label={t('newPassword.password')}
          value={values.password}
          onChange={(value) => change('password', value)}
          error={passwordError}
          hint="password-checklist"
          tone={localPassword ? 'error' : 'warning'}
        >
          <PasswordChecklist password={values.password} />
          {identity && (
            <small className="field-message field-message--error" data-testid="password-identity">
              <PrimeIcon icon={timesCircleIcon} />
              <span>{t('newPassword.identity')}</span>
            </small>
          )}
        </NewPasswordInput>
        <NewPasswordInput
          id="confirm-password"
          label={t('newPassword.confirm')}
          value={values.confirmPassword}
          onChange={(value) => change('confirmPassword', value)}
          error={confirmError}
        />
        <FormSubmit label={t('newPassword.submit')} busy={saving} testId="new-password-submit" />
      </form>
      <FormOverlays
        busy={saving}
        failure={serverFailure && !underField ? serverFailure : null}
        onClose={() => dispatch(recoveryFailureDismissed())}
      />
    </>
  );
}

interface NewPasswordInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** What the input points at while it has no error (the checklist of the first field). */
  hint?: string;
  tone?: 'error' | 'warning';
  children?: ReactNode;
}

/** One of the two password fields: its id names the input, its test id and its message. */
function NewPasswordInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  tone,
  children,
}: NewPasswordInputProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <PasswordField
        id={id}
        value={value}
        onChange={onChange}
        maxLength={LIMITS.passwordMax}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : hint}
        testId={id}
        autoComplete="new-password"
      />
      <FieldMessage id={`${id}-error`} errorCode={error} tone={tone} testId={`${id}-error`} />
      {children}
    </div>
  );
}
