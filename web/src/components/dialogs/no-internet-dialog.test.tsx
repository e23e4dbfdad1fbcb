import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import en from '@/locales/en/common.json';
import id from '@/locales/id/common.json';
import { CLIENT_ERROR_CODES } from '@/lib/error-catalogue';
import { createI18n } from '@/lib/i18n-bundled';
import { ErrorDialog } from '../error-dialog';
import { NoInternetDialog } from './no-internet-dialog';
import { noInternet } from './no-internet-state';

const WORDS = { en, id } as const;

/** A screen whose call had no answer, under the portal's root (which mounts the one dialog). */
function renderOffline(lang: 'en' | 'id', online: { value: boolean }, reload = jest.fn()) {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ErrorDialog
        failure={{ errorCode: CLIENT_ERROR_CODES.network }}
        onClose={jest.fn()}
        onRetry={jest.fn()}
      />
      <NoInternetDialog reload={reload} isOnline={() => online.value} />
    </I18nextProvider>,
  );
  return reload;
}

afterEach(() => act(() => noInternet.hide()));

describe.each(['en', 'id'] as const)('the no-internet dialog (%s)', (lang) => {
  const words = WORDS[lang].noInternetDialog;

  it("replaces a screen's error dialog, and Refresh is its only action", async () => {
    renderOffline(lang, { value: false });
    const dialog = await screen.findByRole('alertdialog', { name: words.title });
    expect(dialog).toHaveTextContent(words.message);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([words.refresh]);
    expect(within(dialog).getByRole('button')).toHaveFocus();
    expect(screen.queryByTestId('error-dialog')).not.toBeInTheDocument();
    // No way out but Refresh: Escape leaves it up.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: words.title })).toBeInTheDocument();
  });

  it('Refresh waits for a connection, then reloads the portal', async () => {
    const online = { value: false };
    const reload = renderOffline(lang, online);
    const refresh = await screen.findByRole('button', { name: words.refresh });
    await userEvent.click(refresh);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(words.stillOffline);
    online.value = true;
    await userEvent.click(refresh);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

it('opens when the browser goes offline, before any call fails', async () => {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <NoInternetDialog reload={jest.fn()} isOnline={() => true} />
    </I18nextProvider>,
  );
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(await screen.findByRole('alertdialog', { name: en.noInternetDialog.title })).toBeVisible();
});

it('leaves every other failure to the error dialog, with Close and Try again', async () => {
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ErrorDialog failure={{ errorCode: 'err033' }} onClose={jest.fn()} onRetry={jest.fn()} />
      <NoInternetDialog reload={jest.fn()} isOnline={() => true} />
    </I18nextProvider>,
  );
  const dialog = await screen.findByTestId('error-dialog');
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toContain(en.errorDialog.retry);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
