import { api, run } from '../api';
import { field, h, setStatus, statusLine, table } from '../dom';
import { t } from '../i18n';
import type { ChaosState } from '../types';

type Profile = NonNullable<ChaosState['profile']>;

const delayText = (latency: Profile['latency']): string => {
  if (!latency) return t('chaosNoDelay');
  return 'fixedMs' in latency ? `${latency.fixedMs} ms` : `${latency.minMs}–${latency.maxMs} ms`;
};

/** One line of what is armed: rate, seed, delay, codes; or that nothing is. */
const summaryOf = (state: ChaosState): string => {
  const { profile } = state;
  if (!state.armed || !profile) return t('chaosOff');
  return t('chaosOn', {
    rate: Math.round(profile.rate * 1000) / 10,
    seed: profile.seed,
    delay: delayText(profile.latency),
    codes: profile.codes ? profile.codes.join(', ') : t('chaosAllCodes'),
  });
};

const isMs = (v: number) => Number.isInteger(v) && v >= 0 && v <= 120000;

/**
 * The chaos panel (in the Latency tab): arms the chosen world's seeded chaos profile (a failure
 * rate in percent, a seed, a delay range, optionally the only codes to draw), disarms it, and
 * shows its counters (calls seen, failed, by code). PUT/DELETE/GET /__mock/chaos.
 */
export const chaosPanel = (root: HTMLElement): void => {
  const status = statusLine('status-chaos');
  const summary = h('p', { testid: 'chaos-summary' });
  const counters = h('div', { testid: 'chaos-counters' });
  const num = (id: string, value: string, max: string, step = '1') =>
    h('input', { id, testid: id, type: 'number', min: '0', max, step, value });
  const rate = num('chaos-rate', '20', '100', '0.1');
  const seed = num('chaos-seed', '1', '4294967295');
  const min = num('chaos-min', '', '120000');
  const max = num('chaos-max', '', '120000');
  const codes = h('input', { id: 'chaos-codes', testid: 'chaos-codes', type: 'text', value: '' });
  const arm = h('button', { type: 'submit', testid: 'chaos-arm', text: t('chaosArm') });

  const render = (state: ChaosState): void => {
    summary.textContent = summaryOf(state);
    const c = state.counters;
    if (!c) {
      counters.replaceChildren();
      return;
    }
    counters.replaceChildren(
      h('p', {
        testid: 'chaos-totals',
        text: t('chaosTotals', { seen: c.seen, failed: c.failed }),
      }),
      table(
        t('chaosByCode'),
        'chaos-codes-table',
        [t('armCode'), t('chaosFailed')],
        Object.entries(c.byCode)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([code, n]) =>
            h('tr', {}, [h('td', { text: code }), h('td', { className: 'num', text: String(n) })]),
          ),
      ),
    );
  };
  const load = () => api<ChaosState>('GET', '/chaos').then(render);

  /** The body of PUT /chaos from the form, or null (and the reason shown) when it is not valid. */
  const bodyOf = (): Record<string, unknown> | null => {
    const percent = Number(rate.value);
    const seedValue = Number(seed.value);
    if (rate.value === '' || !(percent >= 0 && percent <= 100)) return null;
    if (
      seed.value === '' ||
      !Number.isInteger(seedValue) ||
      seedValue < 0 ||
      seedValue > 4294967295
    ) {
      return null;
    }
    const body: Record<string, unknown> = { seed: seedValue, rate: percent / 100 };
    if (min.value !== '' || max.value !== '') {
      const minMs = Number(min.value === '' ? max.value : min.value);
      const maxMs = Number(max.value === '' ? min.value : max.value);
      if (!isMs(minMs) || !isMs(maxMs) || minMs > maxMs) return null;
      body.latency = { minMs, maxMs };
    }
    const listed = codes.value
      .split(/[\s,]+/)
      .map((c) => c.trim())
      .filter(Boolean);
    if (listed.length > 0) body.codes = listed;
    return body;
  };

  root.append(
    h('section', { className: 'panel', 'aria-labelledby': 'chaos-title', testid: 'chaos' }, [
      h('h3', { id: 'chaos-title', text: t('chaosTitle') }),
      h('p', { className: 'hint', text: t('chaosIntro') }),
      h(
        'form',
        {
          onsubmit: (event) => {
            event.preventDefault();
            const body = bodyOf();
            if (!body) {
              setStatus(status, 'error', t('chaosInvalid'));
              return;
            }
            void run(arm, status, async () => render(await api<ChaosState>('PUT', '/chaos', body)));
          },
        },
        [
          h('div', { className: 'row' }, [
            field('chaos-rate', t('chaosRate'), rate),
            field('chaos-seed', t('chaosSeed'), seed),
            field('chaos-min', t('minMs'), min),
            field('chaos-max', t('maxMs'), max),
            field('chaos-codes', t('chaosCodes'), codes),
            arm,
          ]),
        ],
      ),
      h('div', { className: 'row' }, [
        h('button', {
          type: 'button',
          className: 'secondary',
          testid: 'chaos-refresh',
          text: t('refresh'),
          onclick: (e) => run(e.currentTarget, status, load, ''),
        }),
        h('button', {
          type: 'button',
          className: 'danger',
          testid: 'chaos-disarm',
          text: t('chaosDisarm'),
          onclick: (e) =>
            run(e.currentTarget, status, async () =>
              render(await api<ChaosState>('DELETE', '/chaos')),
            ),
        }),
      ]),
      status,
      summary,
      counters,
    ]),
  );
  void run(null, status, load, '');
};
