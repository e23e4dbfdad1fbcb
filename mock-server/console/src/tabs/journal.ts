import { api, run, type ApiError } from '../api';
import { button, refreshButton, runButton } from '../buttons';
import { h, hint, row, setStatus, statusLine, table } from '../dom';
import { callsSelect, control, field, usersSelect } from '../forms';
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
  const call = callsSelect('journal-call');
  const user = usersSelect('journal-user');
  const errorsOnly = control('input', 'journal-errors', { type: 'checkbox' });
  const auto = control('input', 'journal-auto', { type: 'checkbox' });
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

  const entryRow = (e: JournalEntry): HTMLElement => {
    const open = button(
      'secondary',
      `journal-row-${e.id}`,
      t('details'),
      (event) => showDetail(e.id, event.currentTarget),
      { 'aria-label': `${t('details')} ${e.id} ${e.callId || e.url}` },
    );
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
    list.replaceChildren(
      table(t('tab_journal'), 'journal-table', headers, state.journal.map(entryRow)),
    );
  };

  const load = async (): Promise<void> => {
    const data = await api<{ entries?: JournalEntry[] }>('GET', query());
    state.journal = data.entries || [];
    render();
  };
  const refresh = () => run(null, status, load, '');

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
    control.addEventListener('change', () => refresh());

  root.append(
    hint(t('journalIntro')),
    h('div', { className: 'panel' }, [
      row([
        field(t('call'), call),
        field(t('user'), user),
        field(t('errorsOnly'), errorsOnly, true),
        field(t('autoRefresh'), auto, true),
      ]),
      row([
        refreshButton('journal-refresh', status, load, 'primary'),
        button('secondary', 'journal-download', t('download'), download),
        runButton('danger', 'journal-clear', t('journalClear'), status, async () => {
          await api('DELETE', '/journal');
          detail.hidden = true;
          await load();
        }),
      ]),
      status,
      count,
    ]),
    list,
    detail,
  );
  void refresh();
};
