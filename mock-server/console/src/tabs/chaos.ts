import { api, run } from '../api';
import { refreshButton, runButton, submitButton } from '../buttons';
import { h, hint, panel, row, statusLine, table } from '../dom';
import { control, field, formRow, onSubmit, refuse } from '../forms';
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
    control('input', id, { type: 'number', min: '0', max, step, value });
  const rate = num('chaos-rate', '20', '100', '0.1');
  const seed = num('chaos-seed', '1', '4294967295');
  const min = num('chaos-min', '', '120000');
  const max = num('chaos-max', '', '120000');
  const codes = control('input', 'chaos-codes', { type: 'text', value: '' });
  const arm = submitButton('chaos-arm', t('chaosArm'));

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

  const armIt = onSubmit(arm, status, () => {
    const body = bodyOf();
    if (!body) return refuse(t('chaosInvalid'));
    return { call: async () => render(await api<ChaosState>('PUT', '/chaos', body)) };
  });

  root.append(
    panel(
      'chaos-title',
      t('chaosTitle'),
      [
        hint(t('chaosIntro')),
        formRow(
          { onsubmit: armIt },
          [
            field(t('chaosRate'), rate),
            field(t('chaosSeed'), seed),
            field(t('minMs'), min),
            field(t('maxMs'), max),
            field(t('chaosCodes'), codes),
          ],
          arm,
        ),
        row([
          refreshButton('chaos-refresh', status, load),
          runButton('danger', 'chaos-disarm', t('chaosDisarm'), status, async () =>
            render(await api<ChaosState>('DELETE', '/chaos')),
          ),
        ]),
        status,
        summary,
        counters,
      ],
      { testid: 'chaos' },
    ),
  );
  void run(null, status, load, '');
};
