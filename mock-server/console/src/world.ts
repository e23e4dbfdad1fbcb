import { api, onSandboxGone } from './api';
import { h, option } from './dom';
import { control, field } from './forms';
import { t } from './i18n';
import { state } from './state';
import type { SandboxList, SandboxView, UserEntry } from './types';

/**
 * The world the console looks at (issue 29): the default world, or a sandbox of the mock. The
 * header says which and switches between them; `?sandbox=<id>` in the console's address chooses
 * one on open and follows every switch (a reload stays in it). api.ts names the chosen sandbox
 * in x-mock-sandbox on every call, so every tab acts on it.
 */

let rerender: () => void = () => undefined;
/** The page's render (main.ts), run again after a switch. */
export const onWorldChange = (render: () => void): void => {
  rerender = render;
};

/** How a sandbox reads in the header and the select: its id, and its label when it has one. */
export const sandboxName = (sandbox: Pick<SandboxView, 'id' | 'label'>): string =>
  sandbox.label
    ? t('worldSandboxLabelled', { id: sandbox.id, label: sandbox.label })
    : t('worldSandbox', { id: sandbox.id });

const keepInAddress = (id: string | null): void => {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('sandbox', id);
  else url.searchParams.delete('sandbox');
  window.history.replaceState(null, '', url.toString());
};

/** The users the forms offer differ from world to world (each has its own seed). */
const loadUsers = async (): Promise<void> => {
  const users = await api<{ users?: UserEntry[] }>('GET', '/users').catch(() => ({ users: [] }));
  state.users = users.users || [];
};

/** Switches the console to a sandbox (or the default world: null), then renders the page again. */
export const chooseWorld = async (id: string | null, gone?: string): Promise<void> => {
  state.sandbox = id;
  state.sandboxGone = gone ?? null;
  keepInAddress(id);
  await loadUsers();
  rerender();
};

/** The sandboxes of the mock, for the header's select and the Sandboxes tab. */
export const loadSandboxes = async (): Promise<SandboxList> => {
  const list = await api<SandboxList>('GET', '/sandboxes');
  state.sandboxes = list.sandboxes || [];
  return list;
};

// A call in the chosen sandbox answered MK4041: say so, and look at the default world.
onSandboxGone((id) => void chooseWorld(null, id));

/** Checks on open that the chosen sandbox exists (a stale address falls back at once). */
export const startWorld = async (): Promise<void> => {
  const chosen = state.sandbox;
  await loadSandboxes().catch(() => undefined);
  if (chosen && state.sandbox === chosen && !state.sandboxes.some((s) => s.id === chosen)) {
    state.sandbox = null;
    state.sandboxGone = chosen;
    keepInAddress(null);
  }
};

/** The header's line: which world, a select to switch, and the notice of a vanished sandbox. */
export const worldBar = (): HTMLElement => {
  const chosen = state.sandboxes.find((s) => s.id === state.sandbox);
  const badge = h('p', {
    className: state.sandbox ? 'world-badge sandbox' : 'world-badge',
    testid: 'world-badge',
    text: state.sandbox
      ? sandboxName(chosen ?? { id: state.sandbox, label: null })
      : t('worldDefault'),
  });
  const ids = state.sandboxes.map((s) => s.id);
  if (state.sandbox && !ids.includes(state.sandbox)) ids.push(state.sandbox);
  const select = control(
    'select',
    'world-select',
    { onchange: (event) => void chooseWorld(event.target.value || null) },
    [
      option('', t('worldDefault'), !state.sandbox),
      ...ids.map((id) =>
        option(
          id,
          sandboxName(state.sandboxes.find((s) => s.id === id) ?? { id, label: null }),
          id === state.sandbox,
        ),
      ),
    ],
  );
  return h('div', { className: 'world' }, [
    badge,
    field(t('worldChoose'), select),
    state.sandboxGone
      ? h('p', {
          className: 'status error',
          role: 'alert',
          testid: 'world-gone',
          text: t('sandboxGone', { id: state.sandboxGone }),
        })
      : null,
  ]);
};

/** Draws the header's line again (a sandbox made or deleted: the select's options). */
export const refreshWorldBar = (): void => {
  document.getElementById('world')?.replaceChildren(worldBar());
};
