import { CALLS } from '@mo/contracts';
import { fail } from '../../lib/api-error';
import { registerCall } from '../../lib/register-call';
import type { MockApp } from '../../types';

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
  // working, so a stolen refresh token is good for one use at most.
  registerCall(app, CALLS.refreshToken, ({ body }) => {
    const claims = app.tokens.verifyRefresh(body.refresh_token);
    const user = app.store.users.get(claims.sub);
    if (!user) throw fail.invalidToken('Invalid refresh token');
    const accessJti = app.store.sessions.partner(claims.jti);
    const sid =
      claims.sid ??
      (accessJti === undefined ? undefined : app.store.sessions.sessionIdOf(accessJti));
    app.store.sessions.revokePair(claims.jti);
    const { jti: _jti, ...pair } = app.tokens.pair(user.id, sid);
    return pair;
  });

  // RFC 7009: an unknown or already invalid token is still a success; only the client is checked.
  registerCall(app, CALLS.revokeToken, ({ body }) => {
    const claims = app.tokens.decode(body.token);
    if (claims) app.store.sessions.revokePair(claims.jti);
    return {};
  });
};
