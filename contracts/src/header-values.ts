import { CHANNEL, COUNTRY_CODE, ORGANISATION_CODE } from './constants';

/**
 * The headers every call carries (part 1 section 7). Names are lower case as HTTP/2 and Node
 * deliver them. The authorization header is added separately from the stored token.
 */
export const HEADER_NAMES = {
  channel: 'x-channel',
  keyId: 'x-key-id',
  clientOrgCode: 'x-client-org-code',
  providerOrgCode: 'x-provider-org-code',
  countryCode: 'x-country-code',
  timestamp: 'x-timestamp',
  requestReference: 'x-request-reference',
} as const;

export const HEADER_DEFAULTS = {
  channel: CHANNEL,
  keyId: 'mo-portal-web',
  clientOrgCode: ORGANISATION_CODE,
  providerOrgCode: ORGANISATION_CODE,
  countryCode: COUNTRY_CODE,
} as const;
