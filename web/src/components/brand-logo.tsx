import { useTranslation } from 'react-i18next';
import { BRAND_MARK_PATHS, BRAND_MARK_VIEW_BOX } from './brand-mark';

/** The portal's mark and wordmark. Decorative mark; the wordmark is text. */
export function BrandLogo({ inverse = false }: { inverse?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={inverse ? 'brand-logo brand-logo--inverse' : 'brand-logo'}>
      <svg className="brand-logo__mark" viewBox={BRAND_MARK_VIEW_BOX} aria-hidden focusable="false">
        {BRAND_MARK_PATHS.map(({ d, fill }) => (
          <path key={d} d={d} fill={fill} />
        ))}
      </svg>
      <span className="brand-logo__text">
        <span className="brand-logo__name">{t('app.name')}</span>
        <span className="brand-logo__tagline">{t('app.insurer')}</span>
      </span>
    </span>
  );
}
