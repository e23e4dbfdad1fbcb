import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createPortalI18n } from '../lib/i18n';
import { emptySession } from '../lib/session';
import { fakeApi } from '@test/fake-api';
import { App } from './app';
import { createAppStore } from './store';

describe('App', () => {
  it('tells main.tsx once its first screen is on the page (remote-config polling waits for it)', async () => {
    const { store } = createAppStore({ api: fakeApi() }, { session: emptySession });
    const router = createMemoryRouter([{ path: '/', element: <p>first screen</p> }]);
    const onShown = jest.fn(() => {
      // called after the commit: the screen is in the document
      expect(screen.getByText('first screen')).toBeInTheDocument();
    });
    const { rerender } = await act(async () =>
      render(<App store={store} i18n={createPortalI18n()} router={router} onShown={onShown} />),
    );
    expect(onShown).toHaveBeenCalledTimes(1);
    rerender(<App store={store} i18n={createPortalI18n()} router={router} onShown={onShown} />);
    expect(onShown).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});
