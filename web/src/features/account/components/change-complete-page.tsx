import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/lib/paths';

/** myprofile_change_password__complete: success, and back to the profile. */
export function ChangeCompletePage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <section
      className="panel account account--narrow account__complete"
      data-testid="change-password-complete"
    >
      <i className="pi pi-check-circle account__complete-icon" aria-hidden />
      <h1>{t('complete.title')}</h1>
      <p>{t('complete.body')}</p>
      <Button
        label={t('complete.back')}
        onClick={() => void navigate(PATHS.myProfile)}
        data-testid="back-to-profile"
      />
    </section>
  );
}
