import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ContactList } from '@/components/contact-list';
import { placeholder } from '@/lib/format-values';
import { PATHS } from '@/lib/paths';
import { serviceHours } from '@/lib/sys-params';
import { useDefaultVariables } from '@/lib/use-default-variables';
import { PrimeIcon, arrowLeftIcon } from '@/components/plain/prime-icons';

/** Contact details for sign-in problems, from the stored default variables (spec section 2). */
export function SignInContactUsPage() {
  const { t, i18n } = useTranslation('auth');
  const defaults = useDefaultVariables();
  return (
    <>
      <h1 className="auth-title">{t('contactUs.title')}</h1>
      <p className="auth-subtitle" data-testid="contact-hours">
        {t('contactUs.hours', { hours: placeholder(serviceHours(defaults, i18n.language)) })}
      </p>
      <ContactList defaults={defaults} labelOf={(key) => t(`contactUs.${key}`)} />
      <p className="auth-help">
        <Link to={PATHS.signIn} className="text-link">
          <PrimeIcon icon={arrowLeftIcon} /> {t('mfa.back')}
        </Link>
      </p>
    </>
  );
}
