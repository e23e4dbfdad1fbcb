import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** POST otp?mode=multi-factor-auth&type=email with the after-login token. */
export const requestMfaOtp = (api: ApiClient, userName: string, accessToken: string) =>
  api.call(CALL_ROUTES.requestOtp, {
    query: { mode: 'multi-factor-auth', type: 'email' },
    body: { userName },
    accessToken,
  });
