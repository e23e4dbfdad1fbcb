import { api, run } from '../api';
import { refreshButton, runButton, submitButton } from '../buttons';
import { h, hint, option, panel, row, statusLine, table } from '../dom';
import { callsSelect, control, field, onSubmit, refuse, usersSelect } from '../forms';
import { t } from '../i18n';
import type { LatencyRule } from '../types';
import { chaosPanel } from './chaos';

type Rules = { rules?: LatencyRule[] };

/**
 * The Latency tab: delay rules (fixed or random) for a call and a user, or all of them; then the
 * chaos panel (tabs/chaos.ts).
 */
export const latencySection = (root: HTMLElement): void => {
  const status = statusLine('status-latency');
  const rules = h('div', { testid: 'latency-list' });
  const call = callsSelect('latency-call');
  const user = usersSelect('latency-user');
  const mode = control('select', 'latency-mode', { onchange: () => toggle() }, [
    option('fixed', t('modeFixed'), true),
    option('random', t('modeRandom'), false),
  ]);
  const num = (id: string, value: string) =>
    control('input', id, { type: 'number', min: '0', max: '120000', step: '1', value });
  const fixed = num('latency-fixed', '3000');
  const min = num('latency-min', '500');
  const max = num('latency-max', '5000');
  const fixedField = field(t('fixedMs'), fixed);
  const minField = field(t('minMs'), min);
  const maxField = field(t('maxMs'), max);
  const toggle = (): void => {
    const random = mode.value === 'random';
    fixedField.hidden = random;
    minField.hidden = !random;
    maxField.hidden = !random;
  };
  const add = submitButton('latency-add', t('latencyAdd'));

  const render = (items: LatencyRule[]): void =>
    rules.replaceChildren(
      table(
        t('latencyRules'),
        'latency-table',
        [t('call'), t('user'), t('delay'), ''],
        items.map((r) => {
          const remove = runButton(
            'secondary',
            `latency-remove-${r.id}`,
            t('remove'),
            status,
            async () =>
              render(
                (await api<Rules>('DELETE', `/latency/${encodeURIComponent(r.id)}`)).rules || [],
              ),
            {
              props: {
                'aria-label': `${t('remove')} ${r.callId || t('allCalls')} ${r.userName || t('everyone')}`,
              },
            },
          );
          const delay =
            r.fixedMs !== undefined && r.fixedMs !== null
              ? `${r.fixedMs} ms`
              : `${r.minMs}–${r.maxMs} ms`;
          return h('tr', {}, [
            h('td', { text: r.callId || t('allCalls') }),
            h('td', { text: r.userName || t('everyone') }),
            h('td', { className: 'num', text: delay }),
            h('td', {}, remove),
          ]);
        }),
      ),
    );
  const load = () => api<Rules>('GET', '/latency').then((d) => render(d.rules || []));

  const inRange = (v: number) => Number.isInteger(v) && v >= 0 && v <= 120000;
  const addRule = onSubmit(add, status, () => {
    const body: Partial<Omit<LatencyRule, 'id'>> = {};
    if (call.value) body.callId = call.value;
    if (user.value) body.userName = user.value;
    if (mode.value === 'random') {
      const minMs = Number(min.value);
      const maxMs = Number(max.value);
      body.minMs = minMs;
      body.maxMs = maxMs;
      if (!inRange(minMs) || !inRange(maxMs) || minMs > maxMs) return refuse(t('latencyInvalid'));
    } else {
      const fixedMs = Number(fixed.value);
      body.fixedMs = fixedMs;
      if (!inRange(fixedMs)) return refuse(t('latencyInvalid'));
    }
    return {
      call: async () => {
        await api('POST', '/latency', body);
        await load();
      },
    };
  });
  root.append(
    hint(t('latencyIntro')),
    h('form', { className: 'panel', onsubmit: addRule }, [
      row([
        field(t('call'), call),
        field(t('user'), user),
        field(t('latencyMode'), mode),
        fixedField,
        minField,
        maxField,
        add,
      ]),
      status,
    ]),
    panel('latency-rules', t('latencyRules'), [
      row([
        refreshButton('latency-refresh', status, load),
        runButton('danger', 'latency-clear', t('removeAll'), status, async () =>
          render((await api<Rules>('DELETE', '/latency')).rules || []),
        ),
      ]),
      rules,
    ]),
  );
  toggle();
  void run(null, status, load, '');
  chaosPanel(root);
};
