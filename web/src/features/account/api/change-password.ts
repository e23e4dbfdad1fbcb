import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';
import { withSealedPasswords } from '@/lib/password-crypto';

export interface ChangePasswordInput {
  userName: string;
  password: string;
  currentPassword: string;
}

/**
 * PUT users/password?mode=changepassword, with the two-factor token of the code step; the new
 * and the current password travel sealed.
 */
export const changePassword = (
  api: ApiClient,
  input: ChangePasswordInput,
  twoFactorToken: string,
) =>
  withSealedPasswords(api, CALL_ROUTES.updatePassword.id, async (seal) =>
    api.call(CALL_ROUTES.updatePassword, {
      query: { mode: 'changepassword' },
      body: {
        ...input,
        password: await seal(input.password),
        currentPassword: await seal(input.currentPassword),
      },
      accessToken: twoFactorToken,
    }),
  );
