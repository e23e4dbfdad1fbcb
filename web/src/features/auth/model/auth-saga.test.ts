import { waitFor } from '@testing-library/react';
import { createNewPasswordPath, PATHS } from '@/lib/paths';
import { emptySession, signOutRequested } from '@/lib/session';
import { readStored, writeStored } from '@/lib/storage';
import { apiError, fail, profileOf, signInAnswers, type FakeHandlers } from '@test/fake-api';
import { sealedAs } from '@test/password-test-key';
import { startSignedOutPortal, type SagaPortal, waitForDashboard } from '@test/saga-portal';
import { otpResendRequested, otpSubmitted, signInSubmitted } from './auth-slice';

const USER = 'hr.admin@nusantara-demo.co.id';
const PASSWORD = 'Portal#2026';

const startPortal = startSignedOutPortal;

async function reachCodePage(portal: SagaPortal, email = USER) {
  portal.store.dispatch(signInSubmitted({ email, password: PASSWORD }));
  await waitFor(() => expect(portal.navigate).toHaveBeenCalledWith(PATHS.mfaOtp));
}

/** A signed-out portal answering as `signInAnswers` (and `handlers`), past the password. */
async function atCodePage(handlers: FakeHandlers = {}) {
  const portal = startPortal({ ...signInAnswers(), ...handlers });
  await reachCodePage(portal);
  return portal;
}

