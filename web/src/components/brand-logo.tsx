import { useTranslation } from 'react-i18next';

/** The portal's mark and wordmark. Decorative mark; the wordmark is text. */
export function BrandLogo({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={inverse ? 'brand-logo brand-logo--inverse' : 'brand-logo'}>
      <svg className="brand-logo__mark" viewBox="0 0 40 40" aria-hidden focusable="false">
        <path
          d="M20 2 5 8v11c0 9.4 6.4 16.8 15 19 8.6-2.2 15-9.6 15-19V8L20 2Z"
          fill="currentColor"
        />
        <path d="M17 12h6v6h6v6h-6v6h-6v-6h-6v-6h6v-6Z" fill="#fff" />
      </svg>
      <span className="brand-logo__text">
        <span className="brand-logo__name">{t('app.name')}</span>
        <span className="brand-logo__tagline">{t('app.insurer')}</span>
      </span>
    </span>
  );
}
