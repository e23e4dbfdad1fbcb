import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadChunk } from '../lib/chunk-load';
import { createI18n } from '../lib/i18n-bundled';
import { ChunkErrorDialog } from './chunk-error-dialog';
import { RouteError } from './route-error';

const inLanguage = (language: 'id' | 'en', node: ReactNode) =>
  render(<I18nextProvider i18n={createI18n(language)}>{node}</I18nextProvider>);

const portalWith = (area: () => Promise<never>) => {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        ErrorBoundary: RouteError,
        children: [{ path: 'area', lazy: area }],
      },
    ],
    { initialEntries: ['/area'] },
  );
  return inLanguage('en', <RouterProvider router={router} />);
};

describe('the refresh dialog of a chunk that did not load', () => {
  it('is a modal dialog with Refresh focused, in the page language', async () => {
    const onRefresh = jest.fn();
    inLanguage('id', <ChunkErrorDialog onRefresh={onRefresh} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Halaman belum dapat dimuat' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/Muat ulang untuk melanjutkan/);
    const refresh = screen.getByRole('button', { name: 'Muat ulang' });
    expect(refresh).toHaveFocus();
    await userEvent.click(refresh);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows when an area chunk fails to load, instead of a blank page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    portalWith(() =>
      loadChunk(() =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
      ),
    );
    expect(
      await screen.findByRole('alertdialog', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
  });

  it('leaves other failures to the plain error page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    portalWith(() => Promise.reject(new Error('a bug, not a chunk')));
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
  });
});
