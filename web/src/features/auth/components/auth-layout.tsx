import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '@mo/contracts';
import { BrandLogo } from '@/components/brand-logo';
import { LanguageSwitch } from '@/components/language-switch';
import { formatMoney } from '@/lib/format-values';
import './auth-layout.css';
import { PrimeIcon, heartFillIcon } from '@/components/plain/prime-icons';

/** Frame of the sign-in area: brand bar with the language switch, the form card, the promise. */
export function AuthLayout() {
  const { t } = useTranslation(['auth', 'shell']);
  return (
    <div className="auth-page">
      <header className="auth-topbar">
        <BrandLogo />
        <LanguageSwitch />
      </header>
      <main id="main" className="auth-main">
        <div className="auth-card">
          <Outlet />
        </div>
        <section className="auth-hero" aria-labelledby="auth-hero-heading">
          <p id="auth-hero-heading" className="auth-hero__heading">
            {t('brand.heading')}
          </p>
          <p className="auth-hero__body">{t('brand.body')}</p>
          <p className="auth-hero__promo" data-testid="entry-prompt">
            <PrimeIcon icon={heartFillIcon} />
            {t('brand.promo', { amount: formatMoney(10_000, 'IDR', { decimals: 0 }) })}
          </p>
        </section>
      </main>
      <footer className="auth-footer">
        <span>{t('shell:footer.copyright', { year: new Date().getFullYear() })}</span>
        <span>{t('shell:footer.version', { version: APP_VERSION })}</span>
      </footer>
    </div>
  );
}
