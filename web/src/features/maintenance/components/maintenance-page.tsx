import { Button } from 'primereact/button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '@/lib/paths';
import { formatJakartaDateTime } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { activeWindow, minutesUntil, parseJakarta } from '../rules/maintenance-rules';
import { selectMaintenance } from '../model/maintenance-slice';
import { useJakartaNow } from './use-jakarta-now';
import { PrimeIcon, wrenchIcon } from '@/components/plain/prime-icons';

/**
 * /mo/system-maintenance: the end date-time and minutes remaining, and an end-session button.
 * Without a window in effect (once the configuration is known) it goes to sign-out.
 */
export function MaintenancePage() {
  const { t, i18n } = useTranslation('maintenance');
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const { config } = useSelector(selectMaintenance);
  const jktNow = useJakartaNow();
  const window = config ? activeWindow(config.systemMaintenance, jktNow) : undefined;
  const end = parseJakarta(window?.systemMaintenanceEndDateTimeJKT);
  const noWindow = config !== null && !window;

  useEffect(() => {
    if (noWindow) void navigate(PATHS.signOut, { replace: true });
  }, [noWindow, navigate]);

  return (
    <main id="main" className="maintenance-page" data-testid="maintenance-page">
      <PrimeIcon icon={wrenchIcon} className="maintenance-page__icon" />
      <h1>{t('page.title')}</h1>
      <p>{t('page.body')}</p>
      {end !== null && (
        <>
          <p data-testid="maintenance-end">
            {t('page.until', { end: formatJakartaDateTime(end, language) })}
          </p>
          <p data-testid="maintenance-minutes">
            {t('page.minutesLeft', { count: minutesUntil(end, jktNow) })}
          </p>
        </>
      )}
      <Button
        type="button"
        label={t('endSession')}
        onClick={() => void navigate(PATHS.signOut, { replace: true })}
        data-testid="maintenance-end-session"
      />
    </main>
  );
}
