import { isSandboxId } from '../../../../contracts/src/sandbox';
import { api, apiFile, run } from '../api';
import { field, h, option, setStatus, statusLine, table } from '../dom';
import { formatTime, t } from '../i18n';
import { state } from '../state';
import type { Preset, SandboxList, SandboxView } from '../types';
import { chooseWorld, loadSandboxes, refreshWorldBar } from '../world';

/** Where the tester's portal address is kept between visits. */
export const PORTAL_KEY = 'mockConsolePortal';

/**
 * The portal the "open the portal" links go to: `?portal=<url>` in the console's address, else
 * the address the tester typed last (kept), else the portal of `npm start` on this host (the built
 * portal, vite preview on 4173; `npm run dev`'s dev server is on 5173: type that address). The
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
  return `${window.location.protocol}//${window.location.hostname}:4173/`;
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

/** The name `from` and the export route give the default world. */
const DEFAULT_WORLD = 'default';

/**
 * Forks a world (a sandbox's id, or 'default') into a new sandbox: the tester names it in a prompt
 * (empty: the mock picks an id; cancel: nothing). The new sandbox is a copy of that world as it is now.
 */
const fork = (
  from: string,
  button: HTMLButtonElement,
  status: HTMLElement,
  reload: () => Promise<void>,
): void => {
  const shown = from === DEFAULT_WORLD ? t('worldDefault') : from;
  const asked = window.prompt(t('sandboxForkPrompt', { from: shown }), '');
  if (asked === null) return;
  const id = asked.trim();
  if (id && !isSandboxId(id)) {
    setStatus(status, 'error', t('sandboxIdInvalid'));
    return;
  }
  const body: Record<string, string> = { from };
  if (id) body.id = id;
  void run(button, status, async () => {
    const made = await api<SandboxView>('POST', '/sandboxes', body);
    await reload();
    return made.id;
  }).then((made) => {
    if (made) setStatus(status, 'ok', t('sandboxForked', { id: made, from: shown }));
  });
};

/** Downloads a world's export (a sandbox's id, or 'default') as the file the mock names. */
const exportWorld = (id: string, button: HTMLButtonElement, status: HTMLElement): void => {
  void run(button, status, async () => {
    const { blob, filename } = await apiFile(
      `/sandboxes/${encodeURIComponent(id)}/export`,
      `sandbox-${id}.json`,
    );
    const url = URL.createObjectURL(blob);
    const link = h('a', { href: url, download: filename, className: 'visually-hidden' });
    document.body.append(link);
    try {
      link.click();
    } finally {
      link.remove();
      // The download has its bytes once the click is handled; the address can go after.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    }
    return filename;
  }).then((filename) => {
    if (filename) setStatus(status, 'ok', t('sandboxExported', { file: filename }));
  });
};

/** A file's text (FileReader: every browser, and jsdom). */
const readText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsText(file);
  });

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
      testid: `sandbox-fork-${sandbox.id}`,
      text: t('sandboxFork'),
      'aria-label': t('sandboxForkLabel', { id: sandbox.id }),
      onclick: (e) => fork(sandbox.id, e.currentTarget, ctx.status, ctx.reload),
    }),
  (sandbox, ctx) =>
    h('button', {
      type: 'button',
      className: 'secondary',
      testid: `sandbox-export-${sandbox.id}`,
      text: t('sandboxExport'),
      'aria-label': t('sandboxExportLabel', { id: sandbox.id }),
      onclick: (e) => exportWorld(sandbox.id, e.currentTarget, ctx.status),
    }),
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

  // The default world: a fork of it, its file.
  const defaultStatus = statusLine('status-sandbox-default');

  // Import: an exported file, and (optional) the new sandbox's id and label.
  const importStatus = statusLine('status-sandbox-import');
  const importFile = h('input', {
    id: 'sandbox-import-file',
    testid: 'sandbox-import-file',
    type: 'file',
    accept: '.json,application/json',
  });
  const importId = h('input', {
    id: 'sandbox-import-id',
    testid: 'sandbox-import-id',
    maxlength: '32',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const importLabel = h('input', {
    id: 'sandbox-import-label',
    testid: 'sandbox-import-label',
    maxlength: '80',
    autocomplete: 'off',
  });
  const importButton = h('button', {
    type: 'submit',
    testid: 'sandbox-import',
    text: t('sandboxImport'),
  });
  const importIt = (event: Event): void => {
    event.preventDefault();
    const file = importFile.files && importFile.files[0];
    if (!file) {
      setStatus(importStatus, 'error', t('sandboxImportNoFile'));
      importFile.focus();
      return;
    }
    const id = importId.value.trim();
    if (id && !isSandboxId(id)) {
      setStatus(importStatus, 'error', t('sandboxIdInvalid'));
      importId.focus();
      return;
    }
    const query = new URLSearchParams();
    if (id) query.set('id', id);
    if (importLabel.value.trim()) query.set('label', importLabel.value.trim());
    const search = query.toString();
    void run(importButton, importStatus, async () => {
      const text = await readText(file);
      const made = await api<SandboxView>(
        'POST',
        `/sandboxes/import${search ? `?${search}` : ''}`,
        text,
        true,
      );
      importFile.value = '';
      importId.value = '';
      importLabel.value = '';
      await reload();
      return made.id;
    }).then((made) => {
      if (made) setStatus(importStatus, 'ok', t('sandboxImported', { id: made, file: file.name }));
    });
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
    h('section', { className: 'panel', 'aria-labelledby': 'sandbox-default-title' }, [
      h('h3', { id: 'sandbox-default-title', text: t('sandboxDefaultTitle') }),
      h('p', { className: 'hint', text: t('sandboxDefaultHint') }),
      h('div', { className: 'actions' }, [
        h('button', {
          type: 'button',
          className: 'secondary',
          testid: 'sandbox-fork-default',
          text: t('sandboxForkDefault'),
          onclick: (e) => fork(DEFAULT_WORLD, e.currentTarget, defaultStatus, reload),
        }),
        h('button', {
          type: 'button',
          className: 'secondary',
          testid: 'sandbox-export-default',
          text: t('sandboxExportDefault'),
          onclick: (e) => exportWorld(DEFAULT_WORLD, e.currentTarget, defaultStatus),
        }),
      ]),
      defaultStatus,
    ]),
    h('section', { className: 'panel', 'aria-labelledby': 'sandbox-import-title' }, [
      h('h3', { id: 'sandbox-import-title', text: t('sandboxImportTitle') }),
      h(
        'form',
        { onsubmit: importIt, testid: 'sandbox-import-form' },
        h('div', { className: 'row' }, [
          field('sandbox-import-file', t('sandboxImportFile'), importFile),
          field('sandbox-import-id', t('sandboxNewId'), importId),
          field('sandbox-import-label', t('sandboxLabel'), importLabel),
          importButton,
        ]),
      ),
      importStatus,
    ]),
  );
  void run(null, createStatus, loadPresets, '');
  void run(null, listStatus, reload, '');
};
