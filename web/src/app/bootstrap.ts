import { baseUrlResolver, type AppConfig } from '../lib/config';
import { createPortalI18n, loadTexts } from '../lib/i18n';
import { createAppRouter } from './router';
import { createSessionClient, renewStoredSession } from './session-wiring';
import { createAppStore } from './store';

/**
 * Wires the portal: one API client (with the GW1033 refresh and err300 sign-out), the
 * translations, the store, the router, then the sagas (which navigate through the router).
 */
export function bootstrap(config: AppConfig) {
  const { api, connect } = createSessionClient({
    baseUrlFor: baseUrlResolver(config),
    timeoutMs: config.requestTimeoutMs,
    log: config.debugApi ? (message, detail) => console.debug('[api]', message, detail) : undefined,
  });
  // The core texts are bundled; each area's load with its chunk (lazy-areas.ts).
  const i18n = createPortalI18n();
  const { store, startSagas } = createAppStore({
    api,
    sagas: { idleTimeoutMs: config.idleTimeoutMs, fileRecheckMs: config.fileRecheckMs },
    // GW1033 recovery (lib/session) and the idle time-out's expired-token path.
    refreshSession: renewStoredSession,
  });
  connect(store);
  const router = createAppRouter(store, { loadTexts: (namespaces) => loadTexts(i18n, namespaces) });
  startSagas((to, options) => router.navigate(to, options));
  return { api, i18n, store, router };
}
