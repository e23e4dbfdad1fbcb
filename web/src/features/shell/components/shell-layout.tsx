import { Outlet, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { APP_VERSION } from '@mo/contracts';
import { BrandLogo } from '../../../components/brand-logo';
import { PATHS } from '../../../lib/paths';
import { selectCompany, selectProfile } from '../../../lib/session';
import { UserMenu } from './user-menu';
import './shell-layout.css';

/**
 * The signed-in frame: header with the company and the user menu, content, footer. The company
 * switcher for brokers and the side menu come with the shell issue; a broker sees the selected
 * company's name here meanwhile.
 */
export function ShellLayout() {
  const { t } = useTranslation(['shell', 'common']);
  const profile = useSelector(selectProfile);
  const company = useSelector(selectCompany);
  const focusMain = () => document.getElementById('main')?.focus();
  return (
    <div className="shell">
      <button type="button" className="skip-link" onClick={focusMain}>
        {t('skipToContent')}
      </button>
      <header className="shell-header">
        <Link to={PATHS.home} className="shell-header__logo" data-testid="home-link">
          <BrandLogo />
        </Link>
        <div className="shell-header__company">
          <span className="shell-header__company-label">{t('header.company')}</span>
          <span className="shell-header__company-name" data-testid="company-name">
            {company?.name ?? profile?.companyName}
          </span>
        </div>
        <UserMenu userName={profile?.name ?? ''} />
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="shell-footer">
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <span>{t('footer.version', { version: APP_VERSION })}</span>
      </footer>
    </div>
  );
}
