import {
  APP_VERSION,
  type EnvelopeOf,
  type ErrorEnvelope,
  type SuccessRule,
  type SystemInformation,
} from '@mo/contracts';
import type { ApiError } from './api-error';

const systemInformation = (timestamp: string, error?: ApiError): SystemInformation => ({
  errorCode: error?.errorCode ?? null,
  errorMessage: error?.message ?? null,
  timestamp,
  details: error?.details ?? null,
  isSysUnderMaintenane: 'N',
});

/**
 * The success envelope. Most calls say `status: 'success'`; auth/session says `status: true` with
 * message 'success' (the call's success rule, contracts calls/define.ts).
 */
export const successEnvelope = <D>(
  rule: SuccessRule,
  data: D,
  timestamp: string,
): EnvelopeOf<D> => ({
  status: rule === 'status-true-message-success' ? true : 'success',
  message: 'success',
  isFirstTimeLogin: false,
  systemInformation: systemInformation(timestamp),
  version: APP_VERSION,
  data,
});

/** The failed envelope: no data, the error code always set. */
export const errorEnvelope = (error: ApiError, timestamp: string): ErrorEnvelope => ({
  status: 'failed',
  message: error.message,
  isFirstTimeLogin: false,
  systemInformation: { ...systemInformation(timestamp, error), errorCode: error.errorCode },
  version: APP_VERSION,
});
