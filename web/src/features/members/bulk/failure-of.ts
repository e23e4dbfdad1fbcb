import { isApiError, toFailure, type ApiFailure } from '../../../lib/api-client';

/** A thrown ApiError, or the ApiFailure an RTK Query endpoint rejects with, as plain data. */
export const failureOf = (error: unknown): ApiFailure =>
  !isApiError(error) &&
  typeof error === 'object' &&
  error !== null &&
  typeof (error as ApiFailure).errorCode === 'string'
    ? (error as ApiFailure)
    : toFailure(error);
