import { CALL_ROUTES, type CALLS } from '@mo/contracts';
import type { ApiClient, CallBody } from '@/lib/api-client';
import { withSealedPasswords } from '@/lib/password-crypto';

/** POST auth/authenticate: the password step (password sealed); answers the after-login token. */
export const authenticate = (api: ApiClient, body: CallBody<typeof CALLS.authenticate>) =>
  withSealedPasswords(api, CALL_ROUTES.authenticate.id, async (seal) =>
    api.call(CALL_ROUTES.authenticate, { body: { ...body, password: await seal(body.password) } }),
  );
