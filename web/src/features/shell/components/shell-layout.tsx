import { Outlet, Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { DEFAULT_VARIABLE_CODES } from '@mo/contracts';
import { BrandLogo } from '../../../components/brand-logo';
import { canAccess } from '../../../lib/module-access';
import { PATHS } from '../../../lib/paths';
import { selectModules, selectProfile } from '../../../lib/session';
import { localizedDefaultVariable } from '../../../lib/sys-params';
import { useDefaultVariables } from '../../../lib/use-default-variables';
import { usePreferredLanguage } from '../../../lib/use-preferred-language';
import { CompanySwitcher } from './company-switcher';
import { ShellFooter } from './shell-footer';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import './shell-layout.css';

/**
 * The signed-in frame every signed-in page renders inside (spec part 1 section 2, shared shell):
 * header (logo → home, company, contact us, user menu), side menu, content, footer.
 */
export function ShellLayout() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const profile = useSelector(selectProfile);
  const modules = useSelector(selectModules);
  const defaults = useDefaultVariables();
  usePreferredLanguage();
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
        <CompanySwitcher />
        {canAccess(modules, 'contact_us') && (
          <Link to={PATHS.contactUs} className="text-link" data-testid="header-contact-us">
            <i className="pi pi-phone" aria-hidden /> {t('header.contactUs')}
          </Link>
        )}
        <UserMenu userName={profile?.name ?? ''} />
      </header>
      <div className="shell-body">
        <SideMenu
          faqUrl={localizedDefaultVariable(defaults, DEFAULT_VARIABLE_CODES.faqUrl, i18n.language)}
        />
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <ShellFooter defaults={defaults} />
    </div>
  );
}
