import { api, run, type ApiError } from '../api';
import { button, refreshButton, runButton, submitButton } from '../buttons';
import { allCallIds, callOptions, h, hint, option, panel, row, statusLine, table } from '../dom';
import { control, field, onSubmit, refuse, usersSelect } from '../forms';
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

  const codeSelect = control('select', 'arm-code', { onchange: () => fillCalls() });
  const callSelect = control('select', 'arm-call');
  const times = control('input', 'arm-times', {
    type: 'number',
    min: '1',
    max: '1000',
    value: '1',
    required: true,
  });
  const userSelect = usersSelect('arm-user');
  const armButton = submitButton('arm-submit', t('armSubmit'));

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
          const clear = runButton(
            'secondary',
            `fault-clear-${f.callId}${f.userName ? `-${f.userName}` : ''}`,
            t('clear'),
            armStatus,
            async () => {
              const query = f.userName ? `?userName=${encodeURIComponent(f.userName)}` : '';
              await api('DELETE', `/faults/${encodeURIComponent(f.callId)}${query}`);
              await loadFaults();
            },
            {
              props: {
                'aria-label': `${t('clear')} ${f.errorCode} ${f.callId} ${f.userName || t('everyone')}`,
              },
            },
          );
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
      button('secondary', `arm-open-${c.code}`, t('armThis', { code: c.code }), () => {
        codeSelect.value = c.code;
        fillCalls();
        callSelect.focus();
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
        panel(`group-${g.area}`, g.title[state.lang], g.codes.map(codeItem), {
          className: 'codes-group panel',
        }),
      ),
    );
  };

  const arm = onSubmit(armButton, armStatus, () => {
    const n = Number(times.value);
    if (!Number.isInteger(n) || n < 1) return refuse(null, times);
    const body: { callId: string; errorCode: string; times: number; userName?: string } = {
      callId: callSelect.value,
      errorCode: codeSelect.value,
      times: n,
    };
    if (userSelect.value) body.userName = userSelect.value;
    return {
      call: async () => {
        await api('POST', '/scenarios/fault-armed', body);
        await loadFaults();
      },
      ok: t('armed', {
        code: body.errorCode,
        call: body.callId,
        who: body.userName || t('everyone'),
      }),
    };
  });

  const form = h('form', { className: 'panel', 'aria-labelledby': 'arm-title', onsubmit: arm }, [
    h('h3', { id: 'arm-title', text: t('armTitle') }),
    row([
      field(t('armCode'), codeSelect),
      field(t('call'), callSelect),
      field(t('armTimes'), times),
      field(t('user'), userSelect),
      armButton,
    ]),
    armStatus,
    h('h3', { text: t('armedTitle') }),
    row([
      refreshButton('faults-refresh', armStatus, loadFaults),
      runButton('danger', 'faults-clear-all', t('clearAll'), armStatus, async () => {
        await api('DELETE', '/faults');
        await loadFaults();
      }),
    ]),
    faults,
  ]);

  const filter = control('input', 'codes-filter', {
    type: 'search',
    value: state.codeFilter,
    oninput: (event) => {
      state.codeFilter = event.target.value;
      renderCodes(state.guide);
    },
  });

  root.append(hint(t('codesIntro')), form, field(t('filter'), filter), status, list);

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
