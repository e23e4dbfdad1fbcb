import { api, run } from '../api';
import { field, h, setStatus, statusLine } from '../dom';
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
  const post = (button: HTMLButtonElement, body: Record<string, unknown>) =>
    run(button, status, async () => show(await api<ClockAnswer>('POST', '/clock', body)));
  const input = h('input', {
    id: 'clock-set-input',
    testid: 'clock-set-input',
    type: 'datetime-local',
    step: '1',
  });
  const setButton = h('button', {
    type: 'submit',
    testid: 'clock-set',
    text: t('clockSetButton'),
  });
  const advance = (seconds: number, key: TextKey) =>
    h('button', {
      type: 'button',
      className: 'secondary',
      testid: `clock-advance-${seconds}`,
      text: t(key),
      onclick: (e) => post(e.currentTarget, { advanceSeconds: seconds }),
    });
  const read = () => api<ClockAnswer>('GET', '/clock');
  root.append(
    h('p', { className: 'hint', text: t('clockIntro') }),
    h('section', { className: 'panel', 'aria-labelledby': 'clock-now-title' }, [
      h('h3', { id: 'clock-now-title', text: t('clockNow') }),
      now,
      h('div', { className: 'row' }, [
        h('button', {
          type: 'button',
          className: 'secondary',
          testid: 'clock-refresh',
          text: t('refresh'),
          onclick: (e) => run(e.currentTarget, status, async () => show(await read()), ''),
        }),
        h('button', {
          type: 'button',
          className: 'danger',
          testid: 'clock-reset',
          text: t('clockReset'),
          onclick: (e) => post(e.currentTarget, { reset: true }),
        }),
      ]),
      h('h3', { text: t('advance') }),
      h('div', { className: 'row', role: 'group', 'aria-label': t('advance') }, [
        advance(60, 'plus1m'),
        advance(900, 'plus15m'),
        advance(86400, 'plus1d'),
        advance(31 * 86400, 'plus31d'),
      ]),
      h(
        'form',
        {
          onsubmit: (event) => {
            event.preventDefault();
            if (!input.value) {
              setStatus(status, 'error', t('clockInvalid'));
              input.focus();
              return;
            }
            const value = input.value.length === 16 ? `${input.value}:00` : input.value;
            void post(setButton, { now: `${value}+07:00` });
          },
        },
        [
          h('h3', { text: t('clockSet') }),
          h('div', { className: 'row' }, [
            field('clock-set-input', t('clockSet'), input),
            setButton,
          ]),
        ],
      ),
      status,
    ]),
    h('section', { className: 'panel', 'aria-labelledby': 'clock-affects' }, [
      h('h3', { id: 'clock-affects', text: t('clockAffects') }),
      h(
        'ul',
        {},
        AFFECTS.map((k) => h('li', { text: t(k) })),
      ),
    ]),
  );
  void run(null, status, async () => show(await read()), '');
};
