import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import type { MockApp } from '../../types';
import { oauth2Routes } from './oauth2';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Form bodies, for this area only: the parser is added inside the area's plugin, so Fastify's
 * encapsulation keeps every other area on JSON (a form body elsewhere is still 415 GC415). A
 * repeated field is refused rather than guessed at; `__proto__` becomes an own property, which the
 * schema (no additional properties) then refuses.
 */
const parseForm = (body: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, name)) throw fail.badRequest(`Repeated form field ${name}`);
    Object.defineProperty(fields, name, { value, enumerable: true, writable: true });
  }
  return fields;
};

/** Identity provider: token renewal and revocation (client credentials, form-encoded). */
export const identityRoutes = async (app: MockApp): Promise<void> => {
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, String(body).trim() === '' ? undefined : parseForm(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // Rotation: a new pair for the same session; the used refresh token and its access token stop
  // working, so a stolen refresh token is good for one use at most. Presenting a rotated refresh
  // token again is theft: the whole family (session, current tokens) is revoked. Only the user's
  // live session may renew: a replaced or ended session's refresh token gets err300.
  registerCall(app, CALLS.refreshToken, ({ body, world }) => {
    const sessions = world.sessions;
    const sessionOf = (jti: string, sid?: string) => {
      const accessJti = sessions.partner(jti);
      return sid ?? (accessJti === undefined ? undefined : sessions.sessionIdOf(accessJti));
    };
    const presented = app.tokens.decode(body.refresh_token);
    if (presented?.scope === 'refresh' && sessions.wasRotated(presented.jti)) {
      sessions.revokeFamily(presented.sub, sessionOf(presented.jti, presented.sid));
      throw fail.invalidToken('Refresh token reuse: the session is revoked');
    }
    const claims = app.tokens.verifyRefresh(world, body.refresh_token);
    const user = world.users.get(claims.sub);
    if (!user) throw fail.invalidToken('Invalid refresh token');
    const sid = sessionOf(claims.jti, claims.sid);
    if (!sessions.isLive(user.id, sid)) {
      sessions.revokePair(claims.jti);
      throw fail.invalidSession();
    }
    sessions.revokePair(claims.jti);
    sessions.markRotated(claims.jti);
    const { jti: _jti, ...pair } = app.tokens.pair(world, user.id, sid);
    return pair;
  });

  oauth2Routes(app);

  // RFC 7009: an unknown or already invalid token is still a success; only the client is checked.
  registerCall(app, CALLS.revokeToken, ({ body, world }) => {
    const claims = app.tokens.decode(body.token);
    if (claims) world.sessions.revokePair(claims.jti);
    return {};
  });
};
