import { Writable } from 'node:stream';
import { CALLS, DEMO_OTP, DEMO_USERS, ERROR_CODES, LIMITS } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import {
  authenticate,
  claimsOf,
  codeOf,
  gatewayHeaders,
  latestCode,
  sealBody,
  send,
  testApp,
  urlOf,
} from './helpers';

const hr = DEMO_USERS.hr;
const broker = DEMO_USERS.broker;
const mfa = { mode: 'multi-factor-auth' };

describe('sign-in: password, e-mail code, tokens', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  describe('authenticate', () => {
    it('answers an after-login token from the mock clock and the masked e-mail', async () => {
      app.store.clock.set('2026-11-22T02:00:00Z');
      const answer = await send(app, CALLS.authenticate, {
        body: { userName: hr.email, password: hr.password },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.status).toBe('success');
      const data = answer.body.data!;
      expect(data).toMatchObject({ tokenType: 'Bearer', scope: 'after-login', expiresIn: 900 });
      expect('maskedEmail' in data && data.maskedEmail).toBe('hr******@nusantara-demo.co.id');
      const claims = claimsOf(data.accessToken);
      expect(claims).toMatchObject({ sub: 'USR000001', scope: 'after-login' });
      // The mock clock runs on from the instant set: a slow machine may take a second or two.
      const set = Date.parse('2026-11-22T02:00:00Z') / 1000;
      expect(claims.iat).toBeGreaterThanOrEqual(set);
      expect(claims.iat).toBeLessThan(set + 30);
      expect(claims.exp).toBe((claims.iat as number) + 900);
      expect(typeof claims.jti).toBe('string');
    });

    it('accepts the user name in any case', async () => {
      const answer = await send(app, CALLS.authenticate, {
        body: { userName: hr.email.toUpperCase(), password: hr.password },
      });
      expect(answer.statusCode).toBe(200);
    });

    it.each([
      ['a wrong password', hr.email, 'Portal#2025'],
      ['an unknown user', 'nobody@example.com', hr.password],
      ['the other demo user password case', broker.email, broker.password.toLowerCase()],
    ])('fails with 401 17002 for %s', async (_case, userName, password) => {
      const answer = await send(app, CALLS.authenticate, { body: { userName, password } });
      expect(answer.statusCode).toBe(401);
      expect(answer.body.status).toBe('failed');
      expect(codeOf(answer)).toBe(ERROR_CODES.authFailed);
      expect(answer.body.message).toBe(`Authentication failed for ${userName}`);
      expect(answer.body.data).toBeUndefined();
    });

    it('keeps only a salted scrypt hash of each password', () => {
      for (const user of app.store.users.values()) {
        expect(user).not.toHaveProperty('password');
        expect(user.passwordHash.hash).not.toContain(hr.password);
        expect(Buffer.from(user.passwordHash.hash, 'base64')).toHaveLength(64);
        expect(JSON.stringify(user)).not.toContain(hr.password);
      }
      const [a, b] = [...app.store.users.values()];
      // Same demo password, different salts: different hashes.
      expect(a!.passwordHash.hash).not.toBe(b!.passwordHash.hash);
    });
  });

  describe('requestOtp and validateOtp', () => {
    it('e-mails a six-digit code valid for OTP_VALIDITY seconds and signs in with it', async () => {
      const token = await authenticate(app);
      const sent = await send(app, CALLS.requestOtp, {
        query: mfa,
        body: { userName: hr.email },
        token,
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.body.data).toEqual({
        destination: 'hr******@nusantara-demo.co.id',
        validitySeconds: 180,
      });
      const otp = await latestCode(app, hr.email);
      expect(otp).toMatch(/^\d{6}$/);

      const valid = await send(app, CALLS.validateOtp, {
        query: mfa,
        body: { userName: hr.email, otp },
        token,
      });
      expect(valid.statusCode).toBe(200);
      const data = valid.body.data!;
      expect(data).toMatchObject({
        validationStatus: true,
        tokenType: 'Bearer',
        scope: 'full',
        expiresIn: 900,
      });
      expect(claimsOf(data.accessToken)).toMatchObject({ sub: 'USR000001', scope: 'full' });
      expect(claimsOf(data.refreshToken!)).toMatchObject({ sub: 'USR000001', scope: 'refresh' });
      const refresh = claimsOf(data.refreshToken!) as { iat: number; exp: number };
      expect(refresh.exp - refresh.iat).toBe(3600);
    });

    const requestCode = async (token: string) => {
      await send(app, CALLS.requestOtp, { query: mfa, body: { userName: hr.email }, token });
      return latestCode(app, hr.email);
    };
    const validate = (token: string, otp: string) =>
      send(app, CALLS.validateOtp, { query: mfa, body: { userName: hr.email, otp }, token });

    it('rejects a wrong code with 400 err011', async () => {
      const token = await authenticate(app);
      const otp = await requestCode(token);
      const wrong = otp === '000000' ? '000001' : '000000';
      const answer = await validate(token, wrong);
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.otpWrong);
      // A wrong try does not burn the right code.
      expect((await validate(token, otp)).statusCode).toBe(200);
    });

    it(`spends the code after ${LIMITS.otpMaxAttempts} wrong tries (AU4031): the right one is refused until a new one is requested`, async () => {
      const token = await authenticate(app);
      const otp = await requestCode(token);
      const wrong = otp === '000000' ? '000001' : '000000';
      for (let i = 1; i < LIMITS.otpMaxAttempts; i += 1) {
        expect(codeOf(await validate(token, wrong))).toBe(ERROR_CODES.otpWrong);
      }
      const last = await validate(token, wrong);
      expect(last.statusCode).toBe(400);
      expect(codeOf(last)).toBe(ERROR_CODES.otpAttemptsExceeded);
      expect(last.body.message).toMatch(/request a new one/);
      const right = await validate(token, otp);
      expect(codeOf(right)).toBe(ERROR_CODES.otpAttemptsExceeded);
      // A new code starts a new count.
      const fresh = await requestCode(token);
      expect((await validate(token, fresh)).statusCode).toBe(200);
    });

    it('accepts a code for 179 seconds on the mock clock', async () => {
      const token = await authenticate(app);
      const otp = await requestCode(token);
      app.store.clock.advance(179);
      expect((await validate(token, otp)).statusCode).toBe(200);
    });

    it('answers 400 err012 once 180 seconds have passed, and the code is gone', async () => {
      const token = await authenticate(app);
      const otp = await requestCode(token);
      app.store.clock.advance(180);
      const expired = await validate(token, otp);
      expect(expired.statusCode).toBe(400);
      expect(codeOf(expired)).toBe(ERROR_CODES.otpExpired);
      app.store.clock.advance(-180);
      expect(codeOf(await validate(token, otp))).toBe(ERROR_CODES.otpWrong);
    });

    it('is single use: the same code a second time is wrong', async () => {
      const token = await authenticate(app);
      const otp = await requestCode(token);
      expect((await validate(token, otp)).statusCode).toBe(200);
      const reused = await validate(token, otp);
      expect(reused.statusCode).toBe(400);
      expect(codeOf(reused)).toBe(ERROR_CODES.otpWrong);
    });

    it('invalidates the previous code when a new one is requested (resend)', async () => {
      const token = await authenticate(app);
      app.store.otps.issue(
        'USR000001',
        'multi-factor-auth',
        '111111',
        app.store.clock.now() + 60_000,
      );
      await requestCode(token);
      const old = await validate(token, '111111');
      expect(codeOf(old)).toBe(ERROR_CODES.otpWrong);
      expect((await validate(token, await latestCode(app, hr.email))).statusCode).toBe(200);
    });

    it("refuses with 403 GW1034 to send or check another user's code on an after-login token", async () => {
      const token = await authenticate(app, 'hr');
      const sendOther = await send(app, CALLS.requestOtp, {
        query: mfa,
        body: { userName: broker.email },
        token,
      });
      expect(sendOther.statusCode).toBe(403);
      expect(codeOf(sendOther)).toBe(ERROR_CODES.insufficientScope);
      expect(app.store.inbox.list(broker.email)).toHaveLength(0);
      const checkOther = await send(app, CALLS.validateOtp, {
        query: mfa,
        body: { userName: broker.email, otp: '123456' },
        token,
      });
      expect(checkOther.statusCode).toBe(403);
      expect(codeOf(checkOther)).toBe(ERROR_CODES.insufficientScope);
    });

    it('needs a token at all: 401 GW1031 without one', async () => {
      const answer = await send(app, CALLS.requestOtp, {
        query: mfa,
        body: { userName: hr.email },
      });
      expect(answer.statusCode).toBe(401);
      expect(codeOf(answer)).toBe(ERROR_CODES.invalidToken);
    });

    it('rejects a code of the wrong length by schema before checking it (GC400)', async () => {
      const token = await authenticate(app);
      const answer = await validate(token, '1234567');
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
    });
  });
});

