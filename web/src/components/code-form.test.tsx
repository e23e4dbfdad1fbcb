import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '../lib/paths';
import type { Language } from '../lib/storage';
import { fail, profileOf, signInAnswers, type FakeHandlers } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';
import { SIGN_IN_LABELS, submitCode, submitPassword } from '@test/sign-in-steps';
import { storeSession } from '@test/stored-session';

/**
 * Spec part 1 section 8: "Failed code validation: the server message shows under the code field
 * and the code clears on the next click"; code-step errors are warnings under the field. Run on
 * each code page: the second sign-in factor, forgot password and my account's change password.
 */

type Page = 'mfa' | 'forgot' | 'account';

async function openCodePage(page: Page, handlers: FakeHandlers, language: Language) {
  const all = { ...signInAnswers(), ...handlers };
  if (page === 'mfa') return submitPassword(all, { language });
  const user = userEvent.setup();
  if (page === 'account') {
    storeSession({ ...profileOf([['c-1', 'PT Nusantara Demo']]), preferredLanguage: language });
    const portal = renderPortal(PATHS.changePasswordOtp, { handlers: all, language });
    return { user, portal };
  }
  const portal = renderPortal(PATHS.forgotPassword, { handlers: all, language });
  await user.type(await screen.findByLabelText('Email'), 'hr.admin@nusantara-demo.co.id');
  await user.click(screen.getByTestId('forgot-password-submit'));
  return { user, portal };
}

async function rejectCode(
  page: Page,
  validateOtp: FakeHandlers['validateOtp'],
  language: Language,
) {
  const opened = await openCodePage(page, { validateOtp }, language);
  const field = await screen.findByLabelText(SIGN_IN_LABELS[language].code, {}, { timeout: 5000 });
  await submitCode(opened.user, '111111', language);
  return { ...opened, error: await screen.findByTestId('otp-error'), field };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe.each<Page>(['mfa', 'forgot', 'account'])('the %s code page', (page) => {
  it.each<Language>(['id', 'en'])(
    "shows the server's message under the code field for a code the catalogue has no text for (%s)",
    async (language) => {
      const { portal, error, field, user } = await rejectCode(
        page,
        fail('validateOtp', 'GC500', 'Armed fault GC500'),
        language,
      );
      expect(error).toHaveTextContent('Armed fault GC500');
      expect(error).not.toHaveTextContent('GC500)');
      expect(error).toHaveClass('field-message--warning');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The rejected code clears on the next click.
      expect(field).toHaveValue('111111');
      await user.click(field);
      expect(field).toHaveValue('');
      portal.unmount();
    },
  );

  it.each([
    [
      'shows the server text of an unknown code too',
      'OT9001',
      'Kode tidak dapat diperiksa saat ini',
      'Kode tidak dapat diperiksa saat ini',
    ],
    [
      "keeps the catalogue's text in the page's language for a code it knows (err011)",
      'err011',
      'The code is wrong; it must be 6 digits',
      'Kode salah. Masukkan 6 digit kode yang kami kirim.',
    ],
  ])('%s', async (_title, errorCode, serverText, shown) => {
    const { portal, error } = await rejectCode(
      page,
      fail('validateOtp', errorCode, serverText),
      'id',
    );
    expect(error).toHaveTextContent(shown);
    portal.unmount();
  });
});
