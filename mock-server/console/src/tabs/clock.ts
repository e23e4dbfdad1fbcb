import { api, run } from '../api';
import { refreshButton, runButton, submitButton } from '../buttons';
import { h, hint, panel, row, statusLine } from '../dom';
import { control, field, formRow, onSubmit, refuse } from '../forms';
import { t, type TextKey } from '../i18n';
import type { ClockAnswer } from '../types';

const AFFECTS: TextKey[] = ['affects1', 'affects2', 'affects3', 'affects4', 'affects5'];

/** The Clock tab: the mock's Jakarta time, advanced, set or reset. */
export const clockSection = (root: HTMLElement): void => {
  const status = statusLine('status-clock');
  const now = h('p', { className: 'clock-now', testid: 'clock-now', 'aria-live': 'polite' });
  const show = (data: ClockAnswer | undefined): void => {
    if (data) now.textContent = `${data.jakartaTime} WIB`;
  };
  const post = (body: Record<string, unknown>) => async () =>
    show(await api<ClockAnswer>('POST', '/clock', body));
  const read = async () => show(await api<ClockAnswer>('GET', '/clock'));
  const input = control('input', 'clock-set-input', { type: 'datetime-local', step: '1' });
  const setButton = submitButton('clock-set', t('clockSetButton'));
  const advance = (seconds: number, key: TextKey) =>
    runButton(
      'secondary',
      `clock-advance-${seconds}`,
      t(key),
      status,
      post({ advanceSeconds: seconds }),
    );
  const setIt = onSubmit(setButton, status, () => {
    if (!input.value) return refuse(t('clockInvalid'), input);
    const value = input.value.length === 16 ? `${input.value}:00` : input.value;
    return { call: post({ now: `${value}+07:00` }) };
  });
  root.append(
    hint(t('clockIntro')),
    panel('clock-now-title', t('clockNow'), [
      now,
      row([
        refreshButton('clock-refresh', status, read),
        runButton('danger', 'clock-reset', t('clockReset'), status, post({ reset: true })),
      ]),
      h('h3', { text: t('advance') }),
      row(
        [
          advance(60, 'plus1m'),
          advance(900, 'plus15m'),
          advance(86400, 'plus1d'),
          advance(31 * 86400, 'plus31d'),
        ],
        { role: 'group', 'aria-label': t('advance') },
      ),
      formRow(
        { onsubmit: setIt },
        [field(t('clockSet'), input)],
        setButton,
        h('h3', { text: t('clockSet') }),
      ),
      status,
    ]),
    panel('clock-affects', t('clockAffects'), [
      h(
        'ul',
        {},
        AFFECTS.map((k) => h('li', { text: t(k) })),
      ),
    ]),
  );
  void run(null, status, read, '');
};
