// The portal, started by the page's entry (boot.ts) once its first paint is on screen. Its
// stylesheets come with that entry.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap, whenFirstScreenReady } from './app/bootstrap';
import { createConfig } from './lib/config';
import { readBuildEnv } from './lib/env';

/**
 * How long the first render waits for the first screen's code and texts (whenFirstScreenReady):
 * under half a second, a blank page reads as instant; past it, the loader shows.
 */
const FIRST_SCREEN_WAIT_MS = 400;

/*
 * Started from a function, not with top-level await: a lazy chunk importing from an entry that is
 * still awaiting would wait for it, so the bundler would split the modules they share out of the
 * entry (five more files on the first page).
 */
async function start() {
  // Remote-config polling waits for the first screen (SagaOptions.remoteConfigAfter).
  let shown = () => {};
  const firstScreenShown = new Promise<void>((resolve) => (shown = resolve));
  const { store, i18n, router } = await bootstrap(createConfig(readBuildEnv()), {
    remoteConfigAfter: firstScreenShown,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  await whenFirstScreenReady(router, FIRST_SCREEN_WAIT_MS);
  const root = createRoot(container);
  // A transition: React renders the first screen in slices that let the browser breathe (no long
  // task on a slow phone), not in one block.
  startTransition(() =>
    root.render(<App store={store} i18n={i18n} router={router} onShown={shown} />),
  );
}
void start();
