import { CALLS, DEMO_USERS, ERROR_CODES } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import { arm, authenticate, claimsOf, codeOf, latestCode, send } from './helpers';

const hr = DEMO_USERS.hr;
const forgot = { mode: 'forgot-password' };
const mfa = { mode: 'multi-factor-auth' };

describe('one-time codes for forgot password (public) and the second factor', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  const request = (userName: string = hr.email) =>
    send(app, CALLS.requestOtp, { query: forgot, body: { userName } });
  const validate = (otp: string, userName: string = hr.email) =>
    send(app, CALLS.validateOtp, { query: forgot, body: { userName, otp } });

  it('sends a forgot-password code without a token and answers a two-factor token only', async () => {
    const sent = await request();
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data).toEqual({
      destination: 'hr******@nusantara-demo.co.id',
      validitySeconds: 180,
    });
    const [message] = app.store.inbox.list(hr.email);
    expect(message).toMatchObject({ purpose: 'forgot-password' });
    expect(message!.code).toMatch(/^\d{6}$/);
    const valid = await validate(message!.code);
    expect(valid.statusCode).toBe(200);
    const data = valid.body.data!;
    expect(data).toMatchObject({
      validationStatus: true,
      scope: 'two-factor',
      tokenType: 'Bearer',
    });
    expect(data.refreshToken).toBeUndefined();
    expect(claimsOf(data.accessToken)).toMatchObject({ sub: 'USR000001', scope: 'two-factor' });
  });

  it('answers an unknown e-mail 400 err002 and sends nothing', async () => {
    const answer = await request('nobody@example.com');
    expect(answer.statusCode).toBe(400);
    expect(codeOf(answer)).toBe(ERROR_CODES.dataMismatch);
    expect(app.store.inbox.list()).toHaveLength(0);
  });

  it('lets a locked user request and validate a code', async () => {
    const locked = DEMO_USERS.locked.email;
    expect((await request(locked)).statusCode).toBe(200);
    expect((await validate(await latestCode(app, locked), locked)).statusCode).toBe(200);
  });

  it('answers a wrong code err011, an expired one err012, and each code once', async () => {
    await request();
    const otp = await latestCode(app, hr.email);
    const wrong = await validate(otp === '000000' ? '000001' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe(ERROR_CODES.otpWrong);
    expect((await validate(otp)).statusCode).toBe(200);
    expect(codeOf(await validate(otp))).toBe(ERROR_CODES.otpWrong);

    await request();
    app.store.clock.advance(180);
    const expired = await validate(await latestCode(app, hr.email));
    expect(expired.statusCode).toBe(400);
    expect(codeOf(expired)).toBe(ERROR_CODES.otpExpired);
  });

  it('follows OTP_VALIDITY when the default variable changes', async () => {
    const detail = app.store
      .systemParameter('DEFAULT_VARIABLES')!
      .commonCategoryDetail.find((d) => d.code === 'OTP_VALIDITY')!;
    detail.description1 = '60';
    expect((await request()).body.data?.validitySeconds).toBe(60);
    app.store.clock.advance(60);
    expect(codeOf(await validate(await latestCode(app, hr.email)))).toBe(ERROR_CODES.otpExpired);
  });

  it('invalidates the previous code on resend', async () => {
    await arm(app, 'forgot-password-code-issued', { userName: hr.email, otp: '111111' });
    await request();
    expect(codeOf(await validate('111111'))).toBe(ERROR_CODES.otpWrong);
    expect((await validate(await latestCode(app, hr.email))).statusCode).toBe(200);
  });

  it('keeps the two purposes apart: a sign-in code does not reset a password', async () => {
    const token = await authenticate(app);
    await send(app, CALLS.requestOtp, { query: mfa, body: { userName: hr.email }, token });
    const otp = await latestCode(app, hr.email);
    expect(codeOf(await validate(otp))).toBe(ERROR_CODES.otpWrong);
    const mfaValid = await send(app, CALLS.validateOtp, {
      query: mfa,
      body: { userName: hr.email, otp },
      token,
    });
    expect(mfaValid.body.data?.scope).toBe('full');
  });

  it('still needs the after-login token for multi-factor-auth codes', async () => {
    const answer = await send(app, CALLS.requestOtp, { query: mfa, body: { userName: hr.email } });
    expect(codeOf(answer)).toBe(ERROR_CODES.invalidToken);
  });
});
