import { toFailure, type ApiFailure } from './api-client';
import { CLIENT_ERROR_CODES, hasOwnMessage } from './error-catalogue';

/**
 * A failed code request (sending or resending the email code) shows the server's errorMessage, or
 * "Unable to generate OTP!" without one (spec part 1 section 8): the OTPGEN entry of the
 * catalogue. A code the catalogue gives a meaning of its own keeps it (err002 for an unknown
 * email, GW1029 for too many requests, no connection, err300); a code it only knows as the
 * generic "Terjadi kendala", or does not know at all, becomes OTPGEN.
 */
export function codeRequestFailure(error: unknown): ApiFailure {
  const failure = toFailure(error);
  return hasOwnMessage(failure.errorCode)
    ? failure
    : { ...failure, errorCode: CLIENT_ERROR_CODES.otpRequestFailed };
}
