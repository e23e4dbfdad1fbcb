import { waitFor } from '@testing-library/react';
import { createNewPasswordPath, PATHS } from '@/lib/paths';
import { readStored, writeStored } from '@/lib/storage';
import { apiError, fail, signInAnswers, twoFactorAnswers, type FakeHandlers } from '@test/fake-api';
import { sealedAs } from '@test/password-test-key';
import { startSignedOutPortal, waitForDashboard } from '@test/saga-portal';
import { signInSubmitted } from './auth-slice';
import {
  forgotOtpSubmitted,
  forgotPasswordSubmitted,
  newPasswordSubmitted,
  viewDashboardRequested,
} from './recovery-slice';

const USER = 'hr.admin@nusantara-demo.co.id';
const NEW_PASSWORD = 'Baru#2026x';

const startPortal = startSignedOutPortal;

const forgotAnswers = {
  ...signInAnswers(),
  ...twoFactorAnswers(),
  updatePassword: () => ({ updateStatus: true }),
} satisfies FakeHandlers;

describe('forgot password', () => {
  it('sends the code without a token, keeps the two-factor token and opens create-new-password', async () => {
    const portal = startPortal(forgotAnswers);
    portal.store.dispatch(forgotPasswordSubmitted({ email: ` ${USER} ` }));
    await waitFor(() => expect(portal.navigate).toHaveBeenCalledWith(PATHS.forgotPasswordOtp));
    expect(portal.api.calls.find((c) => c.id === 'requestOtp')?.params).toEqual({
      query: { mode: 'forgot-password', type: 'email' },
      body: { userName: USER },
      accessToken: null,
    });
    portal.store.dispatch(forgotOtpSubmitted({ otp: '246810' }));
    await waitFor(() => expect(portal.navigate).toHaveBeenCalledWith(createNewPasswordPath(USER)));
    expect(portal.api.calls.find((c) => c.id === 'validateOtp')?.params).toMatchObject({
      query: { mode: 'forgot-password', type: 'email' },
      body: { userName: USER, otp: '246810' },
    });
    expect(readStored('twoFactorToken')).toBe('two-factor-token');
    // Never the session's keys: the two-factor token only sets the password.
    expect(readStored('authenticationToken')).toBeNull();
  });

  it('checks the email locally first, and shows err002 from the server', async () => {
    const portal = startPortal({
      ...forgotAnswers,
      requestOtp: fail('requestOtp', 'err002'),
    });
    portal.store.dispatch(forgotPasswordSubmitted({ email: 'not-an-email' }));
    await waitFor(() =>
      expect(portal.store.getState().recovery.failure).toMatchObject({ errorCode: 'err007' }),
    );
    expect(portal.ids()).toEqual([]);
    portal.store.dispatch(forgotPasswordSubmitted({ email: USER }));
    await waitFor(() =>
      expect(portal.store.getState().recovery.failure).toMatchObject({
        errorCode: 'err002',
        page: 'forgotPassword',
      }),
    );
    expect(portal.navigate).not.toHaveBeenCalled();
  });

  it('a code request that fails without a meaning of its own is OTPGEN with the server text', async () => {
    const portal = startPortal({
      ...forgotAnswers,
      requestOtp: fail('requestOtp', 'GC500', 'SMTP relay refused'),
    });
    portal.store.dispatch(forgotPasswordSubmitted({ email: USER }));
    await waitFor(() =>
      expect(portal.store.getState().recovery.failure).toMatchObject({
        errorCode: 'OTPGEN',
        serverMessage: 'SMTP relay refused',
        page: 'forgotPassword',
      }),
    );
    expect(portal.navigate).not.toHaveBeenCalled();
  });

  it('keeps a rejected code (err012) on the code page', async () => {
    const portal = startPortal({ ...forgotAnswers, validateOtp: fail('validateOtp', 'err012') });
    portal.store.dispatch(forgotPasswordSubmitted({ email: USER }));
    await waitFor(() => expect(portal.navigate).toHaveBeenCalledWith(PATHS.forgotPasswordOtp));
    portal.store.dispatch(forgotOtpSubmitted({ otp: '111111' }));
    await waitFor(() =>
      expect(portal.store.getState().recovery.failure).toMatchObject({
        errorCode: 'err012',
        page: 'otp',
      }),
    );
    expect(readStored('twoFactorToken')).toBeNull();
  });
});

