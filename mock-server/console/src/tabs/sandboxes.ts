import { isSandboxId } from '../../../../contracts/src/sandbox';
import { api, run } from '../api';
import { field, h, option, setStatus, statusLine, table } from '../dom';
import { formatTime, t } from '../i18n';
import { state } from '../state';
import type { Preset, SandboxList, SandboxView } from '../types';
import { chooseWorld, loadSandboxes, refreshWorldBar } from '../world';

/** Where the tester's portal address is kept between visits. */
export const PORTAL_KEY = 'mockConsolePortal';

/**
 * The portal the "open the portal" links go to: `?portal=<url>` in the console's address, else
 * the address the tester typed last (kept), else the dev portal of `npm start` on this host. The
 * mock does not know where its portal runs (the console is the mock's page, the portal another
 * origin), so the tab shows the address and lets the tester change it.
 */
export const portalAddress = (): string => {
  const asked = new URLSearchParams(window.location.search).get('portal');
  if (asked) return asked;
  try {
    const kept = window.localStorage.getItem(PORTAL_KEY);
    if (kept) return kept;
  } catch {
    // storage off: the default
  }
  return `${window.location.protocol}//${window.location.hostname}:5173/`;
};

/** The portal's address in a sandbox: the portal reads `?sandbox=<id>` and keeps it for the tab. */
export const portalLink = (base: string, id: string): string | null => {
  try {
    const url = new URL(base, window.location.href);
    url.searchParams.set('sandbox', id);
    return url.toString();
  } catch {
    return null;
  }
};

