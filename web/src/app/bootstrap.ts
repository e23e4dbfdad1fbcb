import { createApiClient } from '../lib/api-client';
import { baseUrlResolver, type AppConfig } from '../lib/config';
import { createI18n } from '../lib/i18n';
import { readStored } from '../lib/storage';
import { createAppRouter } from './router';
import { createAppStore } from './store';

/**
 * Wires the portal: one API client, the translations, the store, the router, then the sagas
 * (which navigate through the router). The only place that knows every part.
 */
export function bootstrap(config: AppConfig) {
  const api = createApiClient({
    baseUrlFor: baseUrlResolver(config),
    getAccessToken: () => readStored('authenticationToken'),
    timeoutMs: config.requestTimeoutMs,
    log: config.debugApi ? (message, detail) => console.debug('[api]', message, detail) : undefined,
    // onTokenExpired (GW1033 refresh) and onSessionInvalid (err300 sign-out) arrive with the
    // session issue; until then those codes reject like any other.
  });
  const i18n = createI18n();
  const { store, startSagas } = createAppStore({ api });
  const router = createAppRouter(store);
  startSagas((to, options) => router.navigate(to, options));
  return { api, i18n, store, router };
}
