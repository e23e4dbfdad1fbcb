import { api, run } from '../api';
import { field, h, statusLine, table } from '../dom';
import { formatTime, t } from '../i18n';
import type { InboxMessage, Session } from '../types';

/** The Sessions tab: the open sessions (each one can be ended) and the inbox of codes sent. */
export const sessionsSection = (root: HTMLElement): void => {
  const status = statusLine('status-sessions');
  const inboxStatus = statusLine('status-inbox');
  const sessions = h('div', { testid: 'sessions-list' });
  const inbox = h('div', { testid: 'inbox-list' });
  const email = h('input', {
    id: 'inbox-email',
    testid: 'inbox-email',
    type: 'email',
    autocomplete: 'off',
  });

  const loadSessions = async (): Promise<void> => {
    const data = await api<{ sessions?: Session[] }>('GET', '/sessions');
    sessions.replaceChildren(
      table(
        t('sessionsTitle'),
        'sessions-table',
        [t('user'), t('role'), t('sessionId'), t('openedAt'), t('lastSeenAt'), ''],
        (data.sessions || []).map((s) => {
          const end: HTMLButtonElement = h('button', {
            type: 'button',
            className: 'danger',
            testid: `session-end-${s.sessionId}`,
            'aria-label': `${t('endSession')} ${s.userName}`,
            text: t('endSession'),
            onclick: () =>
              run(
                end,
                status,
                async () => {
                  await api('DELETE', `/sessions/${encodeURIComponent(s.sessionId)}`);
                  await loadSessions();
                },
                t('sessionEnded', { id: s.sessionId }),
              ),
          });
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
    h('section', { className: 'panel', 'aria-labelledby': 'sessions-title' }, [
      h('h3', { id: 'sessions-title', text: t('sessionsTitle') }),
      h('button', {
        type: 'button',
        className: 'secondary',
        testid: 'sessions-refresh',
        text: t('refresh'),
        onclick: (e) => run(e.currentTarget, status, loadSessions, ''),
      }),
      status,
      sessions,
    ]),
    h('section', { className: 'panel', 'aria-labelledby': 'inbox-title' }, [
      h('h3', { id: 'inbox-title', text: t('inboxTitle') }),
      h(
        'form',
        {
          onsubmit: (event) => {
            event.preventDefault();
            const submitter = (event.submitter as HTMLButtonElement | null | undefined) || null;
            void run(submitter, inboxStatus, loadInbox, '');
          },
        },
        h('div', { className: 'row' }, [
          field('inbox-email', t('inboxEmail'), email),
          h('button', {
            type: 'submit',
            className: 'secondary',
            testid: 'inbox-refresh',
            text: t('refresh'),
          }),
        ]),
      ),
      inboxStatus,
      inbox,
    ]),
  );
  void run(null, status, loadSessions, '');
  void run(null, inboxStatus, loadInbox, '');
};