const megabytes = (bytes: number): string =>
  (bytes / 1_048_576).toLocaleString(state.lang === 'id' ? 'id-ID' : 'en-GB', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

/** What a row's action needs: the tab's status line, its list to load again, the portal. */
interface RowContext {
  status: HTMLElement;
  reload: () => Promise<void>;
  portal: () => string;
}

/**
 * A sandbox's buttons and links, in order. One function a button: a new action of the control API
 * (fork, export) is one more entry here; a whole-tab one (import) one more panel below.
 */
const ROW_ACTIONS: ((sandbox: SandboxView, ctx: RowContext) => HTMLElement | null)[] = [
  (sandbox) =>
    sandbox.id === state.sandbox
      ? h('span', { className: 'hint', text: t('sandboxInUse') })
      : h('button', {
          type: 'button',
          testid: `sandbox-use-${sandbox.id}`,
          text: t('sandboxUse'),
          'aria-label': t('sandboxUseLabel', { id: sandbox.id }),
          onclick: () => void chooseWorld(sandbox.id),
        }),
  (sandbox, ctx) => {
    const href = portalLink(ctx.portal(), sandbox.id);
    return href
      ? h('a', {
          href,
          target: '_blank',
          rel: 'noopener',
          testid: `sandbox-portal-${sandbox.id}`,
          text: t('sandboxOpenPortal'),
          'aria-label': t('sandboxOpenPortalLabel', { id: sandbox.id }),
        })
      : null;
  },
  (sandbox, ctx) =>
    h('button', {
      type: 'button',
      className: 'secondary',
      testid: `sandbox-reset-${sandbox.id}`,
      text: t('sandboxReset'),
      'aria-label': t('sandboxResetLabel', { id: sandbox.id }),
      onclick: (e) => {
        if (!window.confirm(t('sandboxResetConfirm', { id: sandbox.id }))) return;
        void run(e.currentTarget, ctx.status, async () => {
          await api('POST', `/sandboxes/${encodeURIComponent(sandbox.id)}/reset`);
          await ctx.reload();
        });
      },
    }),
  (sandbox, ctx) =>
    h('button', {
      type: 'button',
      className: 'danger',
      testid: `sandbox-delete-${sandbox.id}`,
      text: t('sandboxDelete'),
      'aria-label': t('sandboxDeleteLabel', { id: sandbox.id }),
      onclick: (e) => {
        if (!window.confirm(t('sandboxDeleteConfirm', { id: sandbox.id }))) return;
        void run(
          e.currentTarget,
          ctx.status,
          async () => {
            await api('DELETE', `/sandboxes/${encodeURIComponent(sandbox.id)}`);
            // The console looked at it: back to the default world (the page renders again).
            if (state.sandbox === sandbox.id) await chooseWorld(null);
            else await ctx.reload();
          },
          t('sandboxDeleted', { id: sandbox.id }),
        );
      },
    }),
];

/** The Sandboxes tab: the mock's isolated worlds, made, listed, used, reset and deleted. */
export const sandboxesSection = (root: HTMLElement): void => {
  const listStatus = statusLine('status-sandboxes');
  const createStatus = statusLine('status-sandbox-create');
  const list = h('div', { testid: 'sandboxes-list' });
  const limits = h('p', { className: 'hint', testid: 'sandboxes-limits' });

  const portalInput = h('input', {
    id: 'sandbox-portal-address',
    testid: 'sandbox-portal-address',
    type: 'url',
    value: portalAddress(),
  });

  const show = (data: SandboxList): void => {
    limits.textContent = t('sandboxLimits', {
      n: data.sandboxes.length,
      max: data.max,
      minutes: data.idleMinutes,
    });
    const ctx: RowContext = { status: listStatus, reload, portal: () => portalInput.value };
    list.replaceChildren(
      table(
        t('sandboxListTitle'),
        'sandboxes-table',
        [
          t('sandboxId'),
          t('sandboxLabelColumn'),
          t('sandboxPresetColumn'),
          t('sandboxCreatedAt'),
          t('sandboxLastUsed'),
          t('sandboxMemory'),
          t('mockTime'),
          t('sandboxActions'),
        ],
        data.sandboxes.map((s) =>
          h('tr', { testid: `sandbox-row-${s.id}` }, [
            h('td', { className: 'nowrap' }, h('strong', { className: 'code', text: s.id })),
            h('td', { text: s.label ?? '' }),
            h('td', { text: s.forkedFrom ? `${s.preset} ← ${s.forkedFrom}` : s.preset }),
            h('td', { text: formatTime(s.createdAt) }),
            h('td', { text: formatTime(s.lastUsedAt) }),
            h('td', { className: 'num', text: t('megabytes', { mb: megabytes(s.approxBytes) }) }),
            h('td', { text: formatTime(s.mockTime) }),
            h(
              'td',
              {},
              h(
                'div',
                { className: 'actions' },
                ROW_ACTIONS.map((action) => action(s, ctx)),
              ),
            ),
          ]),
        ),
      ),
    );
  };

  async function reload(): Promise<void> {
    show(await loadSandboxes());
    refreshWorldBar();
  }

  // Create: an id (optional: the mock picks one), a seed preset, a label.
  const idInput = h('input', {
    id: 'sandbox-new-id',
    testid: 'sandbox-new-id',
    maxlength: '32',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const preset = h('select', { id: 'sandbox-new-preset', testid: 'sandbox-new-preset' });
  const label = h('input', {
    id: 'sandbox-new-label',
    testid: 'sandbox-new-label',
    maxlength: '80',
    autocomplete: 'off',
  });
  const createButton = h('button', {
    type: 'submit',
    testid: 'sandbox-create',
    text: t('sandboxCreate'),
  });
  const create = (event: Event): void => {
    event.preventDefault();
    const id = idInput.value.trim();
    if (id && !isSandboxId(id)) {
      setStatus(createStatus, 'error', t('sandboxIdInvalid'));
      idInput.focus();
      return;
    }
    const body: Record<string, string> = {};
    if (id) body.id = id;
    if (preset.value) body.preset = preset.value;
    if (label.value.trim()) body.label = label.value.trim();
    void run(createButton, createStatus, async () => {
      const made = await api<SandboxView>('POST', '/sandboxes', body);
      idInput.value = '';
      label.value = '';
      await reload();
      return made.id;
    }).then((made) => {
      if (made) setStatus(createStatus, 'ok', t('sandboxCreated', { id: made }));
    });
  };
  const loadPresets = async (): Promise<void> => {
    const data = await api<{ presets?: Preset[]; current?: string }>('GET', '/presets');
    preset.replaceChildren(
      ...(data.presets || []).map((p) =>
        option(
          p.name,
          p.description ? `${p.name} — ${p.description[state.lang]}` : p.name,
          p.name === 'demo',
        ),
      ),
    );
  };

  portalInput.addEventListener('change', () => {
    try {
      window.localStorage.setItem(PORTAL_KEY, portalInput.value);
    } catch {
      // storage off: the address lasts for this page
    }
    void run(null, listStatus, reload, '');
  });

  root.append(
    h('p', { className: 'hint', text: t('sandboxesIntro') }),
    h('section', { className: 'panel', 'aria-labelledby': 'sandbox-create-title' }, [
      h('h3', { id: 'sandbox-create-title', text: t('sandboxCreateTitle') }),
      h(
        'form',
        { onsubmit: create, testid: 'sandbox-create-form' },
        h('div', { className: 'row' }, [
          field('sandbox-new-id', t('sandboxNewId'), idInput),
          field('sandbox-new-preset', t('sandboxPreset'), preset),
          field('sandbox-new-label', t('sandboxLabel'), label),
          createButton,
        ]),
      ),
      createStatus,
    ]),
    h('section', { className: 'panel', 'aria-labelledby': 'sandbox-list-title' }, [
      h('h3', { id: 'sandbox-list-title', text: t('sandboxListTitle') }),
      limits,
      h('div', { className: 'row' }, [
        field('sandbox-portal-address', t('portalAddress'), portalInput),
        h('button', {
          type: 'button',
          className: 'secondary',
          testid: 'sandboxes-refresh',
          text: t('refresh'),
          onclick: (e) => run(e.currentTarget, listStatus, reload, ''),
        }),
      ]),
      h('p', { className: 'hint', text: t('portalAddressHint') }),
      listStatus,
      list,
    ]),
  );
  void run(null, createStatus, loadPresets, '');
  void run(null, listStatus, reload, '');
};
