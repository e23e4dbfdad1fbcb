import { CALLS, DEMO_USERS, ERROR_CODES, FirstTimeToken } from '@mo/contracts';
import { Value } from 'typebox/value';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import { arm, claimsOf, codeOf, latestCode, send } from './helpers';

const hr = DEMO_USERS.hr;
const forgot = { mode: 'forgot-password' };
const NEW_PASSWORD = 'Fresh#Pass42';

const signInWith = (app: MockApp, userName: string, password: string) =>
  send(app, CALLS.authenticate, { body: { userName, password } });

/** The forgot-password flow through the calls: code, validation, new password. */
const resetPassword = async (app: MockApp, userName: string, password: string) => {
  await send(app, CALLS.requestOtp, { query: forgot, body: { userName } });
  const otp = await latestCode(app, userName);
  const validated = await send(app, CALLS.validateOtp, { query: forgot, body: { userName, otp } });
  const token = validated.body.data!.accessToken;
  return send(app, CALLS.updatePassword, { query: forgot, body: { userName, password }, token });
};

describe('sign-in account states: lock-out, disabled, first-time', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  it('locks the account on the third wrong password (17003), even for the right one after', async () => {
    for (const attempt of [1, 2]) {
      const answer = await signInWith(app, hr.email, `Wrong#${attempt}xyz`);
      expect(answer.statusCode).toBe(401);
      expect(codeOf(answer)).toBe(ERROR_CODES.authFailed);
    }
    const third = await signInWith(app, hr.email, 'Wrong#3xyz');
    expect(codeOf(third)).toBe(ERROR_CODES.accountLocked);
    expect(third.statusCode).toBe(401);
    expect(third.body.message).toBe('17003 Account is locked');
    const right = await signInWith(app, hr.email, hr.password);
    expect(codeOf(right)).toBe(ERROR_CODES.accountLocked);
    expect(right.body.data).toBeUndefined();
  });

  it('resets the failure count on a success', async () => {
    await signInWith(app, hr.email, 'Wrong#1xyz');
    await signInWith(app, hr.email, 'Wrong#2xyz');
    expect((await signInWith(app, hr.email, hr.password)).statusCode).toBe(200);
    await signInWith(app, hr.email, 'Wrong#3xyz');
    await signInWith(app, hr.email, 'Wrong#4xyz');
    const right = await signInWith(app, hr.email, hr.password);
    expect(right.statusCode).toBe(200);
  });

  it('does not count failures for an unknown user, and answers it 17002', async () => {
    for (let i = 0; i < 4; i += 1) {
      const answer = await signInWith(app, 'nobody@example.com', hr.password);
      expect(codeOf(answer)).toBe(ERROR_CODES.authFailed);
    }
  });

  it('seeds a locked user that forgot password unlocks with a new password', async () => {
    const locked = DEMO_USERS.locked;
    expect(codeOf(await signInWith(app, locked.email, locked.password))).toBe(
      ERROR_CODES.accountLocked,
    );
    const reset = await resetPassword(app, locked.email, NEW_PASSWORD);
    expect(reset.statusCode).toBe(200);
    expect(reset.body).toMatchObject({ status: 'success', data: { updateStatus: true } });
    expect(codeOf(await signInWith(app, locked.email, locked.password))).toBe(
      ERROR_CODES.authFailed,
    );
    expect((await signInWith(app, locked.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('unlocks a user locked by three failures through forgot password, counter cleared', async () => {
    for (const n of [1, 2, 3]) await signInWith(app, hr.email, `Wrong#${n}xyz`);
    expect((await resetPassword(app, hr.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Two failures again do not lock: the count started over.
    await signInWith(app, hr.email, 'Wrong#5xyz');
    await signInWith(app, hr.email, 'Wrong#6xyz');
    expect((await signInWith(app, hr.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("answers the scenario 'account-locked' with 17003 on the right password", async () => {
    expect((await arm(app, 'account-locked', { userName: hr.email })).statusCode).toBe(200);
    expect(codeOf(await signInWith(app, hr.email, hr.password))).toBe(ERROR_CODES.accountLocked);
  });

  it('answers a disabled account 403 17004 on sign-in and on forgot password', async () => {
    const disabled = DEMO_USERS.disabled;
    const signIn = await signInWith(app, disabled.email, disabled.password);
    expect(signIn.statusCode).toBe(403);
    expect(codeOf(signIn)).toBe(ERROR_CODES.accountDisabled);
    expect(signIn.body.message).toBe('17004 Account is disabled');
    const code = await send(app, CALLS.requestOtp, {
      query: forgot,
      body: { userName: disabled.email },
    });
    expect(codeOf(code)).toBe(ERROR_CODES.accountDisabled);
    expect(app.store.inbox.list(disabled.email)).toHaveLength(0);
  });

  it('answers a first-time user err100 with the first-time token, then signinmo, then signs in', async () => {
    const first = DEMO_USERS.firstTime;
    const answer = await signInWith(app, first.email, first.password);
    expect(answer.statusCode).toBe(403);
    expect(codeOf(answer)).toBe(ERROR_CODES.firstTimeLogin);
    expect(answer.raw.json().isFirstTimeLogin).toBe(true);
    const token = answer.raw.json().data;
    expect(Value.Check(FirstTimeToken, token)).toBe(true);
    expect(claimsOf(token.accessToken)).toMatchObject({ scope: 'first-time-login' });

    // The first-time token cannot sign in further (no code, no session).
    const otp = await send(app, CALLS.requestOtp, {
      query: { mode: 'multi-factor-auth' },
      body: { userName: first.email },
      token: token.accessToken,
    });
    expect(codeOf(otp)).toBe(ERROR_CODES.insufficientScope);

    const created = await send(app, CALLS.updatePassword, {
      query: { mode: 'signinmo' },
      body: { password: NEW_PASSWORD },
      token: token.accessToken,
    });
    expect(created.statusCode).toBe(200);
    expect(created.body).toMatchObject({ status: 'success', data: { updateStatus: true } });
    const after = await signInWith(app, first.email, NEW_PASSWORD);
    expect(after.statusCode).toBe(200);
    expect(after.body.data?.scope).toBe('after-login');
  });

  it('refuses a wrong password of a first-time user as 17002, without the token', async () => {
    const answer = await signInWith(app, DEMO_USERS.firstTime.email, 'Wrong#1xyz');
    expect(codeOf(answer)).toBe(ERROR_CODES.authFailed);
    expect(answer.raw.json().data).toBeUndefined();
  });
});
