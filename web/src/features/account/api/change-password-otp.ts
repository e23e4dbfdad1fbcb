import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** POST otp?mode=multi-factor-auth&type=email for the signed-in user (session token). */
export const requestChangePasswordOtp = (api: ApiClient, userName: string) =>
  api.call(CALL_ROUTES.requestOtp, {
    query: { mode: 'multi-factor-auth', type: 'email' },
    body: { userName },
  });

/** POST otp/validate, same query, with the session token: answers a two-factor token. */
export const validateChangePasswordOtp = (api: ApiClient, userName: string, otp: string) =>
  api.call(CALL_ROUTES.validateOtp, {
    query: { mode: 'multi-factor-auth', type: 'email' },
    body: { userName, otp },
  });
