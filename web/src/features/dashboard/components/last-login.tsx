import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJakartaDateTime } from '../../../lib/formatters';
import { currentLanguage } from '../../../lib/i18n';

const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** The previous sign-in time in Jakarta time (WIB), 24-hour on Indonesian pages. */
export const LastLogin = memo(function LastLogin({ time }: { time: string | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const instant = time === null ? Number.NaN : Date.parse(time);
  return (
    <p className="dashboard__last-login" data-testid="last-login">
      {Number.isNaN(instant)
        ? t('lastLogin.none')
        : t('lastLogin.at', {
            time: formatJakartaDateTime(instant + JAKARTA_OFFSET_MS, currentLanguage(i18n)),
          })}
    </p>
  );
});
