import { api, run } from '../api';
import { refreshButton, runButton, submitButton } from '../buttons';
import { h, panel, statusLine, table } from '../dom';
import { control, field, formRow } from '../forms';
import { formatTime, t } from '../i18n';
import type { InboxMessage, Session } from '../types';

/** The Sessions tab: the open sessions (each one can be ended) and the inbox of codes sent. */
export const sessionsSection = (root: HTMLElement): void => {
  const status = statusLine('status-sessions');
  const inboxStatus = statusLine('status-inbox');
  const sessions = h('div', { testid: 'sessions-list' });
  const inbox = h('div', { testid: 'inbox-list' });
  const email = control('input', 'inbox-email', { type: 'email', autocomplete: 'off' });

  const loadSessions = async (): Promise<void> => {
    const data = await api<{ sessions?: Session[] }>('GET', '/sessions');
    sessions.replaceChildren(
      table(
        t('sessionsTitle'),
        'sessions-table',
        [t('user'), t('role'), t('sessionId'), t('openedAt'), t('lastSeenAt'), ''],
        (data.sessions || []).map((s) => {
          const end = runButton(
            'danger',
            `session-end-${s.sessionId}`,
            t('endSession'),
            status,
            async () => {
              await api('DELETE', `/sessions/${encodeURIComponent(s.sessionId)}`);
              await loadSessions();
            },
            {
              ok: t('sessionEnded', { id: s.sessionId }),
              props: { 'aria-label': `${t('endSession')} ${s.userName}` },
            },
          );
          return h('tr', {}, [
            h('td', { text: s.userName }),
            h('td', { text: s.role }),
            h('td', { text: s.sessionId }),
            h('td', { text: formatTime(s.openedAt) }),
            h('td', { text: formatTime(s.lastSeenAt) }),
            h('td', {}, end),
          ]);
        }),
      ),
    );
  };

  const loadInbox = async (): Promise<void> => {
    const q = email.value.trim() ? `?email=${encodeURIComponent(email.value.trim())}` : '';
    const data = await api<{ messages?: InboxMessage[] }>('GET', `/inbox${q}`);
    inbox.replaceChildren(
      table(
        t('inboxTitle'),
        'inbox-table',
        [t('sentAt'), t('to'), t('purpose'), t('code')],
        (data.messages || []).map((m) =>
          h('tr', {}, [
            h('td', { text: formatTime(m.sentAt) }),
            h('td', { text: m.to }),
            h('td', { text: m.purpose }),
            h('td', { className: 'code', text: m.code }),
          ]),
        ),
      ),
    );
  };

  root.append(
    panel('sessions-title', t('sessionsTitle'), [
      refreshButton('sessions-refresh', status, loadSessions),
      status,
      sessions,
    ]),
    panel('inbox-title', t('inboxTitle'), [
      formRow(
        {
          // The inbox is read again with the filter typed (Enter or the button).
          onsubmit: (event) => {
            event.preventDefault();
            const submitter = (event.submitter as HTMLButtonElement | null | undefined) || null;
            void run(submitter, inboxStatus, loadInbox, '');
          },
        },
        [field(t('inboxEmail'), email)],
        submitButton('inbox-refresh', t('refresh'), 'secondary'),
      ),
      inboxStatus,
      inbox,
    ]),
  );
  void run(null, status, loadSessions, '');
  void run(null, inboxStatus, loadInbox, '');
};
