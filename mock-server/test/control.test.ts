import { CALLS, DEMO_USERS, ERROR_CODES, SCENARIOS } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { useResetApp, useTestApp } from './app-setup';
import { claimsOf, codeOf, send, signIn } from './helpers';

const hr = DEMO_USERS.hr;
const mfa = { mode: 'multi-factor-auth' };

describe('control API (/__mock)', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  const arm = (name: string, body: object = {}) =>
    app.inject({ method: 'POST', url: `/__mock/scenarios/${name}`, payload: body });
  const inbox = async (email?: string) =>
    (
      await app.inject({
        method: 'GET',
        url: email ? `/__mock/inbox?email=${encodeURIComponent(email)}` : '/__mock/inbox',
      })
    ).json().messages as { to: string; code: string; purpose: string; subject: string }[];

  it('answers health with the version and mock time', async () => {
    const health = (await app.inject({ method: 'GET', url: '/__mock/health' })).json();
    expect(health).toMatchObject({ status: 'ok', version: '8.1.0-5' });
  });

  it('lists sent codes newest first, filtered by address (any case)', async () => {
    await arm(SCENARIOS.mfaCodeIssued, { userName: hr.email, otp: '111111' });
    await arm(SCENARIOS.mfaCodeIssued, { userName: DEMO_USERS.broker.email, otp: '222222' });
    await arm(SCENARIOS.mfaCodeIssued, { userName: hr.email, otp: '333333' });
    expect((await inbox(hr.email.toUpperCase())).map((m) => m.code)).toEqual(['333333', '111111']);
    expect((await inbox()).map((m) => m.code)).toEqual(['333333', '222222', '111111']);
    expect((await inbox(hr.email))[0]).toMatchObject({
      to: hr.email,
      purpose: 'multi-factor-auth',
    });
  });

  it('resets codes, sessions, inbox and clock to the seed', async () => {
    const signedIn = await signIn(app);
    app.store.clock.advance(3600 * 24);
    const reset = await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(reset.json()).toMatchObject({ scenario: 'seeded' });
    expect(await inbox()).toEqual([]);
    expect(Math.abs(app.store.clock.now() - Date.now())).toBeLessThan(5_000);
    const after = await send(app, CALLS.userProfile, { token: signedIn.accessToken });
    expect(codeOf(after)).toBe(ERROR_CODES.invalidSession);
  });

  it("'seeded' is a reset", async () => {
    await signIn(app);
    expect((await arm(SCENARIOS.seeded)).statusCode).toBe(200);
    expect(await inbox()).toEqual([]);
  });

  it("'password-verified' returns an after-login token that may request the code", async () => {
    const { accessToken } = (await arm(SCENARIOS.passwordVerified, { userName: hr.email })).json();
    expect(claimsOf(accessToken)).toMatchObject({ sub: 'USR000001', scope: 'after-login' });
    const sent = await send(app, CALLS.requestOtp, {
      query: mfa,
      body: { userName: hr.email },
      token: accessToken,
    });
    expect(sent.statusCode).toBe(200);
  });

  it("'mfa-code-issued' issues exactly that code, which validates once", async () => {
    const armed = await arm(SCENARIOS.mfaCodeIssued, { userName: hr.email, otp: '135790' });
    const { accessToken } = armed.json();
    const validate = () =>
      send(app, CALLS.validateOtp, {
        query: mfa,
        body: { userName: hr.email, otp: '135790' },
        token: accessToken,
      });
    expect((await validate()).statusCode).toBe(200);
    expect(codeOf(await validate())).toBe(ERROR_CODES.otpWrong);
  });

  it("'signed-in' returns a token pair and session usable at once", async () => {
    const armed = (await arm(SCENARIOS.signedIn, { userName: DEMO_USERS.broker.email })).json();
    expect(armed).toMatchObject({ scenario: 'signed-in', userId: 'USR000002' });
    expect(claimsOf(armed.accessToken)).toMatchObject({ scope: 'full', sid: armed.sessionId });
    expect(claimsOf(armed.refreshToken)).toMatchObject({ scope: 'refresh' });
    const profile = await send(app, CALLS.userProfile, { token: armed.accessToken });
    expect(profile.statusCode).toBe(200);
    expect(profile.body.data?.email).toBe(DEMO_USERS.broker.email);
  });

  it('answers an unknown scenario with a 404 envelope', async () => {
    const response = await arm('everything-broken');
    expect(response.statusCode).toBe(404);
    expect(response.json().systemInformation.errorCode).toBe(ERROR_CODES.notFound);
  });

  it('answers missing scenario parameters with err001 and bad ones with GC400', async () => {
    const missing = await arm(SCENARIOS.mfaCodeIssued, { userName: hr.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().systemInformation).toMatchObject({
      errorCode: ERROR_CODES.required,
      details: ['body.otp'],
    });
    const bad = await arm(SCENARIOS.mfaCodeIssued, { userName: hr.email, otp: '12' });
    expect(bad.json().systemInformation.errorCode).toBe(ERROR_CODES.badRequest);
    const unknownUser = await arm(SCENARIOS.signedIn, { userName: 'nobody@example.com' });
    expect(unknownUser.json().systemInformation.errorCode).toBe(ERROR_CODES.badRequest);
  });

  it('moves, sets and resets the mock clock', async () => {
    const clock = (payload: object) =>
      app.inject({ method: 'POST', url: '/__mock/clock', payload }).then((r) => r.json());
    expect(await clock({ now: '2026-12-01T00:00:00Z' })).toEqual({
      now: '2026-12-01T00:00:00.000Z',
      jakartaTime: '2026-12-01 07:00:00',
    });
    expect((await clock({ advanceSeconds: 90 })).now).toMatch(/^2026-12-01T00:01:30/);
    const back = await clock({ reset: true });
    expect(Math.abs(Date.parse(back.now) - Date.now())).toBeLessThan(5_000);
  });
});

describe('control API switched off (MOCK_CONTROL=off)', () => {
  let app: MockApp;
  useTestApp((built) => (app = built), {
    config: { control: false, jwtSecret: 'a-production-secret-of-32-characters' },
  });

  it.each([
    ['GET', '/__mock/health'],
    ['GET', '/__mock/inbox'],
    ['POST', '/__mock/reset'],
    ['POST', `/__mock/scenarios/${SCENARIOS.signedIn}`],
  ] as const)('answers %s %s with 404 GC404', async (method, url) => {
    const response = await app.inject({ method, url, payload: { userName: DEMO_USERS.hr.email } });
    expect(response.statusCode).toBe(404);
    expect(response.json().systemInformation.errorCode).toBe(ERROR_CODES.notFound);
  });

  it('still serves the API', async () => {
    const { accessToken } = await signInWithoutControl(app);
    expect(accessToken).toBeTruthy();
  });
});

/** Without the inbox the code can only come from the store, as a developer would read the log. */
const signInWithoutControl = async (app: MockApp) => {
  const auth = await send(app, CALLS.authenticate, {
    body: { userName: DEMO_USERS.hr.email, password: DEMO_USERS.hr.password },
  });
  const token = auth.body.data!.accessToken;
  await send(app, CALLS.requestOtp, { query: mfa, body: { userName: hr.email }, token });
  const [message] = app.store.inbox.list(hr.email);
  const validated = await send(app, CALLS.validateOtp, {
    query: mfa,
    body: { userName: hr.email, otp: message!.code },
    token,
  });
  return validated.body.data!;
};
