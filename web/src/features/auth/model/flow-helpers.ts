import type { ApiClient } from '@/lib/api-client';
import { codeRequestFailure } from '@/lib/code-request-failure';
import { fetchSysParam, otpValiditySeconds } from '@/lib/sys-params';

/** OTP validity from DEFAULT_VARIABLES; a failed lookup falls back to 180 s. */
export async function loadOtpValidity(api: ApiClient): Promise<number> {
  try {
    return otpValiditySeconds(await fetchSysParam(api, 'DEFAULT_VARIABLES'));
  } catch {
    return otpValiditySeconds(null);
  }
}

export { codeRequestFailure };
