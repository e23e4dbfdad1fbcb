import { CALLS } from '@mo/contracts';
import type { ApiClient, CallBody } from '../../../lib/api-client';

/** POST auth/authenticate: the password step; answers the after-login token. */
export const authenticate = (api: ApiClient, body: CallBody<typeof CALLS.authenticate>) =>
  api.call(CALLS.authenticate, { body });
