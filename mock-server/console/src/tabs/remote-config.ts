import { api, run } from '../api';
import { field, h, setStatus, statusLine } from '../dom';
import { t } from '../i18n';

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

/**
 * The Data tab's remote-configuration panel: the quick forms (the maintenance-window and
 * announcement scenarios, relative to the mock clock), then the JSON that shows the result and
 * can be edited whole. Returns the panel and its first load.
 */
export const remoteConfigPanel = (): { panel: HTMLElement; load: () => Promise<unknown> } => {
  const remoteStatus = statusLine('status-remote-config');
  const text = h('textarea', {
    id: 'remote-config-text',
    testid: 'remote-config-text',
    rows: '14',
    spellcheck: 'false',
  });
  const saveButton = h('button', {
    type: 'submit',
    testid: 'remote-config-save',
    text: t('save'),
  });
  const loadRemote = async (): Promise<void> => {
    text.value = pretty(await api('GET', '/remote-config'));
  };

  const whole = (id: string, value: string, min?: string) =>
    h('input', { id, testid: id, type: 'number', step: '1', min, value });
  const starts = whole('maintenance-starts', '0');
  const duration = whole('maintenance-duration', '30', '1');
  const reminder = whole('maintenance-reminder', '', '0');
  const maintenanceButton = h('button', {
    type: 'submit',
    testid: 'maintenance-add',
    text: t('maintenanceAdd'),
  });
  const english = h('input', { id: 'announcement-english', testid: 'announcement-english' });
  const bahasa = h('input', { id: 'announcement-bahasa', testid: 'announcement-bahasa' });
  const announcementButton = h('button', {
    type: 'submit',
    testid: 'announcement-add',
    text: t('announcementAdd'),
  });
  const integerOf = (input: HTMLInputElement) =>
    /^-?\d+$/.test(input.value.trim()) ? Number(input.value) : NaN;
  const maintenanceForm = h(
    'form',
    {
      onsubmit: (event) => {
        event.preventDefault();
        const body: Record<string, number> = {
          startsInMinutes: integerOf(starts),
          durationMinutes: integerOf(duration),
        };
        if (reminder.value.trim() !== '') body.reminderTimerMinutes = integerOf(reminder);
        if (Object.values(body).some((n) => Number.isNaN(n))) {
          setStatus(remoteStatus, 'error', t('numberInvalid'));
          return;
        }
        void run(maintenanceButton, remoteStatus, async () => {
          await api('POST', '/scenarios/maintenance-window', body);
          await loadRemote();
        });
      },
    },
    [
      h('h4', { text: t('maintenanceQuick') }),
      h('div', { className: 'row' }, [
        field('maintenance-starts', t('maintenanceStarts'), starts),
        field('maintenance-duration', t('maintenanceDuration'), duration),
        field('maintenance-reminder', t('maintenanceReminder'), reminder),
        maintenanceButton,
      ]),
    ],
  );
  const announcementForm = h(
    'form',
    {
      onsubmit: (event) => {
        event.preventDefault();
        const body: { english?: string; bahasa?: string } = {};
        if (english.value.trim()) body.english = english.value.trim();
        if (bahasa.value.trim()) body.bahasa = bahasa.value.trim();
        void run(announcementButton, remoteStatus, async () => {
          await api('POST', '/scenarios/announcement', body);
          await loadRemote();
        });
      },
    },
    [
      h('h4', { text: t('announcementQuick') }),
      h('div', { className: 'row' }, [
        field('announcement-english', t('announcementEnglish'), english),
        field('announcement-bahasa', t('announcementBahasa'), bahasa),
        announcementButton,
      ]),
    ],
  );
  const clearButton = h('button', {
    type: 'button',
    className: 'danger',
    testid: 'remote-config-clear',
    text: t('remoteClear'),
    onclick: (e) =>
      run(e.currentTarget, remoteStatus, async () => {
        const emptied = { systemMaintenance: [], announcements: [] };
        text.value = pretty(await api('PUT', '/remote-config', emptied));
      }),
  });

  const panel = h('section', { className: 'panel', 'aria-labelledby': 'remote-title' }, [
    h('h3', { id: 'remote-title', text: t('remoteTitle') }),
    maintenanceForm,
    announcementForm,
    h('p', { className: 'hint', text: t('remoteIntro') }),
    h(
      'form',
      {
        onsubmit: (event) => {
          event.preventDefault();
          let body: unknown;
          try {
            body = JSON.parse(text.value);
          } catch (error) {
            const message = (error as Error).message;
            setStatus(remoteStatus, 'error', t('jsonInvalid', { message }));
            text.focus();
            return;
          }
          void run(saveButton, remoteStatus, async () => {
            text.value = pretty(await api('PUT', '/remote-config', body));
          });
        },
      },
      [
        field('remote-config-text', t('remoteJson'), text),
        h('div', { className: 'row' }, [
          h('button', {
            type: 'button',
            className: 'secondary',
            testid: 'remote-config-load',
            text: t('load'),
            onclick: (e) => run(e.currentTarget, remoteStatus, loadRemote, ''),
          }),
          saveButton,
          clearButton,
        ]),
      ],
    ),
    remoteStatus,
  ]);
  return { panel, load: () => run(null, remoteStatus, loadRemote, '') };
};
