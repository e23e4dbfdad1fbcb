import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';
import { withSealedPasswords } from '@/lib/password-crypto';

/** PUT users/password?mode=signinmo: a first-time user's password (sealed), with the err100 token. */
export const createFirstPassword = (api: ApiClient, password: string, firstTimeToken: string) =>
  withSealedPasswords(api, CALL_ROUTES.updatePassword.id, async (seal) =>
    api.call(CALL_ROUTES.updatePassword, {
      query: { mode: 'signinmo' },
      body: { password: await seal(password) },
      accessToken: firstTimeToken,
    }),
  );

/** PUT users/password?mode=forgot-password: a new password (sealed), with the two-factor token. */
export const resetForgottenPassword = (
  api: ApiClient,
  input: { userName: string; password: string },
  twoFactorToken: string,
) =>
  withSealedPasswords(api, CALL_ROUTES.updatePassword.id, async (seal) =>
    api.call(CALL_ROUTES.updatePassword, {
      query: { mode: 'forgot-password' },
      body: { ...input, password: await seal(input.password) },
      accessToken: twoFactorToken,
    }),
  );
