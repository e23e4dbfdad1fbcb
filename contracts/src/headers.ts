import Type, { type Static } from 'typebox';
import { CHANNEL } from './constants';
import { HEADER_NAMES } from './header-values';

// The header names and default values live without schemas in header-values.ts (browser.ts).
export * from './header-values';

/** What the gateway requires of every API call (validated by the mock, pinned by Pact). */
export const GatewayHeaders = Type.Object({
  [HEADER_NAMES.channel]: Type.Literal(CHANNEL),
  [HEADER_NAMES.keyId]: Type.String({ minLength: 1, maxLength: 64 }),
  [HEADER_NAMES.clientOrgCode]: Type.String({ minLength: 1, maxLength: 32 }),
  [HEADER_NAMES.providerOrgCode]: Type.String({ minLength: 1, maxLength: 32 }),
  [HEADER_NAMES.countryCode]: Type.String({ pattern: '^[A-Z]{2}$' }),
  [HEADER_NAMES.timestamp]: Type.String({ minLength: 1, maxLength: 40 }),
  [HEADER_NAMES.requestReference]: Type.String({ minLength: 1, maxLength: 64 }),
});
export type GatewayHeaders = Static<typeof GatewayHeaders>;
