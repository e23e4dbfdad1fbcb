import type { ApiClient, ApiFailure } from '../../lib/api-client';
import { codeRequestFailure } from '../../lib/code-request-failure';
import { fetchSysParam, otpValiditySeconds } from '../../lib/sys-params';

export const localFailure = (errorCode: string): ApiFailure => ({
  errorCode,
  serverMessage: null,
  httpStatus: null,
  details: [],
});

/** OTP validity from DEFAULT_VARIABLES; a failed lookup falls back to 180 s. */
export async function loadOtpValidity(api: ApiClient): Promise<number> {
  try {
    return otpValiditySeconds(await fetchSysParam(api, 'DEFAULT_VARIABLES'));
  } catch {
    return otpValiditySeconds(null);
  }
}

export { codeRequestFailure };
