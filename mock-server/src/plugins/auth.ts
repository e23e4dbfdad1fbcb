import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { CallAuth, TokenPair } from '@mo/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { fail } from '../lib/api-error';
import { epochSeconds } from '../lib/clock';
import { literalUnion } from '../lib/schema';
import type { Session } from '../store/session-book';
import type { StoredUser } from '../store/store';

/**
 * Token scopes of the mock. `after-login` may only request and validate the e-mail code;
 * `two-factor` is what a forgot-password code buys; `full` is a signed-in user; `refresh` only
 * renews tokens. Scopes are cumulative as in the spec: a full token may do what an after-login
 * token may.
 */
export const TOKEN_SCOPES = ['after-login', 'two-factor', 'full', 'refresh'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

const ACCEPTED: Record<Exclude<CallAuth, 'public'>, readonly TokenScope[]> = {
  'after-login': ['after-login', 'full'],
  full: ['full'],
  session: ['full'],
};

const TokenClaims = Type.Object({
  sub: Type.String({ minLength: 1 }),
  scope: literalUnion(TOKEN_SCOPES),
  jti: Type.String({ minLength: 1 }),
  sid: Type.Optional(Type.String({ minLength: 1 })),
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

export interface TokenService {
  sign(userId: string, scope: TokenScope, sid?: string): SignedToken;
  /** An access and refresh token pair, linked so ending the session revokes both. */
  pair(userId: string, scope: 'full' | 'two-factor', sid?: string): TokenPair & { jti: string };
  /** The claims of a bearer authorization header; throws GW1031, GW1033 as the gateway would. */
  verify(authorization: string | undefined): TokenClaims;
}

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

const createTokenService = (app: FastifyInstance): TokenService => {
  const ttlOf = (scope: TokenScope) =>
    scope === 'refresh' ? app.config.refreshTokenTtlSeconds : app.config.accessTokenTtlSeconds;

  const sign: TokenService['sign'] = (userId, scope, sid) => {
    // iat and exp come from the mock clock, so advancing it expires tokens without waiting.
    const iat = epochSeconds(app.clock.now());
    const expiresIn = ttlOf(scope);
    const claims: TokenClaims = {
      sub: userId,
      scope,
      jti: randomUUID(),
      ...(sid ? { sid } : {}),
      iat,
      exp: iat + expiresIn,
    };
    return { token: app.jwt.sign(claims), claims, expiresIn };
  };

  return {
    sign,
    pair: (userId, scope, sid) => {
      const access = sign(userId, scope, sid);
      const refresh = sign(userId, 'refresh', sid);
      app.store.sessions.linkPair(access.claims.jti, refresh.claims.jti);
      return {
        accessToken: access.token,
        refreshToken: refresh.token,
        tokenType: 'Bearer',
        expiresIn: access.expiresIn,
        scope,
        jti: access.claims.jti,
      };
    },
    verify: (authorization) => {
      const token = BEARER.exec(authorization ?? '')?.[1];
      if (!token) throw fail.invalidToken();
      let payload: unknown;
      try {
        payload = app.jwt.verify(token);
      } catch {
        throw fail.invalidToken();
      }
      if (!checkClaims.Check(payload)) throw fail.invalidToken();
      if (payload.exp * 1000 <= app.clock.now()) throw fail.tokenExpired();
      if (app.store.sessions.isRevoked(payload.jti)) throw fail.invalidToken('Token revoked');
      return payload;
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
 * The onRequest hook enforcing a call's auth rule: a valid token (GW1031, GW1033), of a scope the
 * call accepts (GW1034), and for `session` calls a live session that no newer sign-in of the same
 * user has replaced (err300).
 */
export const authorize = (auth: CallAuth) => async (request: FastifyRequest) => {
  if (auth === 'public') return;
  const app = request.server;
  const claims = app.tokens.verify(request.headers.authorization);
  const user = app.store.users.get(claims.sub);
  if (!user) throw fail.invalidToken();
  if (!ACCEPTED[auth].includes(claims.scope)) {
    throw fail.insufficientScope(`A ${claims.scope} token cannot make this call`);
  }
  if (auth !== 'session') {
    request.auth = { user, claims };
    return;
  }
  const session = app.store.sessions.find(user.id, claims.jti, claims.sid);
  if (!session) throw fail.invalidSession();
  request.auth = { user, claims, session };
};