/** Submits NEW_PASSWORD for USER (a first-time login's when told) and waits for the success page. */
async function setNewPassword(
  portal: ReturnType<typeof startPortal>,
  { firstTime = false }: { firstTime?: boolean } = {},
) {
  portal.store.dispatch(
    newPasswordSubmitted({
      userName: USER,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      needPasswordUpdate: firstTime,
    }),
  );
  await waitFor(() =>
    expect(portal.navigate).toHaveBeenCalledWith(PATHS.newPasswordSuccess, { replace: true }),
  );
}

describe('create new password', () => {
  it('forgot password: PUT mode=forgot-password {userName, password} with the two-factor token', async () => {
    writeStored('twoFactorToken', 'two-factor-token');
    const portal = startPortal(forgotAnswers);
    await setNewPassword(portal);
    expect(portal.api.calls[0]).toEqual({
      id: 'updatePassword',
      params: {
        query: { mode: 'forgot-password' },
        body: { userName: USER, password: sealedAs(NEW_PASSWORD) },
        accessToken: 'two-factor-token',
      },
    });
    expect(readStored('twoFactorToken')).toBeNull();
  });

  it('first-time login: PUT mode=signinmo {password} with the err100 token', async () => {
    writeStored('firstTimeToken', 'first-time-token');
    const portal = startPortal(forgotAnswers);
    await setNewPassword(portal, { firstTime: true });
    expect(portal.api.calls[0]?.params).toEqual({
      query: { mode: 'signinmo' },
      body: { password: sealedAs(NEW_PASSWORD) },
      accessToken: 'first-time-token',
    });
  });

  it('shows a reused password (err023) as the server answer, and never calls with a local failure', async () => {
    writeStored('twoFactorToken', 'two-factor-token');
    const portal = startPortal({
      ...forgotAnswers,
      updatePassword: fail('updatePassword', 'err023'),
    });
    const submit = (password: string, confirmPassword = password) =>
      portal.store.dispatch(
        newPasswordSubmitted({
          userName: USER,
          password,
          confirmPassword,
          needPasswordUpdate: false,
        }),
      );
    submit(USER);
    await waitFor(() =>
      expect(portal.store.getState().recovery.failure).toMatchObject({ errorCode: 'err010' }),
    );
    expect(portal.ids()).toEqual([]);
    submit(NEW_PASSWORD);
    await waitFor(() =>
      expect(portal.store.getState().recovery.failure).toMatchObject({
        errorCode: 'err023',
        page: 'newPassword',
      }),
    );
    expect(portal.navigate).not.toHaveBeenCalled();
  });

  it('"view dashboard" after a reset: re-authenticate with the ticket, session, validate access, profile, dashboard: no second code', async () => {
    const TICKET = 'ticket-0123456789abcdefghijklmnopqrstuvwxyz';
    writeStored('twoFactorToken', 'two-factor-token');
    const portal = startPortal({
      ...forgotAnswers,
      updatePassword: () => ({
        updateStatus: true,
        signInTicket: TICKET,
        signInTicketExpiresIn: 300,
      }),
      authenticate: () => ({
        accessToken: 'full-token',
        refreshToken: 'refresh-token',
        tokenType: 'Bearer',
        expiresIn: 900,
        scope: 'full',
      }),
    });
    await setNewPassword(portal);
    portal.store.dispatch(viewDashboardRequested());
    await waitForDashboard(portal);
    expect(portal.ids()).toEqual([
      'updatePassword',
      'authenticate',
      'createSession',
      'validateAccess',
      'accessibleModules',
      'userProfile',
    ]);
    expect(portal.api.calls[1]?.params).toEqual({
      body: { userName: USER, password: sealedAs(NEW_PASSWORD), signInTicket: TICKET },
    });
    expect(readStored('authenticationToken')).toBe('full-token');
    expect(portal.store.getState().auth.status).toBe('signedIn');
    // Neither the password nor the ticket was written anywhere.
    const stored = JSON.stringify({ ...sessionStorage, ...localStorage });
    expect(stored).not.toContain(NEW_PASSWORD);
    expect(stored).not.toContain(TICKET);
  });

  it('"view dashboard" with a spent ticket falls back to the code step', async () => {
    writeStored('twoFactorToken', 'two-factor-token');
    const portal = startPortal({
      ...forgotAnswers,
      updatePassword: () => ({
        updateStatus: true,
        signInTicket: 'spent-ticket-0123456789abcdefghijk',
      }),
    });
    await setNewPassword(portal);
    portal.store.dispatch(viewDashboardRequested());
    await waitFor(() => expect(portal.navigate).toHaveBeenCalledWith(PATHS.mfaOtp));
    expect(portal.ids().slice(0, 3)).toEqual(['updatePassword', 'authenticate', 'requestOtp']);
  });

  it('"view dashboard" after a first password (no ticket) signs in again through the code step', async () => {
    writeStored('firstTimeToken', 'first-time-token');
    const portal = startPortal(forgotAnswers);
    await setNewPassword(portal, { firstTime: true });
    portal.store.dispatch(viewDashboardRequested());
    await waitFor(() => expect(portal.navigate).toHaveBeenCalledWith(PATHS.mfaOtp));
    expect(portal.api.calls.find((c) => c.id === 'authenticate')?.params).toEqual({
      body: expect.objectContaining({ userName: USER, password: sealedAs(NEW_PASSWORD) }),
    });
    // The password was never written anywhere.
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain(NEW_PASSWORD);
  });
});

