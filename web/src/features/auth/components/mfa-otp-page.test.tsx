import { act, screen, waitFor } from '@testing-library/react';
import { PATHS } from '@/lib/paths';
import { signInAnswers } from '@test/fake-api';
import { renderPortal } from '@test/render-portal';
import { openCodePage, openCodePageRejecting, submitCode } from '@test/sign-in-steps';
import { firstPage } from '@test/portal-fixtures';

afterEach(() => jest.useRealTimers());

/** The dashboard's policy list, empty: what opens after a valid code. */
const noPolicies = () => ({
  policies: [],
  pagination: firstPage(0, 100),
});

describe('code page', () => {
  it('cannot be opened without a password step', async () => {
    const portal = renderPortal(PATHS.mfaOtp, { handlers: signInAnswers() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Masuk' })).toBeInTheDocument();
    expect(portal.router.state.location.pathname).toBe(PATHS.signIn);
    portal.unmount();
  });

  it('keeps digits only and asks for exactly six', async () => {
    const { user, portal } = await openCodePage(signInAnswers());
    const input = screen.getByLabelText('Kode verifikasi');
    await user.type(input, '12a3-4');
    expect(input).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(screen.getByTestId('otp-error')).toHaveTextContent(
      'Kode salah. Masukkan 6 digit kode yang kami kirim.',
    );
    expect(portal.api.calls.map((c) => c.id)).not.toContain('validateOtp');
    portal.unmount();
  });

  it('warns about a rejected code and clears it on the next click', async () => {
    const { user, portal } = await openCodePageRejecting('err012');
    await submitCode(user, '111111');
    const input = screen.getByLabelText('Kode verifikasi');
    expect(await screen.findByTestId('otp-error')).toHaveTextContent(
      'Kode sudah kedaluwarsa. Silakan kirim ulang kode.',
    );
    expect(input).toHaveValue('111111');
    await user.click(input);
    expect(input).toHaveValue('');
    portal.unmount();
  });

  it('shows the spent-code message (AU4031) after too many wrong codes and keeps the resend', async () => {
    const { user, portal } = await openCodePageRejecting('AU4031');
    await submitCode(user, '222222');
    expect(await screen.findByTestId('otp-error')).toHaveTextContent(
      'Terlalu banyak kode salah. Kode ini tidak dapat digunakan lagi: silakan kirim ulang kode.',
    );
    expect(portal.router.state.location.pathname).toBe(PATHS.mfaOtp);
    portal.unmount();
  });

  it('counts down from the OTP validity, then offers a resend that clears the code', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-05T10:00:00+07:00') });
    const { user, portal } = await openCodePage(signInAnswers(), { fakeTimers: true });
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('Kirim ulang kode dalam 2:00');
    expect(screen.queryByTestId('otp-resend')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Kode verifikasi'), '123');

    act(() => jest.advanceTimersByTime(120_000));
    const resend = screen.getByRole('button', { name: 'Kirim ulang kode' });
    await user.click(resend);
    expect(screen.getByLabelText('Kode verifikasi')).toHaveValue('');
    await waitFor(() =>
      expect(portal.api.calls.filter((c) => c.id === 'requestOtp')).toHaveLength(2),
    );
    expect(await screen.findByTestId('otp-countdown')).toHaveTextContent('2:00');
    portal.unmount();
  });

  it('lands the focus on the dashboard heading after signing in', async () => {
    const { user, portal } = await openCodePage({
      ...signInAnswers(),
      policyList: noPolicies,
      lastLogin: () => ({ previousLoginTime: '2026-01-04T09:00:00+07:00' }),
    });
    await submitCode(user, '246810');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Beranda' });
    await waitFor(() => expect(heading).toHaveFocus());
    portal.unmount();
  });

  it('opens the dashboard after a valid code', async () => {
    const { user, portal } = await openCodePage({
      ...signInAnswers(),
      policyList: noPolicies,
    });
    await submitCode(user, '246810');
    expect(await screen.findByTestId('company-name')).toHaveTextContent('PT Nusantara Demo');
    expect(portal.router.state.location.pathname).toBe(PATHS.home);
    portal.unmount();
  });
});
