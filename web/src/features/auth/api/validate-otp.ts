import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** POST otp/validate?mode=multi-factor-auth&type=email: a valid code answers the full tokens. */
export const validateMfaOtp = (
  api: ApiClient,
  input: { userName: string; otp: string },
  accessToken: string,
) =>
  api.call(CALL_ROUTES.validateOtp, {
    query: { mode: 'multi-factor-auth', type: 'email' },
    body: input,
    accessToken,
  });
