import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { formatJakartaDateTime } from '@/lib/formatters';
import { currentLanguage } from '@/lib/i18n';
import { signOutRequested } from '@/lib/session';
import { minutesUntil } from '../rules/maintenance-rules';
import { reminderClosed, selectMaintenance } from '../model/maintenance-slice';
import { useJakartaNow } from './use-jakarta-now';

/**
 * The popup before a maintenance window: minutes remaining (and the start, in the portal's one
 * date-time form) and an end-session action.
 */
export function MaintenanceReminder() {
  const { t, i18n } = useTranslation('maintenance');
  const dispatch = useDispatch();
  const { reminderFor } = useSelector(selectMaintenance);
  const jktNow = useJakartaNow(5_000);
  if (reminderFor === null) return null;
  const close = () => dispatch(reminderClosed());
  return (
    <Dialog
      visible
      header={t('reminder.title')}
      onHide={close}
      modal
      data-testid="maintenance-reminder"
      footer={
        <>
          <Button
            type="button"
            label={t('reminder.dismiss')}
            outlined
            onClick={close}
            data-testid="maintenance-reminder-close"
          />
          <Button
            type="button"
            label={t('endSession')}
            onClick={() => {
              close();
              dispatch(signOutRequested());
            }}
            data-testid="maintenance-reminder-end-session"
          />
        </>
      }
    >
      <p data-testid="maintenance-reminder-minutes">
        {t('reminder.body', {
          count: minutesUntil(reminderFor, jktNow),
          start: formatJakartaDateTime(reminderFor, currentLanguage(i18n)),
        })}
      </p>
    </Dialog>
  );
}
