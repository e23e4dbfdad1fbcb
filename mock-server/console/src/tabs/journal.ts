import { api, run, type ApiError } from '../api';
import {
  allCallIds,
  callOptions,
  field,
  h,
  setStatus,
  statusLine,
  table,
  userOptions,
} from '../dom';
import { formatTime, number, t, type TextKey } from '../i18n';
import { state, stopJournalTimer } from '../state';
import type { JournalDetail, JournalEntry } from '../types';

/** The Journal tab: the last requests, filtered, each one's detail, an extract to download. */
export const journalSection = (root: HTMLElement): void => {
  const status = statusLine('status-journal');
  const list = h('div', { testid: 'journal-list' });
  const detail = h('section', {
    className: 'panel',
    testid: 'journal-detail',
    'aria-labelledby': 'journal-detail-title',
    hidden: true,
  });
  const call = h(
    'select',
    { id: 'journal-call', testid: 'journal-call' },
    callOptions(allCallIds(), true, ''),
  );
  const user = h('select', { id: 'journal-user', testid: 'journal-user' }, userOptions(''));
  const errorsOnly = h('input', {
    id: 'journal-errors',
    testid: 'journal-errors',
    type: 'checkbox',
  });
  const auto = h('input', { id: 'journal-auto', testid: 'journal-auto', type: 'checkbox' });
  const count = h('p', { testid: 'journal-count' });

  const query = (): string => {
    const q = new URLSearchParams({ limit: '200' });
    if (call.value) q.set('callId', call.value);
    if (user.value) q.set('userName', user.value);
    if (errorsOnly.checked) q.set('errorsOnly', 'true');
    return `/journal?${q.toString()}`;
  };

  const showDetail = async (id: string, button: HTMLButtonElement): Promise<void> => {
    const entry = await run(
      button,
      status,
      () => api<JournalDetail>('GET', `/journal/${encodeURIComponent(id)}`),
      '',
    );
    if (!entry) return;
    const block = (titleKey: TextKey, value: unknown, testid: string) => [
      h('h4', { text: t(titleKey) }),
      h('pre', {
        testid,
        tabindex: '0',
        text: value === null || value === undefined ? '—' : JSON.stringify(value, null, 2),
      }),
    ];
    detail.replaceChildren(
      h('h3', { id: 'journal-detail-title', text: t('detailOf', { id }), tabindex: '-1' }),
      h('p', {
        text: `${entry.method} ${entry.url} → ${entry.httpStatus} ${entry.errorCode || ''}`,
      }),
      ...block('requestHeaders', entry.requestHeaders, 'journal-detail-headers'),
      ...block('requestBody', entry.requestBody, 'journal-detail-request'),
      ...block('responseBody', entry.responseBody, 'journal-detail-response'),
    );
    detail.hidden = false;
    detail.querySelector('h3')?.focus();
  };

  const row = (e: JournalEntry): HTMLElement => {
    const open: HTMLButtonElement = h('button', {
      type: 'button',
      className: 'secondary',
      testid: `journal-row-${e.id}`,
      'aria-label': `${t('details')} ${e.id} ${e.callId || e.url}`,
      text: t('details'),
      onclick: () => showDetail(e.id, open),
    });
    return h('tr', {}, [
      h('td', { text: formatTime(e.at) }),
      h('td', { text: formatTime(e.mockTime) }),
      h('td', { text: e.userName || '—' }),
      h('td', { text: e.callId || `${e.method} ${e.url}` }),
      h('td', { className: 'num', text: e.httpStatus }),
      h('td', { className: e.errorCode ? 'err-cell' : '', text: e.errorCode || '' }),
      h('td', { className: 'num', text: e.durationMs }),
      h('td', { text: e.requestRef || '' }),
      h('td', {}, open),
    ]);
  };

  const render = (): void => {
    count.textContent =
      state.journal.length === 1 ? t('entry') : t('entries', { n: number(state.journal.length) });
    const headers = [
      t('time'),
      t('mockTime'),
      t('user'),
      t('call'),
      t('status'),
      t('errorCode'),
      t('duration'),
      t('requestRef'),
      '',
    ];
    list.replaceChildren(table(t('tab_journal'), 'journal-table', headers, state.journal.map(row)));
  };

  const load = async (): Promise<void> => {
    const data = await api<{ entries?: JournalEntry[] }>('GET', query());
    state.journal = data.entries || [];
    render();
  };
  const refresh = (button: HTMLButtonElement | null) => run(button, status, load, '');

  auto.addEventListener('change', () => {
    stopJournalTimer();
    if (auto.checked) {
      state.journalTimer = window.setInterval(() => {
        if (state.tab !== 'journal') return stopJournalTimer();
        void load().catch((error: ApiError) =>
          setStatus(status, 'error', `${t('failed')}: ${error.code} ${error.message}`),
        );
      }, 2000);
    }
  });

  const download = (): void => {
    const blob = new Blob([JSON.stringify({ filters: query(), entries: state.journal }, null, 2)], {
      type: 'application/json',
    });
    const url = URL.createObjectURL(blob);
    const link = h('a', {
      href: url,
      download: `journal-extract-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    });
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  for (const control of [call, user, errorsOnly])
    control.addEventListener('change', () => refresh(null));

  root.append(
    h('p', { className: 'hint', text: t('journalIntro') }),
    h('div', { className: 'panel' }, [
      h('div', { className: 'row' }, [
        field('journal-call', t('call'), call),
        field('journal-user', t('user'), user),
        field('journal-errors', t('errorsOnly'), errorsOnly, true),
        field('journal-auto', t('autoRefresh'), auto, true),
      ]),
      h('div', { className: 'row' }, [
        h('button', {
          type: 'button',
          testid: 'journal-refresh',
          text: t('refresh'),
          onclick: (e) => refresh(e.currentTarget),
        }),
        h('button', {
          type: 'button',
          className: 'secondary',
          testid: 'journal-download',
          text: t('download'),
          onclick: download,
        }),
        h('button', {
          type: 'button',
          className: 'danger',
          testid: 'journal-clear',
          text: t('journalClear'),
          onclick: (e) =>
            run(e.currentTarget, status, async () => {
              await api('DELETE', '/journal');
              detail.hidden = true;
              await load();
            }),
        }),
      ]),
      status,
      count,
    ]),
    list,
    detail,
  );
  void refresh(null);
};
