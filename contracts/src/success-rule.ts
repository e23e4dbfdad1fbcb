import type { EnvelopeOf } from './envelope';

/** How a call says it succeeded, beyond the absence of an error code (part 1 section 7). */
export type SuccessRule =
  'status-success' | 'status-true-message-success' | 'update-status-and-status-success';

/** Applies the call's success rule to an envelope. The error code always wins. */
export const isSuccessful = (
  rule: SuccessRule,
  envelope: Pick<EnvelopeOf<unknown>, 'status' | 'message' | 'systemInformation' | 'data'>,
): boolean => {
  if (envelope.systemInformation?.errorCode) return false;
  switch (rule) {
    case 'status-success':
      return envelope.status === 'success';
    case 'status-true-message-success':
      return envelope.status === true && envelope.message === 'success';
    case 'update-status-and-status-success':
      return (
        envelope.status === 'success' &&
        (envelope.data as { updateStatus?: unknown } | undefined)?.updateStatus === true
      );
  }
};
