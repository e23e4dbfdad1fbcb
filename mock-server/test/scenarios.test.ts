import { CALLS, DEMO_USERS, ERROR_CODES, SCENARIOS } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import { arm, claimsOf, codeOf, send, signIn, testApp } from './helpers';

const hr = DEMO_USERS.hr;
const forgot = { mode: 'forgot-password' };
const mfa = { mode: 'multi-factor-auth' };
const change = { mode: 'changepassword' };

describe('control API: account and fault scenarios', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  it('knows every contracts scenario name', async () => {
    for (const name of Object.values(SCENARIOS)) {
      const answer = await arm(app, name, {});
      // each either arms (seeded) or asks for its parameters: never "unknown scenario"
      expect(answer.body.systemInformation?.errorCode).not.toBe(ERROR_CODES.notFound);
    }
  });

  it("'forgot-password-code-issued' issues that code for the forgot-password purpose", async () => {
    const armed = await arm(app, SCENARIOS.forgotPasswordCodeIssued, {
      userName: hr.email,
      otp: '135790',
    });
    expect(armed.statusCode).toBe(200);
    expect(app.store.inbox.list(hr.email)[0]).toMatchObject({
      code: '135790',
      purpose: 'forgot-password',
    });
    const valid = await send(app, CALLS.validateOtp, {
      query: forgot,
      body: { userName: hr.email, otp: '135790' },
    });
    expect(valid.body.data?.scope).toBe('two-factor');
  });

  it("'two-factor-verified' answers a token that may reset the password", async () => {
    const { accessToken } = (await arm(app, SCENARIOS.twoFactorVerified, { userName: hr.email }))
      .body;
    expect(claimsOf(accessToken)).toMatchObject({ sub: 'USR000001', scope: 'two-factor' });
    const reset = await send(app, CALLS.updatePassword, {
      query: forgot,
      body: { userName: hr.email, password: 'Fresh#Pass42' },
      token: accessToken,
    });
    expect(reset.statusCode).toBe(200);
  });

  it("'first-time-verified' answers a first-time token, and sign-in then says err100", async () => {
    const { accessToken } = (await arm(app, SCENARIOS.firstTimeVerified, { userName: hr.email }))
      .body;
    expect(claimsOf(accessToken)).toMatchObject({ scope: 'first-time-login' });
    const signInAgain = await send(app, CALLS.authenticate, {
      body: { userName: hr.email, password: hr.password },
    });
    expect(codeOf(signInAgain)).toBe(ERROR_CODES.firstTimeLogin);
    const created = await send(app, CALLS.updatePassword, {
      query: { mode: 'signinmo' },
      body: { password: 'Fresh#Pass42' },
      token: accessToken,
    });
    expect(created.statusCode).toBe(200);
  });

  it("'my-account-code-issued' signs the user in with that code: the session token gets a two-factor one", async () => {
    const armed = await arm(app, SCENARIOS.myAccountCodeIssued, {
      userName: hr.email,
      otp: '135790',
    });
    expect(armed.statusCode).toBe(200);
    const { accessToken, sessionId } = armed.body;
    expect(claimsOf(accessToken)).toMatchObject({ sub: 'USR000001', scope: 'full' });
    expect(app.store.inbox.list(hr.email)[0]).toMatchObject({
      code: '135790',
      purpose: 'multi-factor-auth',
    });
    // the session is live: signed-in calls answer
    expect((await send(app, CALLS.lastLogin, { token: accessToken })).statusCode).toBe(200);
    const wrong = await send(app, CALLS.validateOtp, {
      query: mfa,
      body: { userName: hr.email, otp: '000001' },
      token: accessToken,
    });
    expect(codeOf(wrong)).toBe(ERROR_CODES.otpWrong);
    const valid = await send(app, CALLS.validateOtp, {
      query: mfa,
      body: { userName: hr.email, otp: '135790' },
      token: accessToken,
    });
    expect(valid.statusCode).toBe(200);
    expect(valid.body.data?.scope).toBe('two-factor');
    expect(claimsOf(valid.body.data!.accessToken)).toMatchObject({ sid: sessionId });
  });

  it("'my-account-verified' answers a two-factor token of the live session for changepassword", async () => {
    const armed = await arm(app, SCENARIOS.myAccountVerified, { userName: hr.email });
    expect(armed.statusCode).toBe(200);
    const { accessToken, sessionId } = armed.body;
    expect(claimsOf(accessToken)).toMatchObject({ scope: 'two-factor', sid: sessionId });
    const body = { userName: hr.email, currentPassword: hr.password };
    const wrongCurrent = await send(app, CALLS.updatePassword, {
      query: change,
      body: { ...body, currentPassword: 'Wrong#Pass1', password: 'Fresh#Pass42' },
      token: accessToken,
    });
    expect(codeOf(wrongCurrent)).toBe(ERROR_CODES.currentPasswordWrong);
    const reused = await send(app, CALLS.updatePassword, {
      query: change,
      body: { ...body, password: hr.password },
      token: accessToken,
    });
    expect(codeOf(reused)).toBe(ERROR_CODES.passwordReusedOnChange);
    const changed = await send(app, CALLS.updatePassword, {
      query: change,
      body: { ...body, password: 'Fresh#Pass42' },
      token: accessToken,
    });
    expect(changed.statusCode).toBe(200);
  });

  it("'my-account-verified' ties the token to its session: a newer sign-in makes it err300", async () => {
    const armed = await arm(app, SCENARIOS.myAccountVerified, { userName: hr.email });
    await signIn(app, 'hr');
    const stale = await send(app, CALLS.updatePassword, {
      query: change,
      body: { userName: hr.email, currentPassword: hr.password, password: 'Fresh#Pass42' },
      token: armed.body.accessToken,
    });
    expect(codeOf(stale)).toBe(ERROR_CODES.invalidSession);
  });

  it("'modules-granted' replaces the user's modules until reset", async () => {
    const modules = ['home', 'FAQ'];
    const armed = await arm(app, SCENARIOS.modulesGranted, { userName: hr.email, modules });
    expect(armed.statusCode).toBe(200);
    const { accessToken } = await signIn(app);
    const answer = await send(app, CALLS.accessibleModules, { token: accessToken });
    expect(answer.body.data?.modules).toEqual(modules);
    // only the named user changes
    const broker = await signIn(app, 'broker');
    const brokers = await send(app, CALLS.accessibleModules, { token: broker.accessToken });
    expect(brokers.body.data?.modules).toContain('Account and Settings');
    // a bad list is refused with the envelope, not armed
    const bad = await arm(app, SCENARIOS.modulesGranted, { userName: hr.email, modules: [''] });
    expect(bad.statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const reset = await signIn(app);
    const after = await send(app, CALLS.accessibleModules, { token: reset.accessToken });
    expect(after.body.data?.modules).toContain('Account and Settings');
  });

  it("'fault-armed' answers the code for the next N calls of that call, then normally", async () => {
    const { accessToken } = await signIn(app);
    const armed = await arm(app, SCENARIOS.faultArmed, {
      callId: 'userProfile',
      errorCode: ERROR_CODES.tokenExpired,
      times: 2,
    });
    expect(armed.body.fault).toEqual({
      callId: 'userProfile',
      errorCode: 'GW1033',
      httpStatus: 401,
      times: 2,
      // armed for everyone (no userName)
      userName: null,
    });
    // Calls without the gateway headers are refused before the fault and do not count.
    const noHeaders = await app.inject({ method: 'GET', url: '/user-management/v1/users/details' });
    expect(noHeaders.json().systemInformation.errorCode).toBe(ERROR_CODES.missingHeaders);
    // Other calls are untouched.
    expect((await send(app, CALLS.accessibleModules, { token: accessToken })).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const faulted = await send(app, CALLS.userProfile, { token: accessToken });
      expect(faulted.statusCode).toBe(401);
      expect(codeOf(faulted)).toBe('GW1033');
    }
    expect((await send(app, CALLS.userProfile, { token: accessToken })).statusCode).toBe(200);
  });

  it("'fault-armed' defaults to once and 400 for catalogue codes, or the given status", async () => {
    await arm(app, SCENARIOS.faultArmed, { callId: 'getSysParam', errorCode: 'err002' });
    const query = { category: 'COUNTRY' };
    const faulted = await send(app, CALLS.getSysParam, { query });
    expect([faulted.statusCode, codeOf(faulted)]).toEqual([400, 'err002']);
    expect((await send(app, CALLS.getSysParam, { query })).statusCode).toBe(200);

    await arm(app, SCENARIOS.faultArmed, {
      callId: 'getSysParam',
      errorCode: 'GC500',
      httpStatus: 503,
    });
    expect((await send(app, CALLS.getSysParam, { query })).statusCode).toBe(503);
  });

  it("'fault-armed' refuses an unknown call id and reset disarms", async () => {
    const unknown = await arm(app, SCENARIOS.faultArmed, { callId: 'nope', errorCode: 'err002' });
    expect(unknown.statusCode).toBe(400);
    await arm(app, SCENARIOS.faultArmed, { callId: 'getSysParam', errorCode: 'err002' });
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(
      (await send(app, CALLS.getSysParam, { query: { category: 'COUNTRY' } })).statusCode,
    ).toBe(200);
  });
});

describe('control API off (MOCK_CONTROL=off)', () => {
  it('has no scenarios, remote-config or config endpoints', async () => {
    const app = await testApp({
      config: { control: false, jwtSecret: 'a-production-secret-of-32-characters' },
    });
    for (const [method, url] of [
      ['POST', '/__mock/scenarios/fault-armed'],
      ['PUT', '/__mock/remote-config'],
      ['POST', '/__mock/config'],
    ] as const) {
      expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(404);
    }
    await app.close();
  });
});
