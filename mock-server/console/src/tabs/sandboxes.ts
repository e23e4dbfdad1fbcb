import { isSandboxId } from '../../../../contracts/src/sandbox';
import { api, apiFile, run } from '../api';
import { button, refreshButton, runButton, submitButton } from '../buttons';
import { h, hint, option, panel, row, setStatus, statusLine, table } from '../dom';
import { control, field, formRow, onSubmit, refuse } from '../forms';
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

/** An id typed for a new sandbox: none (the mock picks one), or one the mock takes. */
const idAllowed = (id: string): boolean => !id || isSandboxId(id);

/** The id field of a new sandbox (created or imported). */
const newIdInput = (id: string) =>
  control('input', id, { maxlength: '32', autocomplete: 'off', spellcheck: 'false' });

/** The label field of a new sandbox. */
const labelInput = (id: string) => control('input', id, { maxlength: '80', autocomplete: 'off' });

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
  if (!idAllowed(id)) {
    setStatus(status, 'error', t('sandboxIdInvalid'));
    return;
  }
  const body: Record<string, string> = { from };
  if (id) body.id = id;
  void run(
    button,
    status,
    async () => {
      const made = await api<SandboxView>('POST', '/sandboxes', body);
      await reload();
      return made.id;
    },
    (made) => t('sandboxForked', { id: made, from: shown }),
  );
};

/** Downloads a world's export (a sandbox's id, or 'default') as the file the mock names. */
const exportWorld = (id: string, button: HTMLButtonElement, status: HTMLElement): void => {
  void run(
    button,
    status,
    async () => {
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
    },
    (filename) => t('sandboxExported', { file: filename }),
  );
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
      : button(
          'primary',
          `sandbox-use-${sandbox.id}`,
          t('sandboxUse'),
          () => void chooseWorld(sandbox.id),
          { 'aria-label': t('sandboxUseLabel', { id: sandbox.id }) },
        ),
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
    button(
      'secondary',
      `sandbox-fork-${sandbox.id}`,
      t('sandboxFork'),
      (e) => fork(sandbox.id, e.currentTarget, ctx.status, ctx.reload),
      { 'aria-label': t('sandboxForkLabel', { id: sandbox.id }) },
    ),
  (sandbox, ctx) =>
    button(
      'secondary',
      `sandbox-export-${sandbox.id}`,
      t('sandboxExport'),
      (e) => exportWorld(sandbox.id, e.currentTarget, ctx.status),
      { 'aria-label': t('sandboxExportLabel', { id: sandbox.id }) },
    ),
  (sandbox, ctx) =>
    runButton(
      'secondary',
      `sandbox-reset-${sandbox.id}`,
      t('sandboxReset'),
      ctx.status,
      async () => {
        await api('POST', `/sandboxes/${encodeURIComponent(sandbox.id)}/reset`);
        await ctx.reload();
      },
      {
        confirm: t('sandboxResetConfirm', { id: sandbox.id }),
        props: { 'aria-label': t('sandboxResetLabel', { id: sandbox.id }) },
      },
    ),
  (sandbox, ctx) =>
    runButton(
      'danger',
      `sandbox-delete-${sandbox.id}`,
      t('sandboxDelete'),
      ctx.status,
      async () => {
        await api('DELETE', `/sandboxes/${encodeURIComponent(sandbox.id)}`);
        // The console looked at it: back to the default world (the page renders again).
        if (state.sandbox === sandbox.id) await chooseWorld(null);
        else await ctx.reload();
      },
      {
        ok: t('sandboxDeleted', { id: sandbox.id }),
        confirm: t('sandboxDeleteConfirm', { id: sandbox.id }),
        props: { 'aria-label': t('sandboxDeleteLabel', { id: sandbox.id }) },
      },
    ),
];

