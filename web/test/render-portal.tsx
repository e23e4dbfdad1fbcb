import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '../src/app/app';
import { withAreaParts } from '../src/app/area-parts';
import { AREA_PARTS, createRoutes } from '../src/app/routes';
import { createAppStore } from '../src/app/store';
import { PageLoader } from '../src/components/page-loader';
import type { RootState } from '../src/app/root-reducer';
import { createI18n } from '../src/lib/i18n-bundled';
import type { Language } from '../src/lib/storage';
import { fakeApi, profileOf, type FakeHandlers } from './fake-api';

/**
 * The whole portal (real routes, store, sagas, translations) in memory, on a fake API client:
 * what a page test renders.
 */
export function renderPortal(
  path: string,
  {
    handlers = {},
    language = 'id',
    preloadedState,
    pollRemoteConfig = false,
  }: {
    handlers?: FakeHandlers;
    language?: Language;
    preloadedState?: Partial<RootState>;
    pollRemoteConfig?: boolean;
  } = {},
) {
  const api = fakeApi(handlers);
  const { store, startSagas } = createAppStore(
    { api, sagas: { pollRemoteConfig } },
    preloadedState,
  );
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [path] });
  const sagas = startSagas((to, options) => router.navigate(to, options));
  const i18n = createI18n(language);
  const view = render(<App store={store} i18n={i18n} router={router} />);
  const unmount = () => {
    view.unmount();
    sagas.cancel();
  };
  return { ...view, unmount, api, store, router, i18n };
}

/** The signed-in user of the feature tests: two companies, c-1 (PT Satu) and c-2 (PT Dua). */
export const TWO_COMPANIES = profileOf([
  ['c-1', 'PT Satu'],
  ['c-2', 'PT Dua'],
]);

/**
 * Some routes under a root with the page loader (real store, sagas, translations) on a fake API,
 * signed in with {@link TWO_COMPANIES} and one company selected: what a feature's page test renders.
 */
export function renderSignedIn(
  routes: RouteObject[],
  path: string,
  {
    handlers = {},
    language = 'en',
    company = { id: 'c-2', name: 'PT Dua' },
    modules = [],
  }: {
    handlers?: FakeHandlers;
    language?: Language;
    company?: { id: string; name: string };
    modules?: string[];
  } = {},
) {
  const api = fakeApi(handlers);
  const { store, startSagas } = createAppStore(
    { api, sagas: { pollRemoteConfig: false } },
    { session: { profile: TWO_COMPANIES, company, modules } },
  );
  const router = createMemoryRouter(
    // The areas' store parts join as app/ adds them (app/routes.tsx), as their routes load.
    [{ path: '/', HydrateFallback: PageLoader, children: withAreaParts(routes, AREA_PARTS) }],
    { initialEntries: [path] },
  );
  // Every address the router passed through (path and search), so a test can assert where a page
  // went even when the next page rewrites its address at once (the banner drops its parameters).
  const visited: string[] = [path];
  const unsubscribe = router.subscribe(({ location }) => {
    const at = `${location.pathname}${location.search}`;
    if (visited.at(-1) !== at) visited.push(at);
  });
  const sagas = startSagas((to, options) => router.navigate(to, options));
  const view = render(<App store={store} i18n={createI18n(language)} router={router} />);
  const unmount = () => {
    view.unmount();
    unsubscribe();
    sagas.cancel();
  };
  return { api, store, router, visited, unmount };
}

/** What a feature's page test may pass to {@link renderFeature}. */
export interface FeatureRenderOptions {
  handlers?: FakeHandlers;
  modules?: string[];
  language?: Language;
}

/**
 * A feature's routes signed in (company c-2) on its default fake answers, overridden by the test's;
 * `callsOf(id)` lists what each call sent, without the transport's own parameters (the abort
 * signal, the download-progress callback).
 */
export function renderFeature(
  routes: RouteObject[],
  path: string,
  defaults: { handlers: FakeHandlers; modules: string[] },
  { handlers = {}, modules = defaults.modules, language = 'en' }: FeatureRenderOptions = {},
) {
  const portal = renderSignedIn(routes, path, {
    handlers: { ...defaults.handlers, ...handlers },
    modules,
    language,
  });
  const callsOf = (id: string) =>
    portal.api.calls
      .filter((c) => c.id === id)
      .map(({ params }) => {
        const { signal: _signal, onDownloadProgress: _progress, ...sent } = params;
        return sent as Record<string, unknown> & { body?: Record<string, unknown> };
      });
  return { ...portal, callsOf };
}
