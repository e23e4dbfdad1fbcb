import { CLIENT_ERROR_CODES } from '../error-catalogue';

/** A failed call as plain data: what reducers and RTK Query keep (serialisable). */
export interface ApiFailure {
  errorCode: string;
  /** The server's own text (systemInformation.errorMessage), untranslated; null if none. */
  serverMessage: string | null;
  /** HTTP status of the answer; null when there was no answer. */
  httpStatus: number | null;
  details: string[];
  /** A payload the failure carries (contracts `errorData`: err100's first-time token). */
  data?: unknown;
}

/** The one error every API call rejects with. Decided from the envelope, never from HTTP alone. */
export class ApiError extends Error implements ApiFailure {
  override readonly name = 'ApiError';
  readonly errorCode: string;
  readonly serverMessage: string | null;
  readonly httpStatus: number | null;
  readonly details: string[];
  readonly data: unknown;
  /** Id of the call (contracts CALLS) that failed. */
  readonly callId: string;

  constructor(init: ApiFailure & { callId: string; message?: string; cause?: unknown }) {
    super(init.message ?? `${init.callId} failed (${init.errorCode})`, { cause: init.cause });
    this.errorCode = init.errorCode;
    this.serverMessage = init.serverMessage;
    this.httpStatus = init.httpStatus;
    this.details = init.details;
    this.callId = init.callId;
    this.data = init.data;
  }

  toFailure(): ApiFailure {
    return {
      errorCode: this.errorCode,
      serverMessage: this.serverMessage,
      httpStatus: this.httpStatus,
      details: [...this.details],
      ...(this.data === undefined ? {} : { data: this.data }),
    };
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The portal's one failure normaliser: anything thrown or returned becomes an ApiFailure.
 * - an ApiError (the client's envelope, transport and local faults): its own code and text;
 * - a failure as plain data (what RTK Query's base query returns, a reducer keeps, or a local
 *   rule states as `{ errorCode }`): its code, the parts it lacks filled in empty;
 * - anything else (an unknown exception): the generic code, the exception's text kept.
 */
export const toFailure = (error: unknown): ApiFailure => {
  if (isApiError(error)) return error.toFailure();
  if (isRecord(error) && typeof error.errorCode === 'string') {
    const { errorCode, serverMessage, httpStatus, details, data } = error;
    return {
      errorCode,
      serverMessage: typeof serverMessage === 'string' ? serverMessage : null,
      httpStatus: typeof httpStatus === 'number' ? httpStatus : null,
      details: Array.isArray(details)
        ? details.filter((d): d is string => typeof d === 'string')
        : [],
      ...(data === undefined ? {} : { data }),
    };
  }
  return {
    errorCode: CLIENT_ERROR_CODES.generic,
    serverMessage: error instanceof Error ? error.message : null,
    httpStatus: null,
    details: [],
  };
};
