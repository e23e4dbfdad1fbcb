import { CALLS, DEMO_USERS, ERROR_CODES, SCENARIOS } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { arm, claimsOf, codeOf, send, signIn, testApp } from './helpers';

const hr = DEMO_USERS.hr;
const forgot = { mode: 'forgot-password' };

describe('control API: account and fault scenarios', () => {
  let app: MockApp;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(() => app.inject({ method: 'POST', url: '/__mock/reset' }));

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
    const app = await testApp({ config: { control: false } });
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
