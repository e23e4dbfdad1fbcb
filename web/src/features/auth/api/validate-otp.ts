import { CALLS } from '@mo/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** POST otp/validate?mode=multi-factor-auth&type=email: a valid code answers the full tokens. */
export const validateMfaOtp = (
  api: ApiClient,
  input: { userName: string; otp: string },
  accessToken: string,
) =>
  api.call(CALLS.validateOtp, {
    query: { mode: 'multi-factor-auth', type: 'email' },
    body: input,
    accessToken,
  });
