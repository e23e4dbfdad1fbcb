import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATHS } from '../lib/paths';
import type { Language } from '../lib/storage';
import { writeStored } from '../lib/storage';
import { fail, profileOf, signInAnswers, type FakeHandlers } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';

/**
 * Spec part 1 section 8: "Failed code validation: the server message shows under the code field
 * and the code clears on the next click"; code-step errors are warnings under the field. Run on
 * each code page: the second sign-in factor, forgot password and my account's change password.
 */
const USER = 'hr.admin@nusantara-demo.co.id';
const LABELS = {
  id: { code: 'Kode verifikasi', verify: 'Verifikasi', password: 'Kata sandi', signIn: 'Masuk' },
  en: { code: 'Verification code', verify: 'Verify', password: 'Password', signIn: 'Sign in' },
} as const;

type Page = 'mfa' | 'forgot' | 'account';

async function openCodePage(page: Page, handlers: FakeHandlers, language: Language) {
  const user = userEvent.setup();
  const all = { ...signInAnswers(), ...handlers };
  if (page === 'account') {
    writeStored('authenticationToken', 'full-token');
    writeStored('_moUserProfile', {
      ...profileOf([['c-1', 'PT Nusantara Demo']]),
      preferredLanguage: language,
    });
    writeStored('userAccess', ['Home', 'Account and Settings']);
    const portal = renderPortal(PATHS.changePasswordOtp, { handlers: all, language });
    return { user, portal };
  }
  const path = page === 'mfa' ? PATHS.signIn : PATHS.forgotPassword;
  const portal = renderPortal(path, { handlers: all, language });
  await user.type(await screen.findByLabelText('Email'), USER);
  if (page === 'mfa') {
    await user.type(screen.getByLabelText(LABELS[language].password), 'Portal#2026');
    await user.click(screen.getByRole('button', { name: LABELS[language].signIn }));
  } else {
    await user.click(screen.getByTestId('forgot-password-submit'));
  }
  return { user, portal };
}

async function rejectCode(
  page: Page,
  validateOtp: FakeHandlers['validateOtp'],
  language: Language,
) {
  const opened = await openCodePage(page, { validateOtp }, language);
  const field = await screen.findByLabelText(LABELS[language].code, {}, { timeout: 5000 });
  await opened.user.type(field, '111111');
  await opened.user.click(screen.getByRole('button', { name: LABELS[language].verify }));
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

  it('shows the server text of an unknown code too', async () => {
    const { portal, error } = await rejectCode(
      page,
      fail('validateOtp', 'OT9001', 'Kode tidak dapat diperiksa saat ini'),
      'id',
    );
    expect(error).toHaveTextContent('Kode tidak dapat diperiksa saat ini');
    portal.unmount();
  });

  it("keeps the catalogue's text in the page's language for a code it knows (err011)", async () => {
    const { portal, error } = await rejectCode(
      page,
      fail('validateOtp', 'err011', 'The code is wrong; it must be 6 digits'),
      'id',
    );
    expect(error).toHaveTextContent('Kode salah. Masukkan 6 digit kode yang kami kirim.');
    portal.unmount();
  });
});
