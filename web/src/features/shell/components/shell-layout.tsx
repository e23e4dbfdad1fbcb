import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { DEFAULT_VARIABLE_CODES } from '@mo/contracts';
import { BrandLogo } from '@/components/brand-logo';
import { barsIcon, timesIcon } from '@/components/plain/frame-icons';
import { PrimeIcon, phoneIcon } from '@/components/plain/prime-icons';
import { PrimeSettings } from '@/components/prime-settings';
import { canAccess } from '@/lib/module-access';
import { PATHS } from '@/lib/paths';
import { selectModules, selectProfile } from '@/lib/session';
import { localizedDefaultVariable } from '@/lib/sys-params';
import { useDefaultVariables } from '@/lib/use-default-variables';
import { usePreferredLanguage } from '@/lib/use-preferred-language';
import { CompanySwitcher } from './company-switcher';
import { ShellFooter } from './shell-footer';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
// Its styles (shell-layout.css) load with the page's entry (src/boot.ts): the frame is drawn
// before the portal runs on a phone.

const MENU_ID = 'side-menu';

/**
 * The signed-in frame every signed-in page renders inside (spec part 1 section 2, shared shell):
 * header (logo → home, company, contact us, user menu), side menu, content, footer. Below 900 px
 * the side menu hides behind the header's menu button and opens as an overlay (closed at first).
 */
export function ShellLayout() {
  // PrimeReact's components need its context on every signed-in page (components/prime-settings).
  return (
    <PrimeSettings>
      <ShellFrame />
    </PrimeSettings>
  );
}

function ShellFrame() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const profile = useSelector(selectProfile);
  const modules = useSelector(selectModules);
  const defaults = useDefaultVariables();
  usePreferredLanguage();
  const focusMain = () => document.getElementById('main')?.focus();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);
  // A new page (a link, the browser's back button) closes the overlay.
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <div className="shell">
      <button type="button" className="skip-link" onClick={focusMain}>
        {t('skipToContent')}
      </button>
      <header className="shell-header">
        <button
          type="button"
          ref={menuButton}
          className="shell-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={t('menu.label')}
          onClick={() => setMenuOpen((open) => !open)}
          data-testid="menu-button"
        >
          <PrimeIcon icon={menuOpen ? timesIcon : barsIcon} />
        </button>
        <Link to={PATHS.home} className="shell-header__logo" data-testid="home-link">
          <BrandLogo />
        </Link>
        <CompanySwitcher />
        {canAccess(modules, 'contact_us') && (
          <Link
            to={PATHS.contactUs}
            className="text-link shell-header__contact"
            data-testid="header-contact-us"
          >
            <PrimeIcon icon={phoneIcon} />{' '}
            <span className="shell-header__label">{t('header.contactUs')}</span>
          </Link>
        )}
        <UserMenu userName={profile?.name ?? ''} />
      </header>
      <div className="shell-body">
        <SideMenu
          id={MENU_ID}
          open={menuOpen}
          onClose={closeMenu}
          onNavigate={() => {
            closeMenu(false);
            focusMain();
          }}
          faqUrl={localizedDefaultVariable(defaults, DEFAULT_VARIABLE_CODES.faqUrl, i18n.language)}
        />
        {menuOpen && (
          <div
            className="shell-backdrop"
            aria-hidden
            onClick={() => closeMenu(true)}
            data-testid="menu-backdrop"
          />
        )}
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <ShellFooter defaults={defaults} />
    </div>
  );
}
