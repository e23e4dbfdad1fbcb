import { api, run, type ApiError } from '../api';
import { allCallIds, callOptions, field, h, option, statusLine, table, userOptions } from '../dom';
import type { ConsoleEvent } from '../dom';
import { t } from '../i18n';
import { state } from '../state';
import type { CodeEntry, CodeGuide, Fault } from '../types';

/** The Codes tab: the code guide by area, filtered, and the form that arms a code on a call. */
export const codesSection = (root: HTMLElement): void => {
  const status = statusLine('status-codes');
  const list = h('div', { testid: 'codes-list' });
  const armStatus = statusLine('status-arm');
  const faults = h('div', { testid: 'faults-list' });
  const allCodes = (): CodeEntry[] =>
    state.guide ? state.guide.groups.flatMap((g) => g.codes) : [];

  const codeSelect = h('select', {
    id: 'arm-code',
    testid: 'arm-code',
    onchange: () => fillCalls(),
  });
  const callSelect = h('select', { id: 'arm-call', testid: 'arm-call' });
  const times = h('input', {
    id: 'arm-times',
    testid: 'arm-times',
    type: 'number',
    min: '1',
    max: '1000',
    value: '1',
    required: true,
  });
  const userSelect = h('select', { id: 'arm-user', testid: 'arm-user' }, userOptions(''));
  const armButton = h('button', { type: 'submit', testid: 'arm-submit', text: t('armSubmit') });

  // The calls the code comes from first; any other call can carry it too (a tester may want
  // a code where the insurer would not send it, to see how a screen copes).
  const fillCalls = (): void => {
    const entry = allCodes().find((c) => c.code === codeSelect.value);
    const own = entry && entry.calls.length > 0 ? entry.calls : [];
    const others = allCallIds().filter((id) => !own.includes(id));
    if (own.length === 0) {
      callSelect.replaceChildren(...callOptions(others, false, others[0]));
      return;
    }
    callSelect.replaceChildren(
      h('optgroup', { label: t('codeCalls') }, callOptions(own, false, own[0])),
      h('optgroup', { label: t('otherCalls') }, callOptions(others, false)),
    );
  };

  const loadFaults = async (): Promise<void> => {
    try {
      const data = await api<{ faults?: Fault[] }>('GET', '/faults');
      renderFaults(data.faults || []);
    } catch (error) {
      const { code, message } = error as ApiError;
      faults.replaceChildren(
        h('p', { className: 'status error', text: `${t('failed')}: ${code} ${message}` }),
      );
    }
  };

  const renderFaults = (items: Fault[]): void => {
    faults.replaceChildren(
      table(
        t('armedTitle'),
        'faults-table',
        [t('code'), t('call'), t('user'), t('remaining'), t('httpStatus'), ''],
        items.map((f) => {
          const clear: HTMLButtonElement = h('button', {
            type: 'button',
            className: 'secondary',
            testid: `fault-clear-${f.callId}${f.userName ? `-${f.userName}` : ''}`,
            'aria-label': `${t('clear')} ${f.errorCode} ${f.callId} ${f.userName || t('everyone')}`,
            text: t('clear'),
            onclick: () =>
              run(clear, armStatus, async () => {
                const query = f.userName ? `?userName=${encodeURIComponent(f.userName)}` : '';
                await api('DELETE', `/faults/${encodeURIComponent(f.callId)}${query}`);
                await loadFaults();
              }),
          });
          return h('tr', {}, [
            h('td', { className: 'code', text: f.errorCode }),
            h('td', { text: f.callId }),
            h('td', { text: f.userName || t('everyone') }),
            h('td', { className: 'num', text: f.remaining }),
            h('td', { className: 'num', text: f.httpStatus }),
            h('td', {}, clear),
          ]);
        }),
      ),
    );
  };

  const codeItem = (c: CodeEntry): HTMLElement =>
    h('article', { className: 'code-item', testid: `code-${c.code}` }, [
      h('h4', { className: 'code', text: c.code }),
      h('dl', {}, [
        h('dt', { text: t('meaning') }),
        h('dd', { text: c.meaning[state.lang] }),
        h('dt', { text: t('calls') }),
        h('dd', {
          text: c.anyCall || c.calls.length === 0 ? t('anyCall') : c.calls.join(', '),
        }),
        ...(c.natural
          ? [h('dt', { text: t('natural') }), h('dd', { text: c.natural[state.lang] })]
          : []),
      ]),
      h('button', {
        type: 'button',
        className: 'secondary',
        testid: `arm-open-${c.code}`,
        text: t('armThis', { code: c.code }),
        onclick: () => {
          codeSelect.value = c.code;
          fillCalls();
          callSelect.focus();
        },
      }),
    ]);

  const renderCodes = (guide: CodeGuide | null): void => {
    if (!guide) return;
    const needle = state.codeFilter.trim().toLowerCase();
    const matches = (c: CodeEntry) =>
      !needle ||
      [c.code, c.meaning.id, c.meaning.en, ...c.calls].some((x) =>
        x.toLowerCase().includes(needle),
      );
    const groups = guide.groups
      .map((g) => ({ ...g, codes: g.codes.filter(matches) }))
      .filter((g) => g.codes.length > 0);
    if (groups.length === 0) {
      list.replaceChildren(h('p', { text: t('noMatch') }));
      return;
    }
    list.replaceChildren(
      ...groups.map((g) =>
        h('section', { className: 'codes-group panel', 'aria-labelledby': `group-${g.area}` }, [
          h('h3', { id: `group-${g.area}`, text: g.title[state.lang] }),
          ...g.codes.map(codeItem),
        ]),
      ),
    );
  };

  const arm = (event: ConsoleEvent): void => {
    event.preventDefault();
    const n = Number(times.value);
    if (!Number.isInteger(n) || n < 1) {
      times.focus();
      return;
    }
    const body: { callId: string; errorCode: string; times: number; userName?: string } = {
      callId: callSelect.value,
      errorCode: codeSelect.value,
      times: n,
    };
    if (userSelect.value) body.userName = userSelect.value;
    void run(
      armButton,
      armStatus,
      async () => {
        await api('POST', '/scenarios/fault-armed', body);
        await loadFaults();
      },
      t('armed', { code: body.errorCode, call: body.callId, who: body.userName || t('everyone') }),
    );
  };

  const form = h('form', { className: 'panel', 'aria-labelledby': 'arm-title', onsubmit: arm }, [
    h('h3', { id: 'arm-title', text: t('armTitle') }),
    h('div', { className: 'row' }, [
      field('arm-code', t('armCode'), codeSelect),
      field('arm-call', t('call'), callSelect),
      field('arm-times', t('armTimes'), times),
      field('arm-user', t('user'), userSelect),
      armButton,
    ]),
    armStatus,
    h('h3', { text: t('armedTitle') }),
    h('div', { className: 'row' }, [
      h('button', {
        type: 'button',
        className: 'secondary',
        testid: 'faults-refresh',
        text: t('refresh'),
        onclick: (e) => run(e.currentTarget, armStatus, loadFaults, ''),
      }),
      h('button', {
        type: 'button',
        className: 'danger',
        testid: 'faults-clear-all',
        text: t('clearAll'),
        onclick: (e) =>
          run(e.currentTarget, armStatus, async () => {
            await api('DELETE', '/faults');
            await loadFaults();
          }),
      }),
    ]),
    faults,
  ]);

  const filter = h('input', {
    id: 'codes-filter',
    testid: 'codes-filter',
    type: 'search',
    value: state.codeFilter,
    oninput: (event) => {
      state.codeFilter = event.target.value;
      renderCodes(state.guide);
    },
  });

  root.append(
    h('p', { className: 'hint', text: t('codesIntro') }),
    form,
    field('codes-filter', t('filter'), filter),
    status,
    list,
  );

  const fillCodes = (): void => {
    const chosen = codeSelect.value;
    codeSelect.replaceChildren(
      ...allCodes().map((c) =>
        option(c.code, `${c.code} — ${c.meaning[state.lang]}`, c.code === chosen),
      ),
    );
    fillCalls();
  };

  void (async () => {
    if (state.guide) {
      fillCodes();
      renderCodes(state.guide);
    } else {
      const guide = await run(null, status, () => api<CodeGuide>('GET', '/codes'), '');
      if (guide) {
        state.guide = guide;
        fillCodes();
        renderCodes(state.guide);
      }
    }
    await loadFaults();
  })();
};