/** The Sandboxes tab: the mock's isolated worlds, made, listed, used, reset and deleted. */
export const sandboxesSection = (root: HTMLElement): void => {
  const listStatus = statusLine('status-sandboxes');
  const createStatus = statusLine('status-sandbox-create');
  const list = h('div', { testid: 'sandboxes-list' });
  const limits = h('p', { className: 'hint', testid: 'sandboxes-limits' });

  const portalInput = control('input', 'sandbox-portal-address', {
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
  const idInput = newIdInput('sandbox-new-id');
  const preset = control('select', 'sandbox-new-preset');
  const label = labelInput('sandbox-new-label');
  const createButton = submitButton('sandbox-create', t('sandboxCreate'));
  const create = onSubmit(createButton, createStatus, () => {
    const id = idInput.value.trim();
    if (!idAllowed(id)) return refuse(t('sandboxIdInvalid'), idInput);
    const body: Record<string, string> = {};
    if (id) body.id = id;
    if (preset.value) body.preset = preset.value;
    if (label.value.trim()) body.label = label.value.trim();
    return {
      call: async () => {
        const made = await api<SandboxView>('POST', '/sandboxes', body);
        idInput.value = '';
        label.value = '';
        await reload();
        return made.id;
      },
      ok: (made: string) => t('sandboxCreated', { id: made }),
    };
  });
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
  const importFile = control('input', 'sandbox-import-file', {
    type: 'file',
    accept: '.json,application/json',
  });
  const importId = newIdInput('sandbox-import-id');
  const importLabel = labelInput('sandbox-import-label');
  const importButton = submitButton('sandbox-import', t('sandboxImport'));
  const importIt = onSubmit(importButton, importStatus, () => {
    const file = importFile.files && importFile.files[0];
    if (!file) return refuse(t('sandboxImportNoFile'), importFile);
    const id = importId.value.trim();
    if (!idAllowed(id)) return refuse(t('sandboxIdInvalid'), importId);
    const query = new URLSearchParams();
    if (id) query.set('id', id);
    if (importLabel.value.trim()) query.set('label', importLabel.value.trim());
    const search = query.toString();
    return {
      call: async () => {
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
      },
      ok: (made: string) => t('sandboxImported', { id: made, file: file.name }),
    };
  });

  portalInput.addEventListener('change', () => {
    try {
      window.localStorage.setItem(PORTAL_KEY, portalInput.value);
    } catch {
      // storage off: the address lasts for this page
    }
    void run(null, listStatus, reload, '');
  });

  root.append(
    hint(t('sandboxesIntro')),
    panel('sandbox-create-title', t('sandboxCreateTitle'), [
      formRow(
        { onsubmit: create, testid: 'sandbox-create-form' },
        [
          field(t('sandboxNewId'), idInput),
          field(t('sandboxPreset'), preset),
          field(t('sandboxLabel'), label),
        ],
        createButton,
      ),
      createStatus,
    ]),
    panel('sandbox-list-title', t('sandboxListTitle'), [
      limits,
      row([
        field(t('portalAddress'), portalInput),
        refreshButton('sandboxes-refresh', listStatus, reload),
      ]),
      hint(t('portalAddressHint')),
      listStatus,
      list,
    ]),
    panel('sandbox-default-title', t('sandboxDefaultTitle'), [
      hint(t('sandboxDefaultHint')),
      h('div', { className: 'actions' }, [
        button('secondary', 'sandbox-fork-default', t('sandboxForkDefault'), (e) =>
          fork(DEFAULT_WORLD, e.currentTarget, defaultStatus, reload),
        ),
        button('secondary', 'sandbox-export-default', t('sandboxExportDefault'), (e) =>
          exportWorld(DEFAULT_WORLD, e.currentTarget, defaultStatus),
        ),
      ]),
      defaultStatus,
    ]),
    panel('sandbox-import-title', t('sandboxImportTitle'), [
      formRow(
        { onsubmit: importIt, testid: 'sandbox-import-form' },
        [
          field(t('sandboxImportFile'), importFile),
          field(t('sandboxNewId'), importId),
          field(t('sandboxLabel'), importLabel),
        ],
        importButton,
      ),
      importStatus,
    ]),
  );
  void run(null, createStatus, loadPresets, '');
  void run(null, listStatus, reload, '');
};
