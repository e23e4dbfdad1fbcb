import { act, screen, waitFor } from '@testing-library/react';
import { PATHS } from '@/lib/paths';
import { fail, signInAnswers } from '@test/fake-api';
import {
  SIGN_IN_LABELS as LABELS,
  openCodePage,
  openCodePageRejecting,
  submitCode,
  submitPassword,
} from '@test/sign-in-steps';

afterEach(() => jest.useRealTimers());

/** Signs in (English page) up to the password, the code request failing with `errorCode`. */
const passwordWithCodeRequestFailing = (errorCode: string, message: string) =>
  submitPassword(
    { ...signInAnswers(), requestOtp: fail('requestOtp', errorCode, message) },
    { language: 'en' },
  );

describe('code page: focus and failures (spec part 1 sections 4 and 8)', () => {
  it('gives the code field focus when the page opens', async () => {
    const { portal } = await openCodePage(signInAnswers());
    expect(screen.getByLabelText('Kode verifikasi')).toHaveFocus();
    portal.unmount();
  });

  it('shows any rejected code under the code field, not in a dialog', async () => {
    const { user, portal } = await openCodePageRejecting('GC500');
    await submitCode(user, '111111');
    expect(await screen.findByTestId('otp-error')).toHaveTextContent('Terjadi kendala (GC500)');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    portal.unmount();
  });

  it('offers a new code at once when the code is spent (AU4031), before the countdown ends', async () => {
    const { user, portal } = await openCodePageRejecting('AU4031', 'Too many wrong codes');
    expect(screen.queryByTestId('otp-resend')).not.toBeInTheDocument();
    await submitCode(user, '222222');
    expect(await screen.findByTestId('otp-error')).toHaveTextContent(
      'Terlalu banyak kode salah. Kode ini tidak dapat digunakan lagi: silakan kirim ulang kode.',
    );
    await user.click(screen.getByRole('button', { name: 'Kirim ulang kode' }));
    await waitFor(() =>
      expect(portal.api.calls.filter((c) => c.id === 'requestOtp')).toHaveLength(2),
    );
    expect(await screen.findByTestId('otp-countdown')).toBeInTheDocument();
    expect(screen.queryByTestId('otp-error')).not.toBeInTheDocument();
    portal.unmount();
  });

  it.each([
    ['id', 'Tidak dapat membuat OTP!'],
    ['en', 'Unable to generate OTP!'],
  ] as const)(
    'a failed resend without a server text shows "Unable to generate OTP!" (%s)',
    async (language, text) => {
      jest.useFakeTimers({ now: new Date('2026-01-05T10:00:00+07:00') });
      const { user, portal } = await openCodePage(signInAnswers(), { language, fakeTimers: true });
      portal.api.answer({ requestOtp: fail('requestOtp', 'GC500') });
      act(() => jest.advanceTimersByTime(120_000));
      await user.click(screen.getByTestId('otp-resend'));
      expect(await screen.findByTestId('otp-error')).toHaveTextContent(text);
      expect(screen.getByLabelText(LABELS[language].code)).toHaveAttribute('aria-invalid', 'true');
      portal.unmount();
    },
  );

  it('a failed code request after the password shows the server errorMessage under the password', async () => {
    const { portal } = await passwordWithCodeRequestFailing('GC503', 'Mail gateway unavailable');
    expect(await screen.findByTestId('sign-in-password-error')).toHaveTextContent(
      'Mail gateway unavailable',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe(PATHS.signIn);
    portal.unmount();
  });

  it('a code request refused for a reason of its own keeps its catalogue message (GW1029)', async () => {
    const { portal } = await passwordWithCodeRequestFailing('GW1029', 'Too many attempts; 60 s');
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'Too many attempts. Please wait a minute and try again.',
    );
    portal.unmount();
  });
});
