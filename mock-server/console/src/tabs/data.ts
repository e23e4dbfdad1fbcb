import { api, run } from '../api';
import { runButton, submitButton } from '../buttons';
import { h, hint, panel, statusLine, table } from '../dom';
import { control, field, formRow, onSubmit, refuse } from '../forms';
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
  const seconds = (id: string) => control('input', id, { type: 'number', min: '1', step: '1' });
  const access = seconds('lifetime-access');
  const refreshTtl = seconds('lifetime-refresh');
  const ttlButton = submitButton('lifetime-save', t('save'));

  const loadPresets = async (): Promise<void> => {
    const data = await api<{ presets?: Preset[]; current?: string }>('GET', '/presets');
    presets.replaceChildren(
      table(
        t('presetsTitle'),
        'presets-table',
        [t('presetsTitle'), t('companies'), t('members'), ''],
        (data.presets || []).map((p) => {
          const use = runButton(
            'secondary',
            `preset-${p.name}`,
            t('usePreset', { name: p.name }),
            presetStatus,
            async () => {
              await api('POST', `/presets/${encodeURIComponent(p.name)}`);
              await loadPresets();
            },
            {
              confirm: t('presetConfirm', { name: p.name }),
              props: { disabled: p.name === data.current },
            },
          );
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

  const saveLifetimes = onSubmit(ttlButton, ttlStatus, () => {
    const body: Partial<Lifetimes> = {};
    for (const [key, input] of [
      ['accessTokenTtlSeconds', access],
      ['refreshTokenTtlSeconds', refreshTtl],
    ] as const) {
      if (input.value === '') continue;
      const n = Number(input.value);
      if (!Number.isInteger(n) || n < 1) return refuse(t('lifetimesInvalid'));
      body[key] = n;
    }
    if (Object.keys(body).length === 0) return refuse(t('lifetimesInvalid'));
    return {
      call: async () => {
        const data = await api<Lifetimes>('POST', '/config', body);
        access.value = String(data.accessTokenTtlSeconds);
        refreshTtl.value = String(data.refreshTokenTtlSeconds);
      },
    };
  });

  const remote = remoteConfigPanel();
  root.append(
    panel('reset-title', t('resetTitle'), [
      hint(t('resetIntro')),
      runButton(
        'danger',
        'data-reset',
        t('resetButton'),
        resetStatus,
        () => api('POST', '/reset'),
        {
          confirm: t('resetConfirm'),
        },
      ),
      resetStatus,
    ]),
    panel('presets-title', t('presetsTitle'), [presetStatus, presets]),
    remote.panel,
    panel('lifetimes-title', t('lifetimesTitle'), [
      hint(t('lifetimesIntro')),
      formRow(
        { onsubmit: saveLifetimes },
        [field(t('accessTtl'), access), field(t('refreshTtl'), refreshTtl)],
        ttlButton,
      ),
      ttlStatus,
    ]),
  );
  void run(null, presetStatus, loadPresets, '');
  void remote.load();
};
