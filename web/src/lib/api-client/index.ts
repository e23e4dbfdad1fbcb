export { createApiClient, isEnvelope } from './create-api-client';
export type { ApiClient, ApiClientOptions } from './create-api-client';
export { ApiError, isApiError, toFailure } from './api-error';
export type { ApiFailure } from './api-error';
export type {
  AnyCall,
  AnyCallRoute,
  CallArgs,
  CallRoute,
  CallBody,
  CallData,
  CallParams,
  CallQuery,
} from './call-types';
export { maskBody, maskHeaders, randomAlphanumeric } from './request-headers';
export type { HeaderSettings } from './request-headers';
export { withEarlyAnswers } from './early-answers';
