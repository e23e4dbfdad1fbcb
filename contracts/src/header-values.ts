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

/**
 * The gateway headers of one call from outside the portal (journeys, bench, tests): the defaults,
 * the caller's timestamp (never the wall clock in tests) and request reference.
 */
export const gatewayHeaderValues = (
  timestamp: string,
  requestReference?: string,
): Record<string, string> => ({
  [HEADER_NAMES.channel]: HEADER_DEFAULTS.channel,
  [HEADER_NAMES.keyId]: HEADER_DEFAULTS.keyId,
  [HEADER_NAMES.clientOrgCode]: HEADER_DEFAULTS.clientOrgCode,
  [HEADER_NAMES.providerOrgCode]: HEADER_DEFAULTS.providerOrgCode,
  [HEADER_NAMES.countryCode]: HEADER_DEFAULTS.countryCode,
  [HEADER_NAMES.timestamp]: timestamp,
  ...(requestReference === undefined ? {} : { [HEADER_NAMES.requestReference]: requestReference }),
});
