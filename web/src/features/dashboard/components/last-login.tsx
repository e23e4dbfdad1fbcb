import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJakartaInstant } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';

/** The previous sign-in time in Jakarta time (the text adds WIB), as every date-time shows. */
export const LastLogin = memo(function LastLogin({ time }: { time: string | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const instant = time === null ? Number.NaN : Date.parse(time);
  return (
    <p className="dashboard__last-login" data-testid="last-login">
      {Number.isNaN(instant)
        ? t('lastLogin.none')
        : t('lastLogin.at', { time: formatJakartaInstant(instant, currentLanguage(i18n)) })}
    </p>
  );
});
