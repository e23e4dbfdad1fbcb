import { baseUrlResolver, type AppConfig } from '../lib/config';
import { createPortalI18n, loadTexts } from '../lib/i18n';
import { adoptSandboxFromAddress, readSandbox } from '../lib/mock-sandbox';
import { createAppRouter } from './router';
import { withEarlyAnswers } from '../lib/api-client';
import { createSessionClient, renewStoredSession } from './session-wiring';
import { createAppStore } from './store';
import { nextTask, nextTurn } from '../lib/next-task';

/**
 * Wires the portal: one API client (with the GW1033 refresh and err300 sign-out), the
 * translations, the store, the router, then the sagas (which navigate through the router).
 * Each costly step (the texts, the store, the router's route table and its start, each saga's
 * start) runs in a task of its own after the scripts' evaluation: together they were one task of
 * about 300 ms on Lighthouse's phone (4x slower CPU) that blocked the page, and the sagas' starts
 * alone were one of about 190 ms.
 */
export async function bootstrap(
  config: AppConfig,
  {
    yieldToBrowser = nextTask,
    remoteConfigAfter,
  }: {
    yieldToBrowser?: () => Promise<void>;
    /** When remote-config polling starts (SagaOptions.remoteConfigAfter). */
    remoteConfigAfter?: Promise<void>;
  } = {},
) {
  await yieldToBrowser();
  // A build for the mock keeps the sandbox named in the address for this tab (lib/mock-sandbox.ts).
  if (config.mockSandboxes && globalThis.location) adoptSandboxFromAddress(globalThis.location);
  const { api, connect } = createSessionClient({
    baseUrlFor: baseUrlResolver(config),
    // the last-login call index.html's entry made under the phone's frame (src/boot-shell.ts)
    adapter: withEarlyAnswers(),
    ...(config.mockSandboxes ? { mockSandbox: readSandbox } : {}),
    timeoutMs: config.requestTimeoutMs,
    // each call built and sent in a task of its own (a screen's first effects start several)
    beforeSend: nextTurn,
    log: config.debugApi ? (message, detail) => console.debug('[api]', message, detail) : undefined,
  });
  // The core texts are bundled; each area's load with its chunk (lazy-areas.ts).
  const i18n = createPortalI18n();
  await yieldToBrowser();
  let started = () => {};
  const allStarted = new Promise<void>((resolve) => (started = resolve));
  const { store, startSagas } = createAppStore({
    api,
    sagas: {
      idleTimeoutMs: config.idleTimeoutMs,
      fileRecheckMs: config.fileRecheckMs,
      remoteConfigAfter,
      betweenStarts: yieldToBrowser,
      onStarted: started,
    },
    // GW1033 recovery (lib/session) and the idle time-out's expired-token path.
    refreshSession: renewStoredSession,
  });
  connect(store);
  await yieldToBrowser();
  const router = await createAppRouter(
    store,
    { loadTexts: (namespaces) => loadTexts(i18n, namespaces), beforeLoad: yieldToBrowser },
    yieldToBrowser,
  );
  await yieldToBrowser();
  const sagas = startSagas((to, options) => router.navigate(to, options));
  // (or once the root saga has ended: one that failed at its start does not hold the portal back)
  await Promise.race([allStarted, sagas.toPromise().then(noop, noop)]);
  return { api, i18n, store, router, sagas };
}

const noop = () => {};

/** The router's state as far as the first render needs it. */
interface RouterLike {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/**
 * Resolves true once the router's first screen is ready (its area's chunk, its texts, its loaders),
 * or false after `limitMs`. The portal renders then: once, the screen itself, instead of the
 * loader first and the screen a moment later (on a slow phone the second render came 0.8 s after
 * the first paint). A chunk slower than the limit still shows the loader (the root's
 * HydrateFallback) while it comes.
 */
export const whenFirstScreenReady = (router: RouterLike, limitMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (router.state.initialized) {
      resolve(true);
      return;
    }
    let unsubscribe = () => {};
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, limitMs);
    unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
  });
