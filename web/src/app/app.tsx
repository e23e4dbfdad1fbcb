import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  i18n: I18n;
  router: AppRouter;
}

/**
 * Providers around the router: store, translations. No PrimeReactProvider: its settings were
 * PrimeReact's defaults ({ ripple: false }), which PrimeReact's components read without one, and
 * it would load PrimeReact with every page (lib/primereact-api.ts makes its words follow the
 * page language wherever it loads).
 */
export function App({ store, i18n, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
