import { CALLS } from '@mo/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** PUT users/password?mode=signinmo: a first-time user's password, with the err100 token. */
export const createFirstPassword = (api: ApiClient, password: string, firstTimeToken: string) =>
  api.call(CALLS.updatePassword, {
    query: { mode: 'signinmo' },
    body: { password },
    accessToken: firstTimeToken,
  });

/** PUT users/password?mode=forgot-password: a new password, with the two-factor token. */
export const resetForgottenPassword = (
  api: ApiClient,
  input: { userName: string; password: string },
  twoFactorToken: string,
) =>
  api.call(CALLS.updatePassword, {
    query: { mode: 'forgot-password' },
    body: input,
    accessToken: twoFactorToken,
  });