describe('sign-in with MOCK_DEMO_OTP, and the code in the log', () => {
  let app: MockApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await testApp({ config: { demoOtp: DEMO_OTP }, logger: { level: 'info', stream } });
  });
  afterAll(() => app.close());

  it('issues the demo code, still single use and expiring', async () => {
    const token = await authenticate(app);
    const request = () =>
      send(app, CALLS.requestOtp, { query: mfa, body: { userName: hr.email }, token });
    const validate = () =>
      send(app, CALLS.validateOtp, {
        query: mfa,
        body: { userName: hr.email, otp: DEMO_OTP },
        token,
      });
    await request();
    expect(await latestCode(app, hr.email)).toBe(DEMO_OTP);
    expect((await validate()).statusCode).toBe(200);
    expect(codeOf(await validate())).toBe(ERROR_CODES.otpWrong);
    await request();
    app.store.clock.advance(181);
    expect(codeOf(await validate())).toBe(ERROR_CODES.otpExpired);
  });

  it('logs each issued code at info level', async () => {
    lines.length = 0;
    const token = await authenticate(app, 'broker');
    await send(app, CALLS.requestOtp, { query: mfa, body: { userName: broker.email }, token });
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'one-time code sent');
    expect(logged).toMatchObject({ level: 30, to: broker.email, code: DEMO_OTP });
  });
});

