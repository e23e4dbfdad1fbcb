import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { CallAuth, TokenPair } from '@mo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { fail } from '../lib/api-error';
import { epochSeconds } from '../lib/clock';
import { literalUnion } from '../lib/schema';
import { worldOf } from '../lib/world';
import type { Session } from '../store/session-book';
import type { MockStore, StoredUser } from '../store/store';
import { requireClient } from './client-auth';

/**
 * Token scopes of the mock. `after-login` may only request and validate the e-mail code;
 * `first-time-login` (err100) and `two-factor` (a forgot-password code) may only set the
 * password; `full` is a signed-in user; `refresh` only renews tokens. Scopes are cumulative as in
 * the spec: a full token may do what an after-login token may.
 */
export const TOKEN_SCOPES = [
  'after-login',
  'first-time-login',
  'two-factor',
  'full',
  'refresh',
] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

type TokenAuth = Exclude<CallAuth, 'public' | 'client' | 'by-mode'>;
const ACCEPTED: Record<TokenAuth, readonly TokenScope[]> = {
  'after-login': ['after-login', 'full'],
  'first-time-or-two-factor': ['first-time-login', 'two-factor'],
  full: ['full'],
  session: ['full'],
};

const TokenClaims = Type.Object({
  sub: Type.String({ minLength: 1 }),
  scope: literalUnion(TOKEN_SCOPES),
  jti: Type.String({ minLength: 1 }),
  sid: Type.Optional(Type.String({ minLength: 1 })),
  /** The sandbox the token was issued in (absent in the default world): refused in any other. */
  sbx: Type.Optional(Type.String({ minLength: 1 })),
  iat: Type.Integer(),
  exp: Type.Integer(),
});
export type TokenClaims = Static<typeof TokenClaims>;
const checkClaims = Compile(TokenClaims);

export interface AuthContext {
  user: StoredUser;
  claims: TokenClaims;
  /** Set on `session` calls: the live session of the token. */
  session?: Session;
}

export interface SignedToken {
  token: string;
  claims: TokenClaims;
  expiresIn: number;
}

/** What tokens need of a world: its clock, lifetimes, sessions and sandbox id. */
export type TokenWorld = Pick<MockStore, 'clock' | 'lifetimes' | 'sessions' | 'sandboxId'>;

export interface TokenService {
  /** A token of the world: its clock's time, its lifetimes, its sandbox id. */
  sign(world: TokenWorld, userId: string, scope: TokenScope, sid?: string): SignedToken;
  /**
   * A full-scope access and refresh token pair, linked in the world's sessions so either end
   * revokes both.
   */
  pair(world: TokenWorld, userId: string, sid?: string): TokenPair & { jti: string };
  /**
   * The claims of a bearer authorization header, checked against the world (its sandbox, clock
   * and sessions); throws GW1031, GW1033 as the gateway would.
   */
  verify(world: TokenWorld, authorization: string | undefined): TokenClaims;
  /**
   * The claims of a refresh token. Every failure (garbled, expired, revoked, not a refresh token,
   * of another sandbox) is GW1031: the portal signs out on it rather than trying to refresh again.
   */
  verifyRefresh(world: TokenWorld, token: string): TokenClaims;
  /**
   * The claims of a token this mock signed, expired or not; undefined if it did not sign it.
   * `keep: false` leaves the verified-token cache as it was (the journal's look at a refused token).
   */
  decode(token: string, keep?: boolean): TokenClaims | undefined;
  /** How many verified tokens the signature cache holds (at most VERIFIED_TOKENS_KEPT). */
  cachedTokens(): number;
}

/**
 * How many verified tokens keep their checked claims. A token's signature and claims shape never
 * change, so checking them again on every call of a signed-in user is wasted work (an HMAC and a
 * JSON parse per request). Only that is cached, keyed by the whole token text (a changed byte is
 * another key, checked afresh): expiry, revocation and the session are checked on every request.
 */
export const VERIFIED_TOKENS_KEPT = 1024;

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

/** A token of another sandbox (or of a sandbox, in the default world) is not this world's. */
const ofWorld = (claims: TokenClaims, world: TokenWorld): boolean =>
  (claims.sbx ?? null) === world.sandboxId;

