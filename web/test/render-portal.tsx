import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../src/app/app';
import { createRoutes } from '../src/app/routes';
import { createAppStore } from '../src/app/store';
import type { RootState } from '../src/app/root-reducer';
import { createI18n } from '../src/lib/i18n';
import type { Language } from '../src/lib/storage';
import { fakeApi, type FakeHandlers } from './fake-api';

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
