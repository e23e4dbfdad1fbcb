import { api, run } from '../api';
import { field, h, setStatus, statusLine, table } from '../dom';
import { number, t } from '../i18n';
import { state } from '../state';
import type { Lifetimes, Preset } from '../types';
import { remoteConfigPanel } from './remote-config';

/** The Data tab: back to the seed, the seed presets, the remote configuration, token lifetimes. */
export const dataSection = (root: HTMLElement): void => {
  const resetStatus = statusLine('status-reset');
  const presetStatus = statusLine('status-presets');
  const ttlStatus = statusLine('status-lifetimes');
  const presets = h('div', { testid: 'presets-list' });
  const access = h('input', {
    id: 'lifetime-access',
    testid: 'lifetime-access',
    type: 'number',
    min: '1',
    step: '1',
  });
  const refreshTtl = h('input', {
    id: 'lifetime-refresh',
    testid: 'lifetime-refresh',
    type: 'number',
    min: '1',
    step: '1',
  });
  const ttlButton = h('button', { type: 'submit', testid: 'lifetime-save', text: t('save') });

  const loadPresets = async (): Promise<void> => {
    const data = await api<{ presets?: Preset[]; current?: string }>('GET', '/presets');
    presets.replaceChildren(
      table(
        t('presetsTitle'),
        'presets-table',
        [t('presetsTitle'), t('companies'), t('members'), ''],
        (data.presets || []).map((p) => {
          const use: HTMLButtonElement = h('button', {
            type: 'button',
            className: 'secondary',
            testid: `preset-${p.name}`,
            text: t('usePreset', { name: p.name }),
            disabled: p.name === data.current,
            onclick: () => {
              if (!window.confirm(t('presetConfirm', { name: p.name }))) return;
              void run(use, presetStatus, async () => {
                await api('POST', `/presets/${encodeURIComponent(p.name)}`);
                await loadPresets();
              });
            },
          });
          const description = p.description ? p.description[state.lang] : '';
          return h('tr', {}, [
            h('td', {}, [
              h('strong', { text: p.name }),
              p.name === data.current ? ` (${t('current')})` : '',
              description ? h('div', { text: description }) : null,
            ]),
            h('td', { className: 'num', text: number(p.companies) }),
            h('td', { className: 'num', text: number(p.members) }),
            h('td', {}, use),
          ]);
        }),
      ),
    );
  };

  const saveLifetimes = (event: Event): void => {
    event.preventDefault();
    const body: Partial<Lifetimes> = {};
    for (const [key, input] of [
      ['accessTokenTtlSeconds', access],
      ['refreshTokenTtlSeconds', refreshTtl],
    ] as const) {
      if (input.value === '') continue;
      const n = Number(input.value);
      if (!Number.isInteger(n) || n < 1) {
        setStatus(ttlStatus, 'error', t('lifetimesInvalid'));
        return;
      }
      body[key] = n;
    }
    if (Object.keys(body).length === 0) {
      setStatus(ttlStatus, 'error', t('lifetimesInvalid'));
      return;
    }
    void run(ttlButton, ttlStatus, async () => {
      const data = await api<Lifetimes>('POST', '/config', body);
      access.value = String(data.accessTokenTtlSeconds);
      refreshTtl.value = String(data.refreshTokenTtlSeconds);
    });
  };

  const remote = remoteConfigPanel();
  root.append(
    h('section', { className: 'panel', 'aria-labelledby': 'reset-title' }, [
      h('h3', { id: 'reset-title', text: t('resetTitle') }),
      h('p', { className: 'hint', text: t('resetIntro') }),
      h('button', {
        type: 'button',
        className: 'danger',
        testid: 'data-reset',
        text: t('resetButton'),
        onclick: (e) => {
          if (!window.confirm(t('resetConfirm'))) return;
          void run(e.currentTarget, resetStatus, () => api('POST', '/reset'));
        },
      }),
      resetStatus,
    ]),
    h('section', { className: 'panel', 'aria-labelledby': 'presets-title' }, [
      h('h3', { id: 'presets-title', text: t('presetsTitle') }),
      presetStatus,
      presets,
    ]),
    remote.panel,
    h('section', { className: 'panel', 'aria-labelledby': 'lifetimes-title' }, [
      h('h3', { id: 'lifetimes-title', text: t('lifetimesTitle') }),
      h('p', { className: 'hint', text: t('lifetimesIntro') }),
      h(
        'form',
        { onsubmit: saveLifetimes },
        h('div', { className: 'row' }, [
          field('lifetime-access', t('accessTtl'), access),
          field('lifetime-refresh', t('refreshTtl'), refreshTtl),
          ttlButton,
        ]),
      ),
      ttlStatus,
    ]),
  );
  void run(null, presetStatus, loadPresets, '');
  void remote.load();
};