const createTokenService = (app: FastifyInstance): TokenService => {
  // Read at signing time: the control API may change the world's lifetimes while the mock runs.
  const ttlOf = (world: TokenWorld, scope: TokenScope) =>
    scope === 'refresh'
      ? world.lifetimes.refreshTokenTtlSeconds
      : world.lifetimes.accessTokenTtlSeconds;

  const sign: TokenService['sign'] = (world, userId, scope, sid) => {
    // iat and exp come from the mock clock, so advancing it expires tokens without waiting.
    const iat = epochSeconds(world.clock.now());
    const expiresIn = ttlOf(world, scope);
    const claims: TokenClaims = {
      sub: userId,
      scope,
      jti: randomUUID(),
      ...(sid ? { sid } : {}),
      ...(world.sandboxId === null ? {} : { sbx: world.sandboxId }),
      iat,
      exp: iat + expiresIn,
    };
    return { token: app.jwt.sign(claims), claims, expiresIn };
  };

  /** Verified tokens' claims (frozen), oldest first: the first one goes when it is full. */
  const verified = new Map<string, Readonly<TokenClaims>>();
  const decode: TokenService['decode'] = (token, keep = true) => {
    const known = verified.get(token);
    if (known) return known;
    let payload: unknown;
    try {
      payload = app.jwt.verify(token);
    } catch {
      return undefined;
    }
    if (!checkClaims.Check(payload)) return undefined;
    if (!keep) return payload;
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    const claims = Object.freeze(payload);
    verified.set(token, claims);
    return claims;
  };

  return {
    sign,
    decode,
    cachedTokens: () => verified.size,
    pair: (world, userId, sid) => {
      const access = sign(world, userId, 'full', sid);
      const refresh = sign(world, userId, 'refresh', sid);
      world.sessions.linkPair(access.claims.jti, refresh.claims.jti);
      return {
        accessToken: access.token,
        refreshToken: refresh.token,
        tokenType: 'Bearer',
        expiresIn: access.expiresIn,
        scope: 'full',
        jti: access.claims.jti,
      };
    },
    verify: (world, authorization) => {
      const { sessions } = world;
      const token = BEARER.exec(authorization ?? '')?.[1];
      if (!token) throw fail.invalidToken();
      const claims = decode(token);
      if (!claims || !ofWorld(claims, world)) throw fail.invalidToken();
      if (claims.exp * 1000 <= world.clock.now()) {
        // out of the cache (checked afresh if it comes back: decode still reads expired tokens)
        verified.delete(token);
        throw fail.tokenExpired();
      }
      if (sessions.isRevoked(claims.jti)) throw fail.invalidToken('Token revoked');
      if (sessions.isStolen(sessions.sessionIdOf(claims.jti, claims.sid))) {
        throw fail.invalidToken('Session revoked');
      }
      return claims;
    },
    verifyRefresh: (world, token) => {
      const claims = decode(token);
      if (!claims || claims.scope !== 'refresh' || !ofWorld(claims, world)) {
        throw fail.invalidToken('Invalid refresh token');
      }
      if (claims.exp * 1000 <= world.clock.now()) throw fail.invalidToken('Refresh token expired');
      if (world.sessions.isRevoked(claims.jti)) throw fail.invalidToken('Token revoked');
      return claims;
    },
  };
};

export const setupAuth = async (app: FastifyInstance): Promise<void> => {
  await app.register(jwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256' },
    // Expiry is checked against the mock clock in verify(), not the wall clock.
    verify: { algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true },
  });
  app.decorate('tokens', createTokenService(app));
  app.decorateRequest('auth', null);
};

/**
 * `by-mode` calls (the e-mail code): forgot-password is public, it is how a user without a
 * password gets in; multi-factor-auth needs the after-login token. The mode is read from the raw
 * query, since this runs before validation; anything but forgot-password needs the token.
 */
const tokenRuleOf = (auth: CallAuth, request: FastifyRequest): TokenAuth | 'public' | 'client' => {
  if (auth !== 'by-mode') return auth;
  const mode = (request.query as Record<string, unknown> | undefined)?.mode;
  return mode === 'forgot-password' ? 'public' : 'after-login';
};

/**
 * The check enforcing a call's auth rule (run by each call's onRequest hook): Basic client credentials on oauth2 calls
 * (GW1031), else a valid token (GW1031, GW1033), of a scope the call accepts (GW1034), and for
 * `session` calls a live session that no newer sign-in of the same user has replaced (err300).
 */
export const authorizeRequest = (auth: CallAuth, request: FastifyRequest): void => {
  const rule = tokenRuleOf(auth, request);
  if (rule === 'public') return;
  if (rule === 'client') {
    requireClient(request.headers.authorization);
    return;
  }
  const world = worldOf(request);
  const claims = request.server.tokens.verify(world, request.headers.authorization);
  const user = world.users.get(claims.sub);
  if (!user) throw fail.invalidToken();
  if (!ACCEPTED[rule].includes(claims.scope)) {
    throw fail.insufficientScope(`A ${claims.scope} token cannot make this call`);
  }
  if (rule !== 'session') {
    request.auth = { user, claims };
    return;
  }
  const session = world.sessions.find(user.id, claims.jti, claims.sid);
  if (!session) throw fail.invalidSession();
  request.auth = { user, claims, session };
};

/** authorizeRequest as an async hook. */
export const authorize = (auth: CallAuth) => async (request: FastifyRequest) =>
  authorizeRequest(auth, request);
