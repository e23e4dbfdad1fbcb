/**
 * Consumer contract, the spec's "view dashboard" after a new password (part 1 section 4): the
 * forgot-password reset answers a one-time sign-in ticket; the re-authentication presents it and
 * gets the full pair (no second emailed code); the new session's access is validated.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { CALL_ROUTES, DEMO_USERS, SCENARIOS } from '@mo/contracts';
import { authenticate } from '../../web/src/features/auth/api/authenticate';
import { resetForgottenPassword } from '../../web/src/features/auth/api/update-password';
import { validateAccess } from '../../web/src/features/auth/api/validate-access';
import { sealed } from './pact-passwords';
import { newPact } from './pact-setup';
import { fullTokenPair, gatewayHeaders } from './pact-matchers';
import { ok, sealingClientFor as clientFor, runCase, type PactCase } from './support/pact-client';

const { regex, integer } = MatchersV3;
const pact = newPact();
const run = (c: PactCase) => runCase(pact, c);
const { hr, locked } = DEMO_USERS;
const STATE_TOKEN = 'state-token';
const NEW_PASSWORD = 'Sejahtera#2027';
/** The ticket the provider state hands the user (scenario sign-in-ticket-issued). */
const TICKET = 'pact-ticket-0123456789abcdefghijklmnopqrstuv';
const TICKET_PATTERN = '^[A-Za-z0-9_-]{32,128}$';

const bearer = regex('^Bearer .+$', `Bearer ${STATE_TOKEN}`);
const json = (authorization?: MatchersV3.Matcher<string>) => ({
  ...gatewayHeaders(),
  'Content-Type': 'application/json',
  ...(authorization ? { Authorization: authorization } : {}),
});

describe('portal → insurer contract (view dashboard after a new password)', () => {
  it('receives the one-time sign-in ticket with a forgot-password reset', () =>
    run({
      given: SCENARIOS.twoFactorVerified,
      params: { userName: locked.email },
      uponReceiving:
        'a new password after the forgot-password code, answered with a sign-in ticket',
      call: CALL_ROUTES.updatePassword,
      query: { mode: 'forgot-password' },
      headers: json(bearer),
      body: { userName: locked.email, password: sealed(NEW_PASSWORD) },
      answer: ok({
        updateStatus: true,
        signInTicket: regex(TICKET_PATTERN, TICKET),
        signInTicketExpiresIn: integer(300),
      }),
      test: async (server) => {
        const data = await resetForgottenPassword(
          clientFor(server.url),
          { userName: locked.email, password: NEW_PASSWORD },
          STATE_TOKEN,
        );
        expect(data.signInTicket).toMatch(new RegExp(TICKET_PATTERN));
      },
    }));

  it('re-authenticates with the ticket and receives the full pair, without an emailed code', () =>
    run({
      given: SCENARIOS.signInTicketIssued,
      params: { userName: hr.email, ticket: TICKET },
      uponReceiving: 'the new password with the one-time sign-in ticket',
      call: CALL_ROUTES.authenticate,
      headers: json(),
      body: { userName: hr.email, password: sealed(hr.password), signInTicket: TICKET },
      answer: ok(fullTokenPair('full-token', 'refresh-token', 'full')),
      test: async (server) => {
        const data = await authenticate(clientFor(server.url), {
          userName: hr.email,
          password: hr.password,
          signInTicket: TICKET,
        });
        expect(data.scope).toBe('full');
        expect('refreshToken' in data && data.refreshToken).toBeTruthy();
      },
    }));

  it('validates the access of the new session', () =>
    run({
      given: SCENARIOS.signedIn,
      params: { userName: hr.email },
      uponReceiving: 'a request to validate the signed-in user’s access',
      call: CALL_ROUTES.validateAccess,
      headers: { ...gatewayHeaders(), Authorization: bearer },
      answer: ok({ accessGranted: true, channel: 'MO' }),
      test: async (server) => {
        const data = await validateAccess(clientFor(server.url, STATE_TOKEN));
        expect(data.accessGranted).toBe(true);
      },
    }));
});
