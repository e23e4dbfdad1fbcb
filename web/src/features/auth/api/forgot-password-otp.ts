import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** POST otp?mode=forgot-password&type=email, without any token. */
export const requestForgotPasswordOtp = (api: ApiClient, userName: string) =>
  api.call(CALL_ROUTES.requestOtp, {
    query: { mode: 'forgot-password', type: 'email' },
    body: { userName },
    accessToken: null,
  });

/** POST otp/validate?mode=forgot-password&type=email: a valid code answers the two-factor token. */
export const validateForgotPasswordOtp = (
  api: ApiClient,
  input: { userName: string; otp: string },
) =>
  api.call(CALL_ROUTES.validateOtp, {
    query: { mode: 'forgot-password', type: 'email' },
    body: input,
    accessToken: null,
  });