describe('sign-in flow', () => {
  it('goes from password to dashboard and stores the session', async () => {
    const portal = startPortal(signInAnswers());
    await reachCodePage(portal, `  ${USER} `);

    const [authenticate] = portal.api.calls;
    // The password leaves the page sealed (spec part 1 section 7).
    expect(authenticate?.params).toEqual({
      body: { userName: USER, password: sealedAs(PASSWORD) },
    });
    const requestOtp = portal.api.calls.find((c) => c.id === 'requestOtp');
    expect(requestOtp?.params).toEqual({
      query: { mode: 'multi-factor-auth', type: 'email' },
      body: { userName: USER },
      accessToken: 'after-login-token',
    });
    expect(portal.store.getState().auth).toMatchObject({
      status: 'awaitingOtp',
      userName: USER,
      otpDestination: 'hr.a***n@nusantara-demo.co.id',
      otpValiditySeconds: 120,
    });
    // The after-login token is never stored.
    expect(readStored('authenticationToken')).toBeNull();

    let tokenAtSessionCreate: string | null = null;
    portal.api.answer({
      createSession: () => {
        tokenAtSessionCreate = readStored('authenticationToken');
        return { sessionId: 's' };
      },
    });
    portal.store.dispatch(otpSubmitted({ otp: '246810' }));
    await waitForDashboard(portal);

    expect(portal.ids()).toEqual([
      'authenticate',
      'requestOtp',
      'getSysParam',
      'validateOtp',
      'createSession',
      'validateAccess',
      'accessibleModules',
      'userProfile',
    ]);
    expect(portal.api.calls[3]?.params).toMatchObject({
      body: { userName: USER, otp: '246810' },
      accessToken: 'after-login-token',
    });
    expect(tokenAtSessionCreate).toBe('full-token');
    expect(readStored('authenticationToken')).toBe('full-token');
    expect(readStored('authenticationRefreshToken')).toBe('refresh-token');
    expect(readStored('userAccess')).toEqual(['Home', 'Excess Claim']);
    expect(readStored('_moUserProfile')?.email).toBe(USER);
    expect(readStored('currentUser')).toEqual({ id: 'u-1', name: 'Rina Hartono', email: USER });
    expect(readStored('moCompanyId')).toBe('c-1');
    expect(readStored('moCompanyName')).toBe('PT Nusantara Demo');
    const state = portal.store.getState();
    expect(state.auth.status).toBe('signedIn');
    expect(state.session.company).toEqual({ id: 'c-1', name: 'PT Nusantara Demo' });
    expect(state.session.modules).toEqual(['Home', 'Excess Claim']);
  });

  it('checks the form locally before calling the server', async () => {
    const portal = startPortal(signInAnswers());
    portal.store.dispatch(signInSubmitted({ email: 'hr..admin@demo.co.id', password: '' }));
    await waitFor(() =>
      expect(portal.store.getState().auth.fieldErrors).toEqual({
        email: 'err007',
        password: 'err001',
      }),
    );
    expect(portal.store.getState().auth.status).toBe('idle');
    expect(portal.api.calls).toEqual([]);
  });

  it('keeps wrong credentials (17002) on the sign-in page, under the password', async () => {
    const portal = startPortal({ ...signInAnswers(), authenticate: fail('authenticate', '17002') });
    portal.store.dispatch(signInSubmitted({ email: USER, password: 'wrong' }));
    await waitFor(() => expect(portal.store.getState().auth.status).toBe('idle'));
    expect(portal.store.getState().auth.failure).toMatchObject({
      errorCode: '17002',
      page: 'signIn',
    });
    expect(portal.navigate).not.toHaveBeenCalled();
    expect(portal.ids()).toEqual(['authenticate']);
  });

  it('reads the sign-in server texts as codes', async () => {
    const portal = startPortal({
      ...signInAnswers(),
      authenticate: fail('authenticate', 'GC500', '17003:MaxAttemptsExceeded'),
    });
    portal.store.dispatch(signInSubmitted({ email: USER, password: 'wrong' }));
    await waitFor(() =>
      expect(portal.store.getState().auth.failure).toMatchObject({ errorCode: '17003' }),
    );
  });

  it('sends a first-time login (err100) to create a new password', async () => {
    const portal = startPortal({
      ...signInAnswers(),
      authenticate: fail('authenticate', 'err100'),
    });
    portal.store.dispatch(signInSubmitted({ email: USER, password: PASSWORD }));
    await waitFor(() =>
      expect(portal.navigate).toHaveBeenCalledWith(createNewPasswordPath(USER, true)),
    );
    expect(createNewPasswordPath(USER, true)).toBe(
      '/mo/eb-app-signin/landing/signin-create-new-password/hr.admin%40nusantara-demo.co.id/true',
    );
    expect(readStored('onBoardUsername')).toBe(USER);
    expect(portal.ids()).toEqual(['authenticate']);
  });

  it('warns under the code field on a wrong code (err011) and accepts the next one', async () => {
    const portal = await atCodePage({ validateOtp: fail('validateOtp', 'err011') });
    portal.store.dispatch(otpSubmitted({ otp: '111111' }));
    await waitFor(() =>
      expect(portal.store.getState().auth.failure).toMatchObject({
        errorCode: 'err011',
        page: 'otp',
      }),
    );
    expect(portal.store.getState().auth.status).toBe('awaitingOtp');

    portal.api.answer({ validateOtp: signInAnswers().validateOtp });
    portal.store.dispatch(otpSubmitted({ otp: '246810' }));
    await waitFor(() => expect(portal.store.getState().auth.status).toBe('signedIn'));
    expect(portal.store.getState().auth.failure).toBeNull();
  });

  it('rejects a code that is not six digits without calling the server', async () => {
    const portal = await atCodePage();
    portal.store.dispatch(otpSubmitted({ otp: '12a4' }));
    await waitFor(() =>
      expect(portal.store.getState().auth.failure).toMatchObject({ errorCode: 'err011' }),
    );
    expect(portal.ids()).not.toContain('validateOtp');
  });

  it('resends the code and restarts the countdown', async () => {
    const portal = await atCodePage();
    const firstSentAt = portal.store.getState().auth.otpSentAt ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 5));
    portal.store.dispatch(otpResendRequested());
    await waitFor(() => expect(portal.ids().filter((id) => id === 'requestOtp')).toHaveLength(2));
    await waitFor(() => expect(portal.store.getState().auth.status).toBe('awaitingOtp'));
    expect(portal.store.getState().auth.otpSentAt).toBeGreaterThan(firstSentAt);
    // DEFAULT_VARIABLES is read once (cached per category).
    expect(portal.ids().filter((id) => id === 'getSysParam')).toHaveLength(1);
  });

  it('counts 180 s when the OTP validity variable cannot be read', async () => {
    const portal = await atCodePage({ getSysParam: fail('getSysParam', 'GC500') });
    expect(portal.store.getState().auth.otpValiditySeconds).toBe(180);
  });

  /** Signs a broker of PT Satu (c-1) and PT Dua (c-2) in, through the code page. */
  const signInBroker = async () => {
    const broker = profileOf([
      ['c-1', 'PT Satu'],
      ['c-2', 'PT Dua'],
    ]);
    const portal = startPortal(signInAnswers(broker));
    await reachCodePage(portal);
    portal.store.dispatch(otpSubmitted({ otp: '246810' }));
    await waitFor(() => expect(portal.store.getState().auth.status).toBe('signedIn'));
    return portal;
  };

  it('keeps the stored company while the profile still lists it', async () => {
    writeStored('moCompanyId', 'c-2');
    const portal = await signInBroker();
    expect(portal.store.getState().session.company).toEqual({ id: 'c-2', name: 'PT Dua' });
    expect(readStored('moCompanyName')).toBe('PT Dua');
  });

  it('falls back to the first company when the stored one is gone', async () => {
    writeStored('moCompanyId', 'c-9');
    writeStored('moCompanyName', 'PT Lama');
    await signInBroker();
    expect(readStored('moCompanyId')).toBe('c-1');
    expect(readStored('moCompanyName')).toBe('PT Satu');
  });

  it('validates access with the new session before reading the profile; a refusal signs in no one', async () => {
    let tokenAtValidate: string | null = null;
    const portal = startPortal({
      ...signInAnswers(),
      validateAccess: () => {
        tokenAtValidate = readStored('authenticationToken');
        throw apiError('validateAccess', '17004');
      },
    });
    await reachCodePage(portal);
    portal.store.dispatch(otpSubmitted({ otp: '246810' }));
    await waitFor(() =>
      expect(portal.navigate).toHaveBeenLastCalledWith(PATHS.signIn, { replace: true }),
    );
    expect(tokenAtValidate).toBe('full-token');
    expect(portal.ids().slice(-2)).toEqual(['createSession', 'validateAccess']);
    expect(portal.store.getState().auth.failure).toMatchObject({ errorCode: '17004' });
    expect(readStored('authenticationToken')).toBeNull();
    expect(portal.store.getState().session.profile).toBeNull();
  });

  it('returns to sign-in with a dialog error when the session cannot be created', async () => {
    const portal = await atCodePage({ createSession: fail('createSession', 'GC500') });
    portal.store.dispatch(otpSubmitted({ otp: '246810' }));
    await waitFor(() =>
      expect(portal.navigate).toHaveBeenLastCalledWith(PATHS.signIn, { replace: true }),
    );
    expect(portal.store.getState().auth.failure).toMatchObject({
      errorCode: 'GC500',
      page: 'signIn',
    });
    expect(readStored('authenticationToken')).toBeNull();
  });
});

describe('sign-out', () => {
  it('always clears the session and goes to sign-in, even when the server fails', async () => {
    const portal = await atCodePage({ deleteSession: fail('deleteSession', 'GC500') });
    portal.store.dispatch(otpSubmitted({ otp: '246810' }));
    await waitFor(() => expect(portal.store.getState().auth.status).toBe('signedIn'));

    portal.store.dispatch(signOutRequested());
    await waitFor(() =>
      expect(portal.navigate).toHaveBeenLastCalledWith(PATHS.signIn, { replace: true }),
    );
    expect(portal.ids()).toContain('deleteSession');
    expect(readStored('authenticationToken')).toBeNull();
    expect(readStored('_moUserProfile')).toBeNull();
    expect(readStored('userAccess')).toBeNull();
    // The chosen company is the user's: it goes too (only the language stays).
    expect(readStored('moCompanyId')).toBeNull();
    expect(portal.store.getState().session).toEqual(emptySession);
    expect(portal.store.getState().auth.status).toBe('idle');
  });
});
