import { CALLS } from '@mo/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** POST auth/session?mode=signin (no body) with the stored full token. */
export const createSession = (api: ApiClient) =>
  api.call(CALLS.createSession, { query: { mode: 'signin' } });
