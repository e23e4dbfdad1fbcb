import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppRouter } from './router';
import type { AppStore } from './store';

export interface AppProps {
  store: AppStore;
  i18n: I18n;
  router: AppRouter;
  /** Called once the first screen is on the page (its effects run after the commit). */
  onShown?: () => void;
}

/**
 * Providers around the router: store, translations. No PrimeReactProvider: its settings were
 * PrimeReact's defaults ({ ripple: false }), which PrimeReact's components read without one, and
 * it would load PrimeReact with every page (lib/primereact-api.ts makes its words follow the
 * page language wherever it loads).
 */
export function App({ store, i18n, router, onShown }: AppProps) {
  useEffect(() => onShown?.(), [onShown]);
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
