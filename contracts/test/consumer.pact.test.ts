/**
 * Consumer contract: the portal's real API client and endpoint functions against Pact's mock
 * server, one interaction per test. Each writes what the web really sends (method, path, query,
 * headers, body) and the parts of the answer it reads, with loose matchers.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { API_DATE_PATTERN, CALL_ROUTES, DEMO_USERS, LIMITS, SCENARIOS } from '@mo/contracts';
import { DEMO_USER_IDS, HR_COMPANY_ID, OTHER_COMPANY_ID } from '@mo/fixtures';
import { fetchSysParam } from '../../web/src/lib/sys-params';
import { authenticate } from '../../web/src/features/auth/api/authenticate';
import { requestMfaOtp } from '../../web/src/features/auth/api/request-otp';
import { validateMfaOtp } from '../../web/src/features/auth/api/validate-otp';
import { createSession } from '../../web/src/features/auth/api/create-session';
import { deleteSession } from '../../web/src/features/auth/api/delete-session';
import { fetchAccessibleModules } from '../../web/src/features/auth/api/accessible-modules';
import { fetchUserProfile } from '../../web/src/features/auth/api/user-profile';
import { sealed } from './pact-passwords';
import { newPact } from './pact-setup';
import { failedWith } from './members-pact';
import {
  sealingClientFor,
  ok,
  failed,
  runCase,
  type PactCase,
  signedInCall,
  sysParamCase,
} from './support/pact-client';
import { fullTokenPair, gatewayHeaders, sessionEnvelope } from './pact-matchers';

const { like, eachLike, regex, integer, boolean, string } = MatchersV3;
const pact = newPact();
const run = (c: PactCase) => runCase(pact, c);
const hr = DEMO_USERS.hr.email;
/** Placeholder tokens: the provider verification swaps in the token its state minted. */
const AFTER_LOGIN_TOKEN = 'after-login-token';
const FULL_TOKEN = 'full-token';
const call = signedInCall(pact, FULL_TOKEN);

const clientFor = sealingClientFor;
const afterLoginBearer = regex('^Bearer .+$', `Bearer ${AFTER_LOGIN_TOKEN}`);
/** Headers of a call with a JSON body, with the bearer when the call carries a token. */
const jsonHeaders = (authorization?: MatchersV3.Matcher<string>) => ({
  ...gatewayHeaders(),
  'Content-Type': 'application/json',
  ...(authorization ? { Authorization: authorization } : {}),
});
const MFA_QUERY = { mode: 'multi-factor-auth', type: 'email' };
/** The request of a multi-factor code `otp` while 135790 is the one issued to hr. */
const mfaCodeSent = (uponReceiving: string, otp: string) => ({
  given: SCENARIOS.mfaCodeIssued,
  params: { userName: hr, otp: '135790' },
  uponReceiving,
  call: CALL_ROUTES.validateOtp,
  query: MFA_QUERY,
  headers: jsonHeaders(afterLoginBearer),
  body: { userName: hr, otp },
});

