import {
  APP_VERSION,
  type EnvelopeOf,
  type ErrorEnvelope,
  type SuccessRule,
  type SystemInformation,
} from '@mo/contracts';
import type { ApiError } from './api-error';

/** What every envelope takes from the moment it is sent: the time and the maintenance flag. */
export interface EnvelopeMoment {
  timestamp: string;
  /** 'Y' while an isMO maintenance window covers the mock clock's now. */
  underMaintenance: 'Y' | 'N';
}

const systemInformation = (moment: EnvelopeMoment, error?: ApiError): SystemInformation => ({
  errorCode: error?.errorCode ?? null,
  errorMessage: error?.message ?? null,
  timestamp: moment.timestamp,
  details: error?.details ?? null,
  isSysUnderMaintenane: moment.underMaintenance,
});

/**
 * The success envelope. Most calls say `status: 'success'`; auth/session says `status: true` with
 * message 'success' (the call's success rule, contracts calls/define.ts).
 */
export const successEnvelope = <D>(
  rule: SuccessRule,
  data: D,
  moment: EnvelopeMoment,
): EnvelopeOf<D> => ({
  status: rule === 'status-true-message-success' ? true : 'success',
  message: 'success',
  isFirstTimeLogin: false,
  systemInformation: systemInformation(moment),
  version: APP_VERSION,
  data,
});

/** The failed envelope: the error code always set; data only where the failure carries one. */
export const errorEnvelope = (error: ApiError, moment: EnvelopeMoment): ErrorEnvelope => ({
  status: 'failed',
  message: error.message,
  isFirstTimeLogin: error.extras.isFirstTimeLogin ?? false,
  systemInformation: { ...systemInformation(moment, error), errorCode: error.errorCode },
  version: APP_VERSION,
  ...(error.extras.data === undefined ? {} : { data: error.extras.data }),
});
