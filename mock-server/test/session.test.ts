import { createHmac } from 'node:crypto';
import { CALLS, ERROR_CODES } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import { authenticate, claimsOf, codeOf, send, signIn } from './helpers';

const signin = { mode: 'signin' };

describe('sessions and tokens', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  it('creates a session with status true and message success', async () => {
    const { sessionId, accessToken } = await signIn(app);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await send(app, CALLS.createSession, { query: signin, token: accessToken });
    expect(again.statusCode).toBe(200);
    expect(again.body.status).toBe(true);
    expect(again.body.message).toBe('success');
  });

  it('serves session calls only once a session exists: err300 before', async () => {
    const { accessToken } = await signIn(app);
    // A fresh full token of the same user that never opened a session.
    const pair = app.tokens.pair(app.store, 'USR000001', 'full');
    const before = await send(app, CALLS.userProfile, { token: pair.accessToken });
    expect(before.statusCode).toBe(401);
    expect(codeOf(before)).toBe(ERROR_CODES.invalidSession);
    // The signed-in token, bound to its session, works.
    expect((await send(app, CALLS.userProfile, { token: accessToken })).statusCode).toBe(200);
  });

  it('lets the newest sign-in win: the older session gets 401 err300 (concurrent login)', async () => {
    const first = await signIn(app, 'hr');
    const second = await signIn(app, 'hr');
    const old = await send(app, CALLS.accessibleModules, { token: first.accessToken });
    expect(old.statusCode).toBe(401);
    expect(codeOf(old)).toBe(ERROR_CODES.invalidSession);
    expect(
      (await send(app, CALLS.accessibleModules, { token: second.accessToken })).statusCode,
    ).toBe(200);
  });

  it("keeps different users' sessions apart", async () => {
    const hr = await signIn(app, 'hr');
    await signIn(app, 'broker');
    expect((await send(app, CALLS.userProfile, { token: hr.accessToken })).statusCode).toBe(200);
  });

  it('ends the session and revokes the token pair on delete (status true, success)', async () => {
    const { accessToken, refreshToken } = await signIn(app);
    const deleted = await send(app, CALLS.deleteSession, { token: accessToken });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body).toMatchObject({ status: true, message: 'success', data: {} });
    const after = await send(app, CALLS.userProfile, { token: accessToken });
    expect(after.statusCode).toBe(401);
    expect(codeOf(after)).toBe(ERROR_CODES.invalidToken);
    expect(app.store.sessions.isRevoked(claimsOf(refreshToken).jti as string)).toBe(true);
  });

  it('signs out even a session replaced by a newer sign-in', async () => {
    const first = await signIn(app);
    await signIn(app);
    expect((await send(app, CALLS.deleteSession, { token: first.accessToken })).statusCode).toBe(
      200,
    );
  });

  it('expires access tokens after the TTL on the mock clock: 401 GW1033', async () => {
    const { accessToken } = await signIn(app);
    const { iat, exp } = claimsOf(accessToken) as { iat: number; exp: number };
    expect(exp - iat).toBe(900);
    // The mock clock runs on from where it is set: a few seconds' margin before the expiry, so a
    // slow machine cannot cross it between the setting and the call.
    app.store.clock.set((exp - 5) * 1000);
    expect((await send(app, CALLS.userProfile, { token: accessToken })).statusCode).toBe(200);
    app.store.clock.set(exp * 1000);
    const expired = await send(app, CALLS.userProfile, { token: accessToken });
    expect(expired.statusCode).toBe(401);
    expect(codeOf(expired)).toBe(ERROR_CODES.tokenExpired);
  });

  it.each([
    ['no token', undefined],
    ['a garbled token', 'not-a-jwt'],
    ['a token with a broken signature', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
  ])('answers 401 GW1031 to %s', async (_case, token) => {
    const answer = await send(app, CALLS.userProfile, token ? { token } : {});
    expect(answer.statusCode).toBe(401);
    expect(codeOf(answer)).toBe(ERROR_CODES.invalidToken);
  });

  it('answers 401 GW1031 to a well-formed token signed with another secret', async () => {
    const now = Math.floor(app.store.clock.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
      sub: 'USR000001',
      scope: 'full',
      jti: 'forged',
      iat: now,
      exp: now + 900,
    })}`;
    const signature = createHmac('sha256', 'someone-elses-secret').update(unsigned).digest();
    const forged = `${unsigned}.${signature.toString('base64url')}`;
    const answer = await send(app, CALLS.createSession, { query: signin, token: forged });
    expect(codeOf(answer)).toBe(ERROR_CODES.invalidToken);
  });

  it('answers 403 GW1034 to an after-login token on a full or session call', async () => {
    const afterLogin = await authenticate(app);
    const session = await send(app, CALLS.createSession, { query: signin, token: afterLogin });
    expect(session.statusCode).toBe(403);
    expect(codeOf(session)).toBe(ERROR_CODES.insufficientScope);
    const profile = await send(app, CALLS.userProfile, { token: afterLogin });
    expect(codeOf(profile)).toBe(ERROR_CODES.insufficientScope);
  });

  it('answers 403 GW1034 to a refresh token used as an access token', async () => {
    const { refreshToken } = await signIn(app);
    const answer = await send(app, CALLS.userProfile, { token: refreshToken });
    expect(answer.statusCode).toBe(403);
    expect(codeOf(answer)).toBe(ERROR_CODES.insufficientScope);
  });
});