describe('portal → insurer contract (sign-in slice)', () => {
  it('reads a system parameter category', () =>
    run(
      sysParamCase('DEFAULT_VARIABLES', {
        uponReceiving: 'a request for the DEFAULT_VARIABLES system parameters',
        detail: { code: 'OTP_VALIDITY', description1: '180' },
        test: async (server) => {
          const param = await fetchSysParam(clientFor(server.url), 'DEFAULT_VARIABLES');
          expect(param.commonCategoryDetail[0]?.code).toBe('OTP_VALIDITY');
        },
      }),
    ));

  it('checks the password and receives an after-login token', () =>
    run({
      given: SCENARIOS.seeded,
      uponReceiving: 'a correct email and password',
      call: CALL_ROUTES.authenticate,
      headers: jsonHeaders(),
      body: { userName: hr, password: sealed(DEMO_USERS.hr.password) },
      answer: ok({
        accessToken: string(AFTER_LOGIN_TOKEN),
        tokenType: 'Bearer',
        expiresIn: integer(900),
        scope: 'after-login',
        maskedEmail: string('hr****@nusantara-demo.co.id'),
      }),
      test: async (server) => {
        const data = await authenticate(clientFor(server.url), {
          userName: hr,
          password: DEMO_USERS.hr.password,
        });
        expect(data.scope).toBe('after-login');
        expect(data.accessToken).toBeTruthy();
      },
    }));

  it('is told 17002 for a wrong password', () =>
    run({
      given: SCENARIOS.seeded,
      uponReceiving: 'a wrong password',
      call: CALL_ROUTES.authenticate,
      headers: jsonHeaders(),
      body: { userName: hr, password: sealed('Wrong#Pass1') },
      status: 401,
      answer: failed(
        '17002',
        regex('^Authentication failed for .+$', `Authentication failed for ${hr}`),
      ),
      test: async (server) => {
        expect(
          await failedWith(
            authenticate(clientFor(server.url), {
              userName: hr,
              password: 'Wrong#Pass1',
            }),
          ),
        ).toBe('17002');
      },
    }));

  it('asks for the multi-factor code by email', () =>
    run({
      given: SCENARIOS.passwordVerified,
      params: { userName: hr },
      uponReceiving: 'a request for the multi-factor email code',
      call: CALL_ROUTES.requestOtp,
      query: MFA_QUERY,
      headers: jsonHeaders(afterLoginBearer),
      body: { userName: hr },
      answer: ok({
        destination: string('hr****@nusantara-demo.co.id'),
        validitySeconds: integer(180),
      }),
      test: async (server) => {
        const data = await requestMfaOtp(clientFor(server.url), hr, AFTER_LOGIN_TOKEN);
        expect(data.validitySeconds).toBeGreaterThan(0);
      },
    }));

  it('validates the code and receives the full token pair', () =>
    run({
      ...mfaCodeSent('the correct multi-factor code', '135790'),
      answer: ok({
        validationStatus: true,
        ...fullTokenPair(FULL_TOKEN, 'refresh-token', string('full')),
      }),
      test: async (server) => {
        const data = await validateMfaOtp(
          clientFor(server.url),
          { userName: hr, otp: '135790' },
          AFTER_LOGIN_TOKEN,
        );
        expect(data.validationStatus).toBe(true);
        expect(data.refreshToken).toBeTruthy();
      },
    }));

  it('is told err011 for a wrong code', () =>
    run({
      ...mfaCodeSent('a wrong multi-factor code', '000001'),
      status: 400,
      answer: failed('err011'),
      test: async (server) => {
        expect(
          await failedWith(
            validateMfaOtp(
              clientFor(server.url),
              { userName: hr, otp: '000001' },
              AFTER_LOGIN_TOKEN,
            ),
          ),
        ).toBe('err011');
      },
    }));

  it('creates the session', () =>
    call({
      uponReceiving: 'a request to create the portal session',
      call: CALL_ROUTES.createSession,
      query: { mode: 'signin' },
      answer: (b) => b.jsonBody(sessionEnvelope({ sessionId: string('S1') })),
      test: async (server) => {
        const data = await createSession(clientFor(server.url, FULL_TOKEN));
        expect(data.sessionId).toBeTruthy();
      },
    }));

  it('reads the accessible modules', () =>
    call({
      uponReceiving: 'a request for the accessible modules',
      call: CALL_ROUTES.accessibleModules,
      answer: ok({ modules: eachLike('Home') }),
      test: async (server) => {
        const data = await fetchAccessibleModules(clientFor(server.url, FULL_TOKEN));
        expect(data.modules.length).toBeGreaterThan(0);
      },
    }));

  it('reads the user profile', () =>
    call({
      uponReceiving: 'a request for the signed-in user profile',
      call: CALL_ROUTES.userProfile,
      answer: ok({
        id: string(DEMO_USER_IDS.hr),
        name: string('Dewi Lestari'),
        email: string(hr),
        companyName: string('PT Contoh Tbk'),
        companyPhoneNo: string('+62 21 5550 1000'),
        companyEmailAddress: string('hr@contoh.co.id'),
        companyAddress: string('Jl. Sudirman 1, Jakarta'),
        preferredLanguage: regex('^(id|en)$', 'id'),
        isPasswordUpdated: boolean(true),
        companyDetails: eachLike({
          id: string(HR_COMPANY_ID),
          companyNumber: string('C0001'),
          companyName: string('PT Contoh Tbk'),
          companyPhoneNo: string('+62 21 5550 1000'),
          companyEmailAddress: string('hr@contoh.co.id'),
          companyAddress: string('Jl. Sudirman 1, Jakarta'),
        }),
      }),
      test: async (server) => {
        const data = await fetchUserProfile(clientFor(server.url, FULL_TOKEN));
        expect(data.companyDetails[0]?.id).toBeTruthy();
        expect(data.companyDetails[0]?.companyPhoneNo).toBeTruthy();
      },
    }));

  it('lists the policies of one of the user’s companies', () =>
    call({
      uponReceiving: 'a request for the policy list of the user’s company',
      call: CALL_ROUTES.policyList,
      query: {
        companyId: HR_COMPANY_ID,
        currentPage: '1',
        pageSize: String(LIMITS.policyListPageSizes.at(-1)),
      },
      answer: ok({
        policies: eachLike({
          id: string('POL1'),
          policyType: string('Group Hospital & Surgical'),
          policyNo: string('GHS0000001'),
          totalMembers: integer(120),
          policyPeriodFrom: regex(API_DATE_PATTERN, '2026-01-01'),
          policyPeriodTo: regex(API_DATE_PATTERN, '2026-12-31'),
          policyHolder: string('PT Contoh Tbk'),
        }),
        pagination: like({ currentPage: 1, pageSize: 100, totalPage: 1, totalRecord: 2 }),
      }),
      test: async (server) => {
        const data = await clientFor(server.url, FULL_TOKEN).call(CALL_ROUTES.policyList, {
          query: { companyId: HR_COMPANY_ID, currentPage: 1, pageSize: 100 },
        });
        expect(data.policies[0]?.policyNo).toBeTruthy();
      },
    }));

  it('is refused another company’s policies (GW1035)', () =>
    call({
      uponReceiving: 'a request for the policy list of a company the user does not belong to',
      call: CALL_ROUTES.policyList,
      query: { companyId: OTHER_COMPANY_ID, currentPage: '1', pageSize: '100' },
      status: 403,
      answer: failed('GW1035'),
      test: async (server) => {
        expect(
          await failedWith(
            clientFor(server.url, FULL_TOKEN).call(CALL_ROUTES.policyList, {
              query: { companyId: OTHER_COMPANY_ID, currentPage: 1, pageSize: 100 },
            }),
          ),
        ).toBe('GW1035');
      },
    }));

  it('ends the session', () =>
    call({
      uponReceiving: 'a request to end the session',
      call: CALL_ROUTES.deleteSession,
      answer: (b) => b.jsonBody(sessionEnvelope({})),
      test: async (server) => {
        await expect(deleteSession(clientFor(server.url, FULL_TOKEN))).resolves.toBeDefined();
      },
    }));
});
