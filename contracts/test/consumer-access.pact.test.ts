/**
 * Consumer contract, access and session calls: forgot password, first-time password, token
 * refresh and revoke, the remote configuration, and the sign-in failures the portal branches on.
 */
import { MatchersV3, type V3MockServer } from '@pact-foundation/pact';
import { DEMO_USERS, OAUTH_CLIENT, SCENARIOS, CALL_ROUTES, type AnyCallRoute } from '@mo/contracts';
import { isApiError } from '../../web/src/lib/api-client';
import { authenticate } from '../../web/src/features/auth/api/authenticate';
import {
  requestForgotPasswordOtp,
  validateForgotPasswordOtp,
} from '../../web/src/features/auth/api/forgot-password-otp';
import {
  createFirstPassword,
  resetForgottenPassword,
} from '../../web/src/features/auth/api/update-password';
import { refreshToken } from '../../web/src/features/auth/api/refresh-token';
import { revokeToken } from '../../web/src/features/auth/api/revoke-token';
import { fetchRemoteConfig } from '../../web/src/features/maintenance/api/remote-config';
import { fetchUserProfile } from '../../web/src/features/auth/api/user-profile';
import { sealed } from './pact-passwords';
import { newPact } from './pact-setup';
import {
  clientFor as clientAt,
  sealingClientFor,
  interaction,
  refused,
  ok,
  runCase,
  type PactCase,
} from './support/pact-client';
import { failure, fullTokenPair, gatewayHeaders, shortLivedToken } from './pact-matchers';

const { eachLike, regex, integer, string } = MatchersV3;
const pact = newPact();
const run = (c: PactCase) => runCase(pact, c);
const REFRESH_TOKEN = 'consumer-refresh-token';
const STATE_TOKEN = 'state-token';
const NEW_PASSWORD = 'Sejahtera#2027';

const clientFor = (url: string) => sealingClientFor(url);
const json = (authorization?: MatchersV3.Matcher<string>) => ({
  ...gatewayHeaders(),
  'Content-Type': 'application/json',
  ...(authorization ? { Authorization: authorization } : {}),
});
const bearer = regex('^Bearer .+$', `Bearer ${STATE_TOKEN}`);
const basic = `Basic ${Buffer.from(`${OAUTH_CLIENT.clientId}:${OAUTH_CLIENT.clientSecret}`).toString('base64')}`;
/**
 * A form-encoded request body. The V4 builder's `body()` stores bytes as binary and then insists
 * on sniffing the content type; pact-core's text body keeps it a form, matched field by field.
 */
const formBody = (builder: unknown, fields: Record<string, string>) =>
  (
    builder as { interaction: { withRequestBody(body: string, contentType: string): void } }
  ).interaction.withRequestBody(
    new URLSearchParams(fields).toString(),
    'application/x-www-form-urlencoded',
  );
/** A Jakarta date and time as the remote configuration sends it. */
const jakartaTime = (example: string) =>
  regex('^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', example);
const FORGOT = { mode: 'forgot-password', type: 'email' };
const { hr, locked, disabled, firstTime } = DEMO_USERS;
const tokenPair = fullTokenPair('access', 'refresh', string('full'));

