/**
 * Consumer contract, my account's change password (spec part 1 section 5): the signed-in user asks
 * for a code, validates it with the session token and receives a two-factor token, then changes
 * the password with it (mode=changepassword). Driven through the account feature's own API
 * functions over the web's real API client.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { CALL_ROUTES, DEMO_USERS, SCENARIOS } from '@mo/contracts';
import {
  requestChangePasswordOtp,
  validateChangePasswordOtp,
} from '../../web/src/features/account/api/change-password-otp';
import {
  changePassword,
  type ChangePasswordInput,
} from '../../web/src/features/account/api/change-password';
import { sealed } from './pact-passwords';
import { newPact } from './pact-setup';
import { gatewayHeaders, shortLivedToken } from './pact-matchers';
import { failedWith } from './members-pact';
import {
  failed,
  interaction,
  ok,
  sealingClientFor,
  runCase,
  type PactCase,
} from './support/pact-client';

const { regex, integer, string } = MatchersV3;
const pact = newPact();
const run = (c: PactCase) => runCase(pact, c);
const hr = DEMO_USERS.hr;
const OTP = '135790';
const NEW_PASSWORD = 'Sejahtera#2027';
/** Placeholders: the provider verification swaps in the token its state minted. */
const SESSION_TOKEN = 'full-token';
const TWO_FACTOR_TOKEN = 'two-factor-token';
const MFA_QUERY = { mode: 'multi-factor-auth', type: 'email' };
const CHANGE_QUERY = { mode: 'changepassword' };

/** The client as the signed-in portal has it: the session token on every call. */
const clientFor = (url: string) => sealingClientFor(url, SESSION_TOKEN);
const json = (token: string) => ({
  ...gatewayHeaders(),
  'Content-Type': 'application/json',
  Authorization: regex('^Bearer .+$', `Bearer ${token}`),
});

/** One changepassword request with the two-factor token, and its answer. */
const changeInteraction = (description: string, input: ChangePasswordInput) =>
  interaction(pact, {
    given: SCENARIOS.myAccountVerified,
    params: { userName: hr.email },
    uponReceiving: description,
    call: CALL_ROUTES.updatePassword,
    request: (b) =>
      b
        .query(CHANGE_QUERY)
        .headers(json(TWO_FACTOR_TOKEN))
        .jsonBody({
          ...input,
          password: sealed(input.password),
          currentPassword: sealed(input.currentPassword),
        }),
  });

describe('portal → insurer contract (my account: change password)', () => {
  it('asks for the my-account code with the session token', () =>
    run({
      given: SCENARIOS.signedIn,
      params: { userName: hr.email },
      uponReceiving: 'a change-password code request of a signed-in user',
      call: CALL_ROUTES.requestOtp,
      query: MFA_QUERY,
      headers: json(SESSION_TOKEN),
      body: { userName: hr.email },
      answer: ok({
        destination: string('hr***@nusantara-demo.co.id'),
        validitySeconds: integer(180),
      }),
      test: async (server) => {
        const data = await requestChangePasswordOtp(clientFor(server.url), hr.email);
        expect(data.validitySeconds).toBeGreaterThan(0);
      },
    }));

  it('validates the my-account code with the session token and receives a two-factor token', () =>
    run({
      given: SCENARIOS.myAccountCodeIssued,
      params: { userName: hr.email, otp: OTP },
      uponReceiving: 'the correct change-password code of a signed-in user',
      call: CALL_ROUTES.validateOtp,
      query: MFA_QUERY,
      headers: json(SESSION_TOKEN),
      body: { userName: hr.email, otp: OTP },
      answer: ok({
        validationStatus: true,
        // The portal keeps only this token: no refresh token, no new session.
        ...shortLivedToken(TWO_FACTOR_TOKEN, 'two-factor'),
      }),
      test: async (server) => {
        const data = await validateChangePasswordOtp(clientFor(server.url), hr.email, OTP);
        expect(data.scope).toBe('two-factor');
        expect(data.accessToken).toBeTruthy();
      },
    }));

  it('changes the password with the two-factor token', () =>
    changeInteraction('a my-account password change', {
      userName: hr.email,
      currentPassword: hr.password,
      password: NEW_PASSWORD,
    })
      .willRespondWith(200, ok({ updateStatus: true }))
      .executeTest(async (server) => {
        const data = await changePassword(
          clientFor(server.url),
          { userName: hr.email, currentPassword: hr.password, password: NEW_PASSWORD },
          TWO_FACTOR_TOKEN,
        );
        expect(data.updateStatus).toBe(true);
      }));

  /** A password change the server refuses with errorCode (400), read by the portal as that code. */
  const refusedChange = (description: string, input: ChangePasswordInput, errorCode: string) =>
    changeInteraction(description, input)
      .willRespondWith(400, failed(errorCode))
      .executeTest(async (server) => {
        expect(
          await failedWith(changePassword(clientFor(server.url), input, TWO_FACTOR_TOKEN)),
        ).toBe(errorCode);
      });

  it('is told err036_pwd when the current password is wrong', () =>
    refusedChange(
      'a my-account password change with a wrong current password',
      { userName: hr.email, currentPassword: 'Wrong#Pass1', password: NEW_PASSWORD },
      'err036_pwd',
    ));

  it('is told err036 when the new password is one of the last ten', () =>
    refusedChange(
      'a my-account password change to the current password',
      { userName: hr.email, currentPassword: hr.password, password: hr.password },
      'err036',
    ));
});
