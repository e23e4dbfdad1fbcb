import { baseUrlResolver, type AppConfig } from '../lib/config';
import { createI18n } from '../lib/i18n';
import { signOutRequested } from '../lib/session';
import { createAppRouter } from './router';
import { createSessionClient } from './session-wiring';
import { createAppStore } from './store';

/**
 * Wires the portal: one API client (with the GW1033 refresh and err300 sign-out), the
 * translations, the store, the router, then the sagas (which navigate through the router).
 */
export function bootstrap(config: AppConfig) {
  const holder: { dispatch?: (action: unknown) => unknown } = {};
  const { api, recovery } = createSessionClient(
    {
      baseUrlFor: baseUrlResolver(config),
      timeoutMs: config.requestTimeoutMs,
      log: config.debugApi
        ? (message, detail) => console.debug('[api]', message, detail)
        : undefined,
    },
    (reason) => holder.dispatch?.(signOutRequested({ reason })),
  );
  const i18n = createI18n();
  const { store, startSagas } = createAppStore({
    api,
    sagas: { idleTimeoutMs: config.idleTimeoutMs },
    // The idle time-out's expired-token path; its own failure must not sign out a second time.
    refreshSession: () => recovery.refresh().finally(recovery.cancel),
  });
  holder.dispatch = store.dispatch;
  const router = createAppRouter(store);
  startSagas((to, options) => router.navigate(to, options));
  return { api, i18n, store, router };
}
