// The tester console of the mock insurer: browser TypeScript, no framework, bundled by esbuild
// (control/console-routes.ts in dev and tests, build.mjs for the compiled mock). Everything goes
// through the control API (/__mock, mock-server/README.md); errors of the API are shown as the
// envelope's code and message. Indonesian by default, English by the switch (kept in
// localStorage; ?lang=en works too). The header names the world every tab acts on: the default
// world or a sandbox (world.ts; ?sandbox=<id> chooses one on open).
import { api } from './api';
import { h } from './dom';
import { t } from './i18n';
import { LANG_KEY, state, stopJournalTimer, TABS, type Tab } from './state';
import { clockSection } from './tabs/clock';
import { codesSection } from './tabs/codes';
import { dataSection } from './tabs/data';
import { journalSection } from './tabs/journal';
import { latencySection } from './tabs/latency';
import { sandboxesSection } from './tabs/sandboxes';
import { sessionsSection } from './tabs/sessions';
import type { CallEntry, UserEntry } from './types';
import { onWorldChange, startWorld, worldBar } from './world';

const SECTIONS: Record<Tab, (root: HTMLElement) => void> = {
  codes: codesSection,
  clock: clockSection,
  latency: latencySection,
  journal: journalSection,
  sessions: sessionsSection,
  data: dataSection,
  sandboxes: sandboxesSection,
};

/** An element of index.html (the page's frame). */
const byId = (id: string): HTMLElement => {
  const node = document.getElementById(id);
  if (!node) throw new Error(`index.html has no #${id}`);
  return node;
};

const render = (): void => {
  document.documentElement.lang = state.lang;
  document.title = `${t(`tab_${state.tab}`)} — ${t('title')}`;
  byId('console-title').textContent = t('title');
  const switcher = byId('lang-switch');
  switcher.textContent = t('switchLang');
  switcher.setAttribute('aria-label', t('switchLangLabel'));
  switcher.setAttribute('lang', state.lang === 'id' ? 'en' : 'id');
  byId('world').replaceChildren(worldBar());
  const nav = byId('tabs');
  nav.setAttribute('aria-label', t('sections'));
  nav.replaceChildren(
    h(
      'ul',
      {},
      TABS.map((tab) =>
        h(
          'li',
          {},
          h('button', {
            type: 'button',
            testid: `tab-${tab}`,
            'aria-current': tab === state.tab ? 'page' : null,
            text: t(`tab_${tab}`),
            onclick: () => {
              state.tab = tab;
              window.history.replaceState(null, '', `#${tab}`);
              render();
              byId('main').focus();
            },
          }),
        ),
      ),
    ),
  );
  stopJournalTimer();
  const main = byId('main');
  const section = h(
    'section',
    { 'aria-labelledby': 'section-title', testid: `section-${state.tab}` },
    [h('h2', { id: 'section-title', text: t(`tab_${state.tab}`) })],
  );
  main.replaceChildren(section);
  SECTIONS[state.tab](section);
};

const start = async (): Promise<void> => {
  byId('lang-switch').addEventListener('click', () => {
    state.lang = state.lang === 'id' ? 'en' : 'id';
    try {
      window.localStorage.setItem(LANG_KEY, state.lang);
    } catch {
      // storage off: the switch lasts for this page
    }
    render();
  });
  onWorldChange(render);
  // The chosen world first (the users are its own), then the lists the forms offer; a failure
  // leaves them short, never stops the page.
  await startWorld();
  const [calls, users] = await Promise.all([
    api<{ calls?: CallEntry[] }>('GET', '/calls').catch(() => ({ calls: [] })),
    api<{ users?: UserEntry[] }>('GET', '/users').catch(() => ({ users: [] })),
  ]);
  state.calls = calls.calls || [];
  state.users = users.users || [];
  render();
};

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else void start();
