import { CALLS, DEMO_USERS, ERROR_CODES } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import { arm, codeOf, send } from './helpers';

const hr = DEMO_USERS.hr;
const forgot = { mode: 'forgot-password' };

describe('PUT users/password: rules, history, current password, single-use token', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  const twoFactor = async (userName = hr.email): Promise<string> =>
    (await arm(app, 'two-factor-verified', { userName })).body.accessToken;
  const reset = async (password: string, extra: Record<string, string> = {}) =>
    send(app, CALLS.updatePassword, {
      query: forgot,
      body: { userName: hr.email, password, ...extra },
      token: await twoFactor(),
    });

  it.each([
    ['too short', 'Ab#1xyz'],
    ['too long', 'Abcdefgh#12345678901'.padEnd(21, 'x')],
    ['a character three times in a row', 'Paaassword#1'],
    ['no uppercase letter', 'portal#2027x'],
    ['no lowercase letter', 'PORTAL#2027X'],
    ['no digit', 'Portal#Portal'],
    ['no special character', 'Portal20271'],
  ])('answers 400 err010 to a password with %s', async (_case, password) => {
    const answer = await reset(password);
    expect(answer.statusCode).toBe(400);
    expect(codeOf(answer)).toBe(ERROR_CODES.passwordRules);
  });

  it('answers err023 to the current password and to one of the last ten, allowed after ten others', async () => {
    expect(codeOf(await reset(hr.password))).toBe(ERROR_CODES.passwordReused);
    const others = Array.from({ length: 10 }, (_, i) => `Secure#${i}7Ab`);
    for (const [i, password] of others.entries()) {
      expect((await reset(password)).statusCode).toBe(200);
      // the seed password is still one of the last ten until ten others followed it
      if (i === 8) expect(codeOf(await reset(hr.password))).toBe(ERROR_CODES.passwordReused);
    }
    expect(codeOf(await reset(others[0]!))).toBe(ERROR_CODES.passwordReused);
    expect((await reset(hr.password)).statusCode).toBe(200);
  }, 60_000);

  it('answers err036_pwd to a wrong current password, and accepts the right one', async () => {
    const wrong = await reset('Fresh#Pass42', { currentPassword: 'Not#ThePass1' });
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe(ERROR_CODES.currentPasswordWrong);
    const right = await reset('Fresh#Pass42', { currentPassword: hr.password });
    expect(right.statusCode).toBe(200);
  });

  it('uses a token once: the same two-factor token cannot set the password again', async () => {
    const token = await twoFactor();
    const body = { userName: hr.email, password: 'Fresh#Pass42' };
    expect((await send(app, CALLS.updatePassword, { query: forgot, body, token })).statusCode).toBe(
      200,
    );
    const again = await send(app, CALLS.updatePassword, {
      query: forgot,
      body: { ...body, password: 'Other#Pass43' },
      token,
    });
    expect(again.statusCode).toBe(401);
    expect(codeOf(again)).toBe(ERROR_CODES.invalidToken);
  });

  it("refuses another user's name (GW1034) and a missing one in forgot-password (err001)", async () => {
    const token = await twoFactor();
    const other = await send(app, CALLS.updatePassword, {
      query: forgot,
      body: { userName: DEMO_USERS.broker.email, password: 'Fresh#Pass42' },
      token,
    });
    expect(codeOf(other)).toBe(ERROR_CODES.insufficientScope);
    const missing = await send(app, CALLS.updatePassword, {
      query: forgot,
      body: { password: 'Fresh#Pass42' },
      token,
    });
    expect(codeOf(missing)).toBe(ERROR_CODES.required);
  });

  it('refuses a first-time token for forgot-password and full or after-login tokens', async () => {
    const firstTime = (await arm(app, 'first-time-verified', { userName: hr.email })).body;
    const body = { userName: hr.email, password: 'Fresh#Pass42' };
    const wrongMode = await send(app, CALLS.updatePassword, {
      query: forgot,
      body,
      token: firstTime.accessToken,
    });
    expect(codeOf(wrongMode)).toBe(ERROR_CODES.insufficientScope);
    const signedIn = (await arm(app, 'signed-in', { userName: hr.email })).body;
    const full = await send(app, CALLS.updatePassword, {
      query: { mode: 'signinmo' },
      body,
      token: signedIn.accessToken,
    });
    expect(codeOf(full)).toBe(ERROR_CODES.insufficientScope);
    const ok = await send(app, CALLS.updatePassword, {
      query: { mode: 'signinmo' },
      body,
      token: firstTime.accessToken,
    });
    expect(ok.statusCode).toBe(200);
  });
});
