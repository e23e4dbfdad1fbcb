/**
 * The common set-up of the members consumer tests: the signed-in HR user's token and provider
 * state, the gateway headers and matchers they send and expect, and how a failure is read.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { API_DATE_PATTERN, DEMO_USERS } from '@mo/contracts';
import { HR_COMPANY_ID } from '@mo/fixtures';
import { gatewayHeaders } from './pact-matchers';
import { newPact } from './pact-setup';
import { runCase, signedInCall, type PactCase } from './support/pact-client';

const { regex } = MatchersV3;

export const TOKEN = 'full-token';
export const bearer = { Authorization: regex('^Bearer .+$', `Bearer ${TOKEN}`) };
export const companyId = HR_COMPANY_ID;
/** The provider state's params: the seeded HR user is signed in. */
export const hrSignedIn = () => ({ userName: DEMO_USERS.hr.email });
export const json = { ...gatewayHeaders(), ...bearer, 'Content-Type': 'application/json' };
/** A date the server sends: YYYY-MM-DD or YYYYMMDD (part 2 section 9), as the portal reads either. */
export const isoDate = (example: string) => regex(API_DATE_PATTERN, example);
export const refMatcher = regex('^[A-Z0-9-]+$', 'MA2026112200001');

export { failedWith } from './support/pact-client';

/**
 * A consumer file's pact and its two ways to add a case: `run` (any state, the case says it) and
 * `call` (the seeded HR user signed in with TOKEN).
 */
export const signedInPact = () => {
  const pact = newPact();
  return { pact, run: (c: PactCase) => runCase(pact, c), call: signedInCall(pact, TOKEN) };
};