describe('portal → insurer contract (access and session)', () => {
  it('asks for a forgot-password code without a token', () =>
    run({
      given: SCENARIOS.seeded,
      uponReceiving: 'a forgot-password code request for a registered email',
      call: CALL_ROUTES.requestOtp,
      query: FORGOT,
      headers: json(),
      body: { userName: hr.email },
      answer: ok({ destination: string('hr****@x.co.id'), validitySeconds: integer(180) }),
      test: async (server) => {
        const data = await requestForgotPasswordOtp(clientFor(server.url), hr.email);
        expect(data.validitySeconds).toBeGreaterThan(0);
      },
    }));

  it('is told err002 for an email that is not registered', () =>
    run({
      given: SCENARIOS.seeded,
      uponReceiving: 'a forgot-password code request for an unknown email',
      call: CALL_ROUTES.requestOtp,
      query: FORGOT,
      headers: json(),
      body: { userName: 'nobody@nowhere.co.id' },
      ...refused(400, 'err002', (server) =>
        requestForgotPasswordOtp(clientFor(server.url), 'nobody@nowhere.co.id'),
      ),
    }));

  it('validates the forgot-password code and receives a two-factor token', () =>
    run({
      given: SCENARIOS.forgotPasswordCodeIssued,
      params: { userName: locked.email, otp: '864209' },
      uponReceiving: 'the correct forgot-password code',
      call: CALL_ROUTES.validateOtp,
      query: FORGOT,
      headers: json(),
      body: { userName: locked.email, otp: '864209' },
      answer: ok({
        validationStatus: true,
        ...shortLivedToken('two-factor', 'two-factor'),
      }),
      test: async (server) => {
        const data = await validateForgotPasswordOtp(clientFor(server.url), {
          userName: locked.email,
          otp: '864209',
        });
        expect(data.scope).toBe('two-factor');
      },
    }));

  it('resets a forgotten password with the two-factor token', () =>
    run({
      given: SCENARIOS.twoFactorVerified,
      params: { userName: locked.email },
      uponReceiving: 'a new password after the forgot-password code',
      call: CALL_ROUTES.updatePassword,
      query: { mode: 'forgot-password' },
      headers: json(bearer),
      body: { userName: locked.email, password: sealed(NEW_PASSWORD) },
      answer: ok({ updateStatus: true }),
      test: async (server) => {
        const data = await resetForgottenPassword(
          clientFor(server.url),
          { userName: locked.email, password: NEW_PASSWORD },
          STATE_TOKEN,
        );
        expect(data.updateStatus).toBe(true);
      },
    }));

  it('is told err023 when the new password is one of the last ten', () =>
    run({
      given: SCENARIOS.twoFactorVerified,
      params: { userName: locked.email },
      uponReceiving: 'a reset to the current password',
      call: CALL_ROUTES.updatePassword,
      query: { mode: 'forgot-password' },
      headers: json(bearer),
      body: { userName: locked.email, password: sealed(locked.password) },
      ...refused(400, 'err023', (server) =>
        resetForgottenPassword(
          clientFor(server.url),
          { userName: locked.email, password: locked.password },
          STATE_TOKEN,
        ),
      ),
    }));

  it('is told err100 with the first-time token for a first-time user', () =>
    run({
      given: SCENARIOS.seeded,
      uponReceiving: 'the first sign-in of a first-time user',
      call: CALL_ROUTES.authenticate,
      headers: json(),
      body: { userName: firstTime.email, password: sealed(firstTime.password) },
      status: 403,
      answer: (b) =>
        b.jsonBody({
          ...failure('err100'),
          isFirstTimeLogin: true,
          data: shortLivedToken('first-time', 'first-time-login'),
        }),
      test: async (server) => {
        const error = await authenticate(clientFor(server.url), {
          userName: firstTime.email,
          password: firstTime.password,
        }).catch((e: unknown) => e);
        expect(isApiError(error) && error.errorCode).toBe('err100');
        expect(isApiError(error) && (error.data as { scope?: string }).scope).toBe(
          'first-time-login',
        );
      },
    }));

  it('creates the first password with the first-time token', () =>
    run({
      given: SCENARIOS.firstTimeVerified,
      params: { userName: firstTime.email },
      uponReceiving: 'a first-time user’s new password',
      call: CALL_ROUTES.updatePassword,
      query: { mode: 'signinmo' },
      headers: json(bearer),
      body: { password: sealed(NEW_PASSWORD) },
      answer: ok({ updateStatus: true }),
      test: async (server) => {
        const data = await createFirstPassword(clientFor(server.url), NEW_PASSWORD, STATE_TOKEN);
        expect(data.updateStatus).toBe(true);
      },
    }));

  it.each([
    ['a locked account', SCENARIOS.accountLocked, locked, '17003', 401],
    ['a disabled account', SCENARIOS.seeded, disabled, '17004', 403],
  ] as const)('is told the code of %s at sign-in', (what, state, user, code, status) =>
    run({
      given: state,
      params: { userName: user.email },
      uponReceiving: `the right password of ${what}`,
      call: CALL_ROUTES.authenticate,
      headers: json(),
      body: { userName: user.email, password: sealed(user.password) },
      ...refused(status, code, (server) =>
        authenticate(clientFor(server.url), { userName: user.email, password: user.password }),
      ),
    }),
  );

  it.each([
    ['an expired token', 'GW1033'],
    ['a session replaced by a newer sign-in', 'err300'],
  ] as const)('is told the code of %s on any call', (what, code) =>
    run({
      given: SCENARIOS.faultArmed,
      params: { callId: 'userProfile', errorCode: code, times: 1 },
      uponReceiving: `a profile request with ${what}`,
      call: CALL_ROUTES.userProfile,
      headers: { ...gatewayHeaders(), Authorization: bearer },
      ...refused(401, code, (server) => fetchUserProfile(clientAt(server.url, STATE_TOKEN))),
    }),
  );

  /** A grant to the token endpoint: the client's Basic credentials and a form body. */
  const grant = (
    uponReceiving: string,
    call: AnyCallRoute,
    fields: Record<string, string>,
    answer: unknown,
    test: (server: V3MockServer) => Promise<unknown>,
  ) =>
    interaction(pact, {
      given: SCENARIOS.signedIn,
      params: { userName: hr.email },
      uponReceiving,
      call,
      request: (b) => formBody(b.headers({ ...gatewayHeaders(), Authorization: basic }), fields),
    })
      .willRespondWith(200, ok(answer))
      .executeTest(test);

  it('refreshes the token pair with the client credentials', () =>
    grant(
      'a refresh-token grant',
      CALL_ROUTES.refreshToken,
      { grant_type: 'refresh_token', refresh_token: REFRESH_TOKEN },
      tokenPair,
      async (server) => {
        const data = await refreshToken(clientFor(server.url), REFRESH_TOKEN);
        expect(data.refreshToken).toBeTruthy();
      },
    ));

  it('revokes the refresh token', () =>
    grant(
      'a token revocation',
      CALL_ROUTES.revokeToken,
      { token: REFRESH_TOKEN, token_type_hint: 'refresh_token' },
      {},
      async (server) => {
        await expect(revokeToken(clientFor(server.url), REFRESH_TOKEN)).resolves.toBeDefined();
      },
    ));

  it('reads the remote configuration during a maintenance window', () =>
    run({
      given: SCENARIOS.maintenanceWindow,
      params: {
        startsInMinutes: 10,
        durationMinutes: 30,
        reminderTimerMinutes: 15,
      },
      uponReceiving: 'a request for the remote configuration',
      call: CALL_ROUTES.remoteConfig,
      headers: gatewayHeaders(),
      answer: ok({
        systemMaintenance: eachLike({
          systemMaintenanceStartDateTimeJKT: jakartaTime('2026-11-22 10:00:00'),
          systemMaintenanceEndDateTimeJKT: jakartaTime('2026-11-22 10:30:00'),
          isMO: regex('^[YN]$', 'Y'),
          isFO: regex('^[YN]$', 'N'),
        }),
        announcements: eachLike({
          key: string('maintenance'),
          announcementMsgEnglish: string('Maintenance tonight'),
          announcementMsgBahasa: string('Pemeliharaan malam ini'),
          announcementMsgStartDateTimeJKT: jakartaTime('2026-11-22 09:00:00'),
          announcementMsgEndDateTimeJKT: jakartaTime('2026-11-22 10:30:00'),
          hasAnnouncementMsg: regex('^[YN]$', 'Y'),
          reminderTimerMinutes: integer(15),
          isFO: regex('^[YN]$', 'N'),
          isMO: regex('^[YN]$', 'Y'),
        }),
      }),
      test: async (server) => {
        const data = await fetchRemoteConfig(clientFor(server.url));
        expect(data.systemMaintenance[0]?.isMO).toBe('Y');
      },
    }));
});
