import { Button } from '@/components/plain';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { viewDashboardRequested } from '../model/recovery-slice';
import { PrimeIcon, checkCircleIcon } from '@/components/plain/prime-icons';

/** Success: "view dashboard" signs in again with the new password (docs/spec-notes.md). */
export function NewPasswordSuccessPage() {
  const { t } = useTranslation('auth');
  const dispatch = useDispatch();
  return (
    <div className="auth-success" data-testid="new-password-success">
      <PrimeIcon icon={checkCircleIcon} className="auth-success__icon" />
      <h1 className="auth-title">{t('newPasswordSuccess.title')}</h1>
      <p className="auth-subtitle">{t('newPasswordSuccess.body')}</p>
      <Button
        type="button"
        label={t('newPasswordSuccess.viewDashboard')}
        className="form-submit"
        onClick={() => dispatch(viewDashboardRequested())}
        data-testid="view-dashboard"
      />
    </div>
  );
}
