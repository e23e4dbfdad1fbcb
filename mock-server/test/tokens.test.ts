import { CALLS, ERROR_CODES } from '@mo/contracts';
import type { MockApp } from '../src/app';
import { VERIFIED_TOKENS_KEPT } from '../src/plugins/auth';
import { useResetApp } from './app-setup';
import {
  arm,
  basicAuth,
  claimsOf,
  codeOf,
  gatewayHeaders,
  send,
  sendForm,
  signIn,
  urlOf,
} from './helpers';

const signin = { mode: 'signin' };

describe('tokens: expiry, refresh rotation, revocation, session after refresh', () => {
  let app: MockApp;
  useResetApp((built) => (app = built));

  const refresh = (refreshToken: string, authorization?: string) =>
    sendForm(
      app,
      CALLS.refreshToken,
      { grant_type: 'refresh_token', refresh_token: refreshToken },
      authorization,
    );

  it('renews the pair for the same session; the old refresh token is then refused (GW1031)', async () => {
    const first = await signIn(app);
    app.store.clock.advance(900);
    expect(codeOf(await send(app, CALLS.userProfile, { token: first.accessToken }))).toBe(
      ERROR_CODES.tokenExpired,
    );
    const renewed = await refresh(first.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const pair = renewed.body.data!;
    expect(pair).toMatchObject({ tokenType: 'Bearer', scope: 'full', expiresIn: 900 });
    expect(claimsOf(pair.accessToken)).toMatchObject({ scope: 'full', sid: first.sessionId });
    expect(claimsOf(pair.refreshToken)).toMatchObject({ scope: 'refresh', sid: first.sessionId });
    expect((await send(app, CALLS.userProfile, { token: pair.accessToken })).statusCode).toBe(200);

    const reused = await refresh(first.refreshToken);
    expect(reused.statusCode).toBe(401);
    expect(codeOf(reused)).toBe(ERROR_CODES.invalidToken);
  });

  it('re-confirms the session when it is created again after a refresh (no err300)', async () => {
    const first = await signIn(app);
    const pair = (await refresh(first.refreshToken)).body.data!;
    const again = await send(app, CALLS.createSession, { query: signin, token: pair.accessToken });
    expect(again.statusCode).toBe(200);
    expect(again.body).toMatchObject({ status: true, message: 'success' });
    expect(again.body.data?.sessionId).toBe(first.sessionId);
    expect((await send(app, CALLS.userProfile, { token: pair.accessToken })).statusCode).toBe(200);
  });

  it('ends the older session on a new sign-in, even after it refreshed: err300', async () => {
    const first = await signIn(app);
    const pair = (await refresh(first.refreshToken)).body.data!;
    const second = await signIn(app);
    expect(second.sessionId).not.toBe(first.sessionId);
    const old = await send(app, CALLS.userProfile, { token: pair.accessToken });
    expect(old.statusCode).toBe(401);
    expect(codeOf(old)).toBe(ERROR_CODES.invalidSession);
    expect((await send(app, CALLS.userProfile, { token: second.accessToken })).statusCode).toBe(
      200,
    );
  });

  it('refuses the refresh token of a replaced session (err300): it cannot take the session back', async () => {
    const a = await signIn(app);
    const b = await signIn(app);
    const renewed = await refresh(a.refreshToken);
    expect(renewed.statusCode).toBe(401);
    expect(codeOf(renewed)).toBe(ERROR_CODES.invalidSession);
    // B stays the live session.
    expect((await send(app, CALLS.userProfile, { token: b.accessToken })).statusCode).toBe(200);
  });

  it('refuses to reopen a replaced session with a token renewed before it was replaced', async () => {
    const a = await signIn(app);
    const renewedA = (await refresh(a.refreshToken)).body.data!;
    const b = await signIn(app);
    const reopen = await send(app, CALLS.createSession, {
      query: signin,
      token: renewedA.accessToken,
    });
    expect(reopen.statusCode).toBe(401);
    expect(codeOf(reopen)).toBe(ERROR_CODES.invalidSession);
    expect(codeOf(await refresh(renewedA.refreshToken))).toBe(ERROR_CODES.invalidSession);
    expect((await send(app, CALLS.userProfile, { token: b.accessToken })).statusCode).toBe(200);
  });

  it('refuses the refresh token of a signed-out session', async () => {
    const a = await signIn(app);
    await send(app, CALLS.deleteSession, { query: signin, token: a.accessToken });
    const renewed = await refresh(a.refreshToken);
    expect(renewed.statusCode).toBe(401);
    expect((await send(app, CALLS.userProfile, { token: a.accessToken })).statusCode).toBe(401);
  });

  it('treats a replayed rotated refresh token as theft: the whole family is revoked', async () => {
    const a = await signIn(app);
    const second = (await refresh(a.refreshToken)).body.data!;
    const third = (await refresh(second.refreshToken)).body.data!;
    expect((await send(app, CALLS.userProfile, { token: third.accessToken })).statusCode).toBe(200);
    // The first refresh token, long rotated, comes back: someone else holds the family.
    const replay = await refresh(a.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(codeOf(replay)).toBe(ERROR_CODES.invalidToken);
    const current = await send(app, CALLS.userProfile, { token: third.accessToken });
    expect(current.statusCode).toBe(401);
    expect(codeOf(current)).toBe(ERROR_CODES.invalidToken);
    expect((await refresh(third.refreshToken)).statusCode).toBe(401);
    // The user signs in afresh and works again.
    const fresh = await signIn(app);
    expect((await send(app, CALLS.userProfile, { token: fresh.accessToken })).statusCode).toBe(200);
  });

  it('refuses an expired refresh token with 401 GW1031 (not GW1033: the portal signs out)', async () => {
    const { refreshToken } = await signIn(app);
    app.store.clock.advance(3600);
    const answer = await refresh(refreshToken);
    expect(answer.statusCode).toBe(401);
    expect(codeOf(answer)).toBe(ERROR_CODES.invalidToken);
  });

  it('refuses an access token given as the refresh token', async () => {
    const { accessToken } = await signIn(app);
    expect(codeOf(await refresh(accessToken))).toBe(ERROR_CODES.invalidToken);
  });

  it.each([
    ['no authorization', undefined],
    ['a bearer token', 'Bearer abc.def.ghi'],
    ['bad base64', 'Basic %%%'],
    ['no colon', `Basic ${Buffer.from('mo-portal-web').toString('base64')}`],
    ['a wrong secret', basicAuth('mo-portal-web', 'guess')],
    ['another client', basicAuth('other', 'mo-portal-web-public')],
    ['an empty value', 'Basic '],
  ])('answers 401 GW1031 to client credentials with %s', async (_case, authorization) => {
    const { refreshToken } = await signIn(app);
    const answer = await refresh(refreshToken, authorization ?? '');
    expect(answer.statusCode).toBe(401);
    expect(codeOf(answer)).toBe(ERROR_CODES.invalidToken);
    // the refresh token was not used up
    expect((await refresh(refreshToken)).statusCode).toBe(200);
  });

  it('revokes an access token and its refresh token', async () => {
    const { accessToken, refreshToken } = await signIn(app);
    const revoked = await sendForm(app, CALLS.revokeToken, {
      token: accessToken,
      token_type_hint: 'access_token',
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.status).toBe('success');
    expect(codeOf(await send(app, CALLS.userProfile, { token: accessToken }))).toBe(
      ERROR_CODES.invalidToken,
    );
    expect(codeOf(await refresh(refreshToken))).toBe(ERROR_CODES.invalidToken);
  });

  it('revokes by refresh token too, and answers success to an unknown token (RFC 7009)', async () => {
    const { accessToken, refreshToken } = await signIn(app);
    expect((await sendForm(app, CALLS.revokeToken, { token: refreshToken })).statusCode).toBe(200);
    expect(codeOf(await send(app, CALLS.userProfile, { token: accessToken }))).toBe(
      ERROR_CODES.invalidToken,
    );
    expect((await sendForm(app, CALLS.revokeToken, { token: 'not-a-token' })).statusCode).toBe(200);
    const noClient = await sendForm(app, CALLS.revokeToken, { token: accessToken }, '');
    expect(codeOf(noClient)).toBe(ERROR_CODES.invalidToken);
  });

  it('follows token lifetimes set at run time, and reset restores them', async () => {
    const set = await arm(app, 'token-lifetime', {
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 120,
    });
    expect(set.body.lifetimes).toEqual({ accessTokenTtlSeconds: 60, refreshTokenTtlSeconds: 120 });
    const { accessToken, refreshToken } = await signIn(app);
    app.store.clock.advance(60);
    expect(codeOf(await send(app, CALLS.userProfile, { token: accessToken }))).toBe(
      ERROR_CODES.tokenExpired,
    );
    app.store.clock.advance(60);
    expect(codeOf(await refresh(refreshToken))).toBe(ERROR_CODES.invalidToken);

    await app.inject({ method: 'POST', url: '/__mock/reset' });
    const direct = await app.inject({ method: 'POST', url: '/__mock/config', payload: {} });
    expect(direct.json()).toEqual({ accessTokenTtlSeconds: 900, refreshTokenTtlSeconds: 3600 });
  });

  describe('form bodies', () => {
    it('are refused outside the oauth2 calls (415 GC415)', async () => {
      const answer = await app.inject({
        method: 'POST',
        url: urlOf(CALLS.authenticate),
        headers: { ...gatewayHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'userName=a%40b.co&password=x',
      });
      expect(answer.statusCode).toBe(415);
      expect(answer.json().systemInformation.errorCode).toBe(ERROR_CODES.unsupportedMediaType);
    });

    it.each([
      ['a wrong grant', 'grant_type=password&refresh_token=x', ERROR_CODES.badRequest],
      ['a missing field', 'grant_type=refresh_token', ERROR_CODES.required],
      ['a repeated field', 'grant_type=refresh_token&grant_type=x&refresh_token=x', 'GC400'],
      ['a prototype key', '__proto__=x&grant_type=refresh_token&refresh_token=x', 'GC400'],
      ['percent garbage', 'grant_type=%E0%A4%A&refresh_token=%', ERROR_CODES.badRequest],
    ])('answer 400, never 500, to %s', async (_case, payload, code) => {
      const answer = await app.inject({
        method: 'POST',
        url: urlOf(CALLS.refreshToken),
        headers: {
          ...gatewayHeaders(),
          authorization: basicAuth(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().systemInformation.errorCode).toBe(code);
    });
  });

  describe('the verified-token cache (signature checks kept; expiry, revocation, session every time)', () => {
    it('refuses a cached token once its pair is revoked (GW1031)', async () => {
      const { accessToken } = await signIn(app);
      expect((await send(app, CALLS.userProfile, { token: accessToken })).statusCode).toBe(200);
      expect(app.tokens.cachedTokens()).toBeGreaterThan(0);
      await sendForm(app, CALLS.revokeToken, { token: accessToken });
      const answer = await send(app, CALLS.userProfile, { token: accessToken });
      expect(answer.statusCode).toBe(401);
      expect(codeOf(answer)).toBe(ERROR_CODES.invalidToken);
    });

    it('refuses a cached token whose session a newer sign-in replaced (err300)', async () => {
      const first = await signIn(app);
      expect((await send(app, CALLS.userProfile, { token: first.accessToken })).statusCode).toBe(
        200,
      );
      await signIn(app);
      expect(codeOf(await send(app, CALLS.userProfile, { token: first.accessToken }))).toBe(
        ERROR_CODES.invalidSession,
      );
    });

    it('refuses a cached token once it expires on the mock clock (GW1033) and drops it', async () => {
      const { accessToken } = await signIn(app);
      expect((await send(app, CALLS.userProfile, { token: accessToken })).statusCode).toBe(200);
      const cached = app.tokens.cachedTokens();
      app.store.clock.advance(900);
      expect(codeOf(await send(app, CALLS.userProfile, { token: accessToken }))).toBe(
        ERROR_CODES.tokenExpired,
      );
      expect(app.tokens.cachedTokens()).toBe(cached - 1);
    });

    it('checks a cached token with its claims changed afresh, and refuses it (GW1031)', async () => {
      const { accessToken } = await signIn(app);
      expect((await send(app, CALLS.userProfile, { token: accessToken })).statusCode).toBe(200);
      const [head, , signature] = accessToken.split('.');
      const claims = { ...claimsOf(accessToken), exp: 4_102_444_800 };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      const forged = `${head}.${body}.${signature}`;
      expect(codeOf(await send(app, CALLS.userProfile, { token: forged }))).toBe(
        ERROR_CODES.invalidToken,
      );
    });

    it(`keeps at most ${VERIFIED_TOKENS_KEPT} tokens, the oldest out first (still valid)`, () => {
      const tokens = Array.from(
        { length: VERIFIED_TOKENS_KEPT + 50 },
        () => app.tokens.sign(app.store, 'USR-cache', 'full').token,
      );
      for (const token of tokens) app.tokens.verify(app.store, `Bearer ${token}`);
      expect(app.tokens.cachedTokens()).toBe(VERIFIED_TOKENS_KEPT);
      expect(app.tokens.verify(app.store, `Bearer ${tokens[0]!}`).sub).toBe('USR-cache');
      expect(app.tokens.cachedTokens()).toBe(VERIFIED_TOKENS_KEPT);
    });
  });
});
