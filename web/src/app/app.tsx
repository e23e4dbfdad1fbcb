import type { i18n as I18n } from 'i18next';
import { PrimeReactProvider } from 'primereact/api';
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

/** Providers around the router: store, translations, PrimeReact. */
export function App({ store, i18n, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <PrimeReactProvider value={{ ripple: false }}>
            <RouterProvider router={router} />
          </PrimeReactProvider>
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
