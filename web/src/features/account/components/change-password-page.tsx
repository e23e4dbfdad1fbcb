import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LIMITS } from '@mo/contracts';
import { ErrorDialog } from '@/components/error-dialog';
import { FieldMessage } from '@/components/field-message';
import { PageLoader } from '@/components/page-loader';
import { PasswordChecklist } from '@/components/password-checklist';
import { PasswordField } from '@/components/password-field';
import { toFailure, type ApiFailure } from '@/lib/api-client';
import { describeError } from '@/lib/error-catalogue';
import { PATHS } from '@/lib/paths';
import { selectProfile } from '@/lib/session';
import { readStored } from '@/lib/storage';
import { useSavePasswordMutation } from '../api/account-api';
import { mayChangePassword } from '../change-password-guard';
import { validateChangePassword, type ChangePasswordErrors } from '../validation';
import { AccountBreadcrumb } from './breadcrumb';

/**
 * myprofile_change_password__display: current password, new password and its confirmation with
 * the six-condition checklist. err036_pwd shows under the current password, err036 and err010
 * under the new one (the catalogue's `field`); others in the dialog. The two-factor token is
 * removed on leaving (app/root-layout.tsx).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const location = useLocation();
  const navigate = useNavigate();
  const [savePassword] = useSavePasswordMutation();
  const profile = useSelector(selectProfile);
  const [allowed] = useState(() => mayChangePassword(location.state));
  const [values, setValues] = useState({ currentPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [busy, setBusy] = useState(false);
  if (!allowed) return <Navigate replace to={PATHS.myProfile} />;

  const identity = [profile?.email ?? '', profile?.name ?? ''];
  const field = failure ? describeError(failure.errorCode).field : undefined;
  const serverError = (name: string) => (failure && field === name ? failure.errorCode : undefined);
  const set = (name: keyof typeof values) => (value: string) => {
    setValues((state) => ({ ...state, [name]: value }));
    setErrors((state) => ({ ...state, [name]: undefined }));
    if (failure && field !== undefined) setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values, identity);
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) return;
    const token = readStored('twoFactorToken');
    if (!token) {
      void navigate(PATHS.myProfile, { replace: true });
      return;
    }
    setBusy(true);
    try {
      await savePassword({
        input: {
          userName: profile?.email ?? '',
          password: values.password,
          currentPassword: values.currentPassword,
        },
        twoFactorToken: token,
      }).unwrap();
      void navigate(PATHS.changePasswordComplete, { replace: true });
    } catch (error) {
      setFailure(toFailure(error));
    } finally {
      setBusy(false);
    }
  };

  const fields = [
    {
      name: 'currentPassword',
      server: 'currentPassword',
      id: 'current-password',
      label: t('password.current'),
      auto: 'current-password',
    },
    {
      name: 'password',
      server: 'newPassword',
      id: 'new-password',
      label: t('password.new'),
      auto: 'new-password',
    },
    {
      name: 'confirmPassword',
      server: 'confirmPassword',
      id: 'confirm-password',
      label: t('password.confirm'),
      auto: 'new-password',
    },
  ] as const;

  return (
    <div className="account account--narrow">
      <AccountBreadcrumb current={t('password.title')} />
      <h1>{t('password.title')}</h1>
      <form className="panel account__form" onSubmit={(event) => void submit(event)} noValidate>
        {fields.map((f) => {
          const local = errors[f.name];
          const server = serverError(f.server);
          const code = local ?? server;
          return (
            <div key={f.name} className="form-field">
              <label htmlFor={f.id}>{f.label}</label>
              <PasswordField
                id={f.id}
                value={values[f.name]}
                onChange={set(f.name)}
                maxLength={LIMITS.passwordMax}
                invalid={Boolean(code)}
                describedBy={code ? `${f.id}-error` : undefined}
                autoComplete={f.auto}
                testId={f.id}
              />
              <FieldMessage
                id={`${f.id}-error`}
                errorCode={code}
                tone={local ? 'error' : 'warning'}
                testId={`${f.id}-error`}
              />
              {f.name === 'password' && <PasswordChecklist password={values.password} />}
            </div>
          );
        })}
        <Button
          type="submit"
          label={t('password.submit')}
          loading={busy}
          disabled={busy}
          data-testid="change-password-submit"
        />
      </form>
      {busy && <PageLoader overlay />}
      <ErrorDialog failure={failure && !field ? failure : null} onClose={() => setFailure(null)} />
    </div>
  );
}
