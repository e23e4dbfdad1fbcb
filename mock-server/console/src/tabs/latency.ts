import { api, run } from '../api';
import {
  allCallIds,
  callOptions,
  field,
  h,
  option,
  setStatus,
  statusLine,
  table,
  userOptions,
} from '../dom';
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
  const call = h(
    'select',
    { id: 'latency-call', testid: 'latency-call' },
    callOptions(allCallIds(), true, ''),
  );
  const user = h('select', { id: 'latency-user', testid: 'latency-user' }, userOptions(''));
  const mode = h(
    'select',
    { id: 'latency-mode', testid: 'latency-mode', onchange: () => toggle() },
    [option('fixed', t('modeFixed'), true), option('random', t('modeRandom'), false)],
  );
  const num = (id: string, value: string) =>
    h('input', { id, testid: id, type: 'number', min: '0', max: '120000', step: '1', value });
  const fixed = num('latency-fixed', '3000');
  const min = num('latency-min', '500');
  const max = num('latency-max', '5000');
  const fixedField = field('latency-fixed', t('fixedMs'), fixed);
  const minField = field('latency-min', t('minMs'), min);
  const maxField = field('latency-max', t('maxMs'), max);
  const toggle = (): void => {
    const random = mode.value === 'random';
    fixedField.hidden = random;
    minField.hidden = !random;
    maxField.hidden = !random;
  };
  const add = h('button', { type: 'submit', testid: 'latency-add', text: t('latencyAdd') });

  const render = (items: LatencyRule[]): void =>
    rules.replaceChildren(
      table(
        t('latencyRules'),
        'latency-table',
        [t('call'), t('user'), t('delay'), ''],
        items.map((r) => {
          const remove: HTMLButtonElement = h('button', {
            type: 'button',
            className: 'secondary',
            testid: `latency-remove-${r.id}`,
            'aria-label': `${t('remove')} ${r.callId || t('allCalls')} ${r.userName || t('everyone')}`,
            text: t('remove'),
            onclick: () =>
              run(remove, status, async () =>
                render(
                  (await api<Rules>('DELETE', `/latency/${encodeURIComponent(r.id)}`)).rules || [],
                ),
              ),
          });
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
  root.append(
    h('p', { className: 'hint', text: t('latencyIntro') }),
    h(
      'form',
      {
        className: 'panel',
        onsubmit: (event) => {
          event.preventDefault();
          const body: Partial<Omit<LatencyRule, 'id'>> = {};
          if (call.value) body.callId = call.value;
          if (user.value) body.userName = user.value;
          if (mode.value === 'random') {
            const minMs = Number(min.value);
            const maxMs = Number(max.value);
            body.minMs = minMs;
            body.maxMs = maxMs;
            if (!inRange(minMs) || !inRange(maxMs) || minMs > maxMs) {
              setStatus(status, 'error', t('latencyInvalid'));
              return;
            }
          } else {
            const fixedMs = Number(fixed.value);
            body.fixedMs = fixedMs;
            if (!inRange(fixedMs)) {
              setStatus(status, 'error', t('latencyInvalid'));
              return;
            }
          }
          void run(add, status, async () => {
            await api('POST', '/latency', body);
            await load();
          });
        },
      },
      [
        h('div', { className: 'row' }, [
          field('latency-call', t('call'), call),
          field('latency-user', t('user'), user),
          field('latency-mode', t('latencyMode'), mode),
          fixedField,
          minField,
          maxField,
          add,
        ]),
        status,
      ],
    ),
    h('section', { className: 'panel', 'aria-labelledby': 'latency-rules' }, [
      h('h3', { id: 'latency-rules', text: t('latencyRules') }),
      h('div', { className: 'row' }, [
        h('button', {
          type: 'button',
          className: 'secondary',
          testid: 'latency-refresh',
          text: t('refresh'),
          onclick: (e) => run(e.currentTarget, status, load, ''),
        }),
        h('button', {
          type: 'button',
          className: 'danger',
          testid: 'latency-clear',
          text: t('removeAll'),
          onclick: (e) =>
            run(e.currentTarget, status, async () =>
              render((await api<Rules>('DELETE', '/latency')).rules || []),
            ),
        }),
      ]),
      rules,
    ]),
  );
  toggle();
  void run(null, status, load, '');
  chaosPanel(root);
};
