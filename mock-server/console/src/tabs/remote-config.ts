import { api, run } from '../api';
import { runButton, submitButton } from '../buttons';
import { h, hint, panel, row, statusLine } from '../dom';
import { control, field, formRow, onSubmit, refuse } from '../forms';
import { t } from '../i18n';

const pretty = (value: unknown): string => JSON.stringify(value, null, 2);

/**
 * The Data tab's remote-configuration panel: the quick forms (the maintenance-window and
 * announcement scenarios, relative to the mock clock), then the JSON that shows the result and
 * can be edited whole. Returns the panel and its first load.
 */
export const remoteConfigPanel = (): { panel: HTMLElement; load: () => Promise<unknown> } => {
  const remoteStatus = statusLine('status-remote-config');
  const text = control('textarea', 'remote-config-text', { rows: '14', spellcheck: 'false' });
  const saveButton = submitButton('remote-config-save', t('save'));
  const loadRemote = async (): Promise<void> => {
    text.value = pretty(await api('GET', '/remote-config'));
  };
  /** A scenario of the quick forms, then the configuration it made. */
  const scenario = (path: string, body: unknown) => ({
    call: async () => {
      await api('POST', path, body);
      await loadRemote();
    },
  });

  const whole = (id: string, value: string, min?: string) =>
    control('input', id, { type: 'number', step: '1', min, value });
  const starts = whole('maintenance-starts', '0');
  const duration = whole('maintenance-duration', '30', '1');
  const reminder = whole('maintenance-reminder', '', '0');
  const maintenanceButton = submitButton('maintenance-add', t('maintenanceAdd'));
  const english = control('input', 'announcement-english');
  const bahasa = control('input', 'announcement-bahasa');
  const announcementButton = submitButton('announcement-add', t('announcementAdd'));
  const integerOf = (input: HTMLInputElement) =>
    /^-?\d+$/.test(input.value.trim()) ? Number(input.value) : NaN;
  const addMaintenance = onSubmit(maintenanceButton, remoteStatus, () => {
    const body: Record<string, number> = {
      startsInMinutes: integerOf(starts),
      durationMinutes: integerOf(duration),
    };
    if (reminder.value.trim() !== '') body.reminderTimerMinutes = integerOf(reminder);
    if (Object.values(body).some((n) => Number.isNaN(n))) return refuse(t('numberInvalid'));
    return scenario('/scenarios/maintenance-window', body);
  });
  const addAnnouncement = onSubmit(announcementButton, remoteStatus, () => {
    const body: { english?: string; bahasa?: string } = {};
    if (english.value.trim()) body.english = english.value.trim();
    if (bahasa.value.trim()) body.bahasa = bahasa.value.trim();
    return scenario('/scenarios/announcement', body);
  });
  const save = onSubmit(saveButton, remoteStatus, () => {
    let body: unknown;
    try {
      body = JSON.parse(text.value);
    } catch (error) {
      return refuse(t('jsonInvalid', { message: (error as Error).message }), text);
    }
    return {
      call: async () => {
        text.value = pretty(await api('PUT', '/remote-config', body));
      },
    };
  });

  const remote = panel('remote-title', t('remoteTitle'), [
    formRow(
      { onsubmit: addMaintenance },
      [
        field(t('maintenanceStarts'), starts),
        field(t('maintenanceDuration'), duration),
        field(t('maintenanceReminder'), reminder),
      ],
      maintenanceButton,
      h('h4', { text: t('maintenanceQuick') }),
    ),
    formRow(
      { onsubmit: addAnnouncement },
      [field(t('announcementEnglish'), english), field(t('announcementBahasa'), bahasa)],
      announcementButton,
      h('h4', { text: t('announcementQuick') }),
    ),
    hint(t('remoteIntro')),
    h('form', { onsubmit: save }, [
      field(t('remoteJson'), text),
      row([
        runButton('secondary', 'remote-config-load', t('load'), remoteStatus, loadRemote, {
          ok: '',
        }),
        saveButton,
        runButton('danger', 'remote-config-clear', t('remoteClear'), remoteStatus, async () => {
          const emptied = { systemMaintenance: [], announcements: [] };
          text.value = pretty(await api('PUT', '/remote-config', emptied));
        }),
      ]),
    ]),
    remoteStatus,
  ]);
  return { panel: remote, load: () => run(null, remoteStatus, loadRemote, '') };
};