describe('production-like mode (MOCK_CONTROL=off): no code in the log', () => {
  it('logs that a code was sent, never the code', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const app = await testApp({
      config: {
        control: false,
        jwtSecret: 'a-production-secret-of-32-characters',
        demoOtp: DEMO_OTP,
      },
      logger: { level: 'trace', stream },
    });
    try {
      const token = await authenticate(app);
      await send(app, CALLS.requestOtp, { query: mfa, body: { userName: hr.email }, token });
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'one-time code sent');
      expect(logged).toBeDefined();
      expect(logged.code).toBeUndefined();
      expect(lines.join('\n')).not.toContain(DEMO_OTP);
      expect(lines.join('\n')).not.toContain(hr.email);
    } finally {
      await app.close();
    }
  });
});

describe('rate limits on sign-in and code requests (per user and per address, mock clock)', () => {
  let app: MockApp;
  useResetApp((built) => (app = built), {
    config: { rateLimitPerUser: 4, rateLimitPerAddress: 6 },
  });

  const password = async (userName: string, password = 'Wrong#Pass1', remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: urlOf(CALLS.authenticate),
      headers: { 'content-type': 'application/json', ...gatewayHeaders() },
      payload: (await sealBody(app, CALLS.authenticate, { userName, password })) as object,
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('refuses the next try over the per-user limit with 429 GW1029 in the envelope, until the minute is over', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await password(hr.email)).statusCode).toBe(401);
    }
    // Two wrong passwords would lock on the third: use the right one for the rest.
    expect((await password(hr.email, hr.password)).statusCode).toBe(200);
    expect((await password(hr.email, hr.password)).statusCode).toBe(200);
    const over = await password(hr.email, hr.password);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      status: 'failed',
      systemInformation: { errorCode: ERROR_CODES.rateLimited },
    });
    // Another user is not held up by it.
    expect((await password(broker.email, broker.password)).statusCode).toBe(200);
    app.store.clock.advance(60);
    expect((await password(hr.email, hr.password)).statusCode).toBe(200);
  });

  it('limits one address across users, and code requests count too', async () => {
    // The password step is the user's first request of the minute.
    const token = await authenticate(app);
    for (let i = 0; i < 3; i += 1) {
      const sent = await send(app, CALLS.requestOtp, {
        query: mfa,
        body: { userName: hr.email },
        token,
      });
      expect(sent.statusCode).toBe(200);
    }
    const fifth = await send(app, CALLS.requestOtp, {
      query: mfa,
      body: { userName: hr.email },
      token,
    });
    expect(fifth.statusCode).toBe(429);
    expect(codeOf(fifth)).toBe(ERROR_CODES.rateLimited);
    // The address has made five requests this minute: the broker's is the sixth and last.
    expect((await password(broker.email, broker.password)).statusCode).toBe(200);
    const seventh = await password(broker.email, broker.password);
    expect(seventh.statusCode).toBe(429);
    // From another address the broker gets in.
    expect((await password(broker.email, broker.password, '10.0.0.7')).statusCode).toBe(200);
  });

  it('without a trusted proxy, X-Forwarded-For is not believed: the peer is the address', async () => {
    for (let i = 0; i < 6; i += 1) {
      const answer = await forwarded(app, `198.51.100.${i + 1}`, i % 2 === 0 ? hr : broker);
      expect(answer.statusCode).toBe(200);
    }
    expect((await forwarded(app, '198.51.100.99', broker)).statusCode).toBe(429);
  });
});

/** A sign-in (right password) that nginx forwarded from `client` (the peer is nginx, 127.0.0.1). */
const forwarded = async (
  app: MockApp,
  client: string,
  user: { email: string; password: string },
  peer = '127.0.0.1',
) =>
  app.inject({
    method: 'POST',
    url: urlOf(CALLS.authenticate),
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': client,
      ...gatewayHeaders(),
    },
    payload: (await sealBody(app, CALLS.authenticate, {
      userName: user.email,
      password: user.password,
    })) as object,
    remoteAddress: peer,
  });

describe('rate limit per address behind the portal’s nginx (MOCK_TRUST_PROXY)', () => {
  let app: MockApp;
  useResetApp((built) => (app = built), {
    config: { rateLimitPerUser: 100, rateLimitPerAddress: 3, trustProxy: 'loopback' },
  });

  it('counts each client nginx forwards as its own address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await forwarded(app, '198.51.100.1', hr)).statusCode).toBe(200);
    }
    expect((await forwarded(app, '198.51.100.1', hr)).statusCode).toBe(429);
    // Another office behind the same nginx is not held up by the first one's minute.
    expect((await forwarded(app, '198.51.100.2', broker)).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a trusted proxy: a client cannot pick its address', async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await forwarded(app, `198.51.100.${i + 10}`, hr, '203.0.113.9');
      expect(answer.statusCode).toBe(200);
    }
    expect((await forwarded(app, '198.51.100.50', hr, '203.0.113.9')).statusCode).toBe(429);
  });
});
