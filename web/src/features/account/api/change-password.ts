import { CALLS } from '@mo/contracts';
import type { ApiClient } from '../../../lib/api-client';

export interface ChangePasswordInput {
  userName: string;
  password: string;
  currentPassword: string;
}

/** PUT users/password?mode=changepassword, with the two-factor token of the code step. */
export const changePassword = (
  api: ApiClient,
  input: ChangePasswordInput,
  twoFactorToken: string,
) =>
  api.call(CALLS.updatePassword, {
    query: { mode: 'changepassword' },
    body: input,
    accessToken: twoFactorToken,
  });