describe('sign-in: first-time login and error codes', () => {
  it('err100 keeps the first-time token of the failure and opens create-new-password', async () => {
    const err100 = apiError('authenticate', 'err100');
    Object.assign(err100, {
      data: {
        accessToken: 'first-time-token',
        tokenType: 'Bearer',
        expiresIn: 300,
        scope: 'first-time-login',
      },
    });
    const portal = startPortal({
      ...signInAnswers(),
      authenticate: () => {
        throw err100;
      },
    });
    portal.store.dispatch(signInSubmitted({ email: USER, password: 'Welcome#2026' }));
    await waitFor(() =>
      expect(portal.navigate).toHaveBeenCalledWith(createNewPasswordPath(USER, true)),
    );
    expect(readStored('firstTimeToken')).toBe('first-time-token');
    expect(readStored('authenticationToken')).toBeNull();
  });

  it.each([
    ['17002', null, '17002'],
    ['err015', null, 'err015'],
    ['17003', null, '17003'],
    ['err014', null, 'err014'],
    ['17004', null, '17004'],
    ['err022', null, 'err022'],
    ['GC500', 'Authentication failed for hr.admin@nusantara-demo.co.id', '17002'],
    ['GC500', '17003 Account is locked', '17003'],
    ['GC500', '17004 Account is disabled', '17003'],
    ['GC500', '17003:MaxAttemptsExceeded', '17003'],
    // the mock's disabled answer: its code wins over the text
    ['17004', '17004 Account is disabled', '17004'],
    ['17002', 'Authentication failed for hr.admin@nusantara-demo.co.id', '17002'],
  ])('maps %s / text %s to %s under the password', async (code, text, expected) => {
    const portal = startPortal({
      ...signInAnswers(),
      authenticate: fail('authenticate', code, text ?? undefined),
    });
    portal.store.dispatch(signInSubmitted({ email: USER, password: 'Wrong#2026' }));
    await waitFor(() =>
      expect(portal.store.getState().auth.failure).toMatchObject({
        errorCode: expected,
        page: 'signIn',
      }),
    );
  });
});
