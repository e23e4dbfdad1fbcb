import {
  API_AREAS,
  APP_VERSION,
  CALLS,
  DEMO_USERS,
  OAUTH_CLIENT,
  OPENAPI_DOCS_PATH,
} from '@mo/contracts';
import { HR_COMPANY_ID, OTHER_COMPANY_ID } from '@mo/fixtures';
import { Value } from 'typebox/value';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import { authenticate, codeOf, send, signIn } from './helpers';

const newUser = (companyId: string, email = 'dewi.lestari@nusantara-demo.co.id') => ({
  companyId,
  name: 'Dewi Lestari',
  email,
  preferredLanguage: 'id',
});

describe('user management and identity calls without screens (issue 13)', () => {
  let app: MockApp;
  let hr: string;
  let broker: string;
  useResetApp((built) => (app = built));
  beforeEach(async () => {
    hr = (await signIn(app, 'hr')).accessToken;
    broker = (await signIn(app, 'broker')).accessToken;
  });

  const aMember = () => app.store.members.find((m) => m.mobileNumber !== undefined)!;

  describe('users (creation)', () => {
    it('creates a first-time user of the caller’s company, whom search then finds', async () => {
      const created = await send(app, CALLS.createUser, {
        body: newUser(HR_COMPANY_ID),
        token: hr,
      });
      expect(created.statusCode).toBe(200);
      expect(created.body.data).toMatchObject({
        userName: 'dewi.lestari@nusantara-demo.co.id',
        companyIds: [HR_COMPANY_ID],
        isPasswordUpdated: false,
      });
      const found = await send(app, CALLS.searchUserName, {
        query: { userName: 'dewi.lestari@nusantara-demo.co.id' },
      });
      expect(found.body.data?.exists).toBe(true);
      const route = await send(app, CALLS.accountRecovery, {
        query: { userName: 'dewi.lestari@nusantara-demo.co.id' },
      });
      expect(route.body.data?.route).toBe('first-time-login');
    });

    it('refuses another company (GW1035) for the HR user; the broker may', async () => {
      const refused = await send(app, CALLS.createUser, {
        body: newUser(OTHER_COMPANY_ID),
        token: hr,
      });
      expect(codeOf(refused)).toBe('GW1035');
      expect(app.store.userByEmail('dewi.lestari@nusantara-demo.co.id')).toBeUndefined();
      const allowed = await send(app, CALLS.createUser, {
        body: newUser(OTHER_COMPANY_ID),
        token: broker,
      });
      expect(allowed.statusCode).toBe(200);
    });

    it('refuses an e-mail already registered (err004)', async () => {
      const answer = await send(app, CALLS.createUser, {
        body: newUser(HR_COMPANY_ID, DEMO_USERS.broker.email.toUpperCase()),
        token: hr,
      });
      expect(codeOf(answer)).toBe('err004');
    });

    it('needs a signed-in session: no token GW1031, an after-login token GW1034', async () => {
      expect(codeOf(await send(app, CALLS.createUser, { body: newUser(HR_COMPANY_ID) }))).toBe(
        'GW1031',
      );
      const afterLogin = await authenticate(app, 'hr');
      const answer = await send(app, CALLS.createUser, {
        body: newUser(HR_COMPANY_ID),
        token: afterLogin,
      });
      expect(codeOf(answer)).toBe('GW1034');
    });

    it.each([
      ['a missing field', { companyId: HR_COMPANY_ID, name: 'X', preferredLanguage: 'id' }],
      ['an extra field', { ...newUser(HR_COMPANY_ID), admin: true }],
      ['a wrong type', { ...newUser(HR_COMPANY_ID), name: 42 }],
      ['not an object', [1, 2]],
    ])('answers %s with the error envelope, not a 500', async (_case, body) => {
      const answer = await send(app, CALLS.createUser, { body, token: hr });
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(codeOf(answer)).toMatch(/^(GC400|err001|err007)$/);
    });
  });

  describe('before sign-in checks', () => {
    it('search-user-name answers exists and the masked e-mail, or neither', async () => {
      const known = await send(app, CALLS.searchUserName, {
        query: { userName: DEMO_USERS.hr.email },
      });
      expect(known.body.data?.exists).toBe(true);
      expect(known.body.data?.maskedEmail).not.toContain('hr.admin');
      const unknown = await send(app, CALLS.searchUserName, {
        query: { userName: 'nobody@nusantara-demo.co.id' },
      });
      expect(unknown.body.data).toEqual({ exists: false, maskedEmail: null });
    });

    it('medical card: a seeded member number is valid with a masked name; another err006', async () => {
      const member = aMember();
      const answer = await send(app, CALLS.validateMedicalCard, {
        body: { memberNumber: member.memberNumber },
      });
      expect(answer.body.data).toMatchObject({ valid: true, memberNumber: member.memberNumber });
      expect(answer.body.data?.maskedName).not.toContain(member.name.split(' ')[0]!.slice(1));
      const unknown = await send(app, CALLS.validateMedicalCard, {
        body: { memberNumber: 'ZZ-NOT-A-MEMBER' },
      });
      expect(codeOf(unknown)).toBe('err006');
    });

    it('member info: the right date of birth is valid, another err003, a bad date GC400', async () => {
      const member = aMember();
      const ok = await send(app, CALLS.validateMemberInfo, {
        body: { memberNumber: member.memberNumber, dateOfBirth: member.dateOfBirth },
      });
      expect(ok.statusCode).toBe(200);
      const wrongDay = member.dateOfBirth.endsWith('01') ? '02' : '01';
      const mismatch = await send(app, CALLS.validateMemberInfo, {
        body: {
          memberNumber: member.memberNumber,
          dateOfBirth: `${member.dateOfBirth.slice(0, 8)}${wrongDay}`,
        },
      });
      expect(codeOf(mismatch)).toBe('err003');
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.body.systemInformation).toMatchObject({
        errorMessage: 'The data does not match our records',
      });
      const bad = await send(app, CALLS.validateMemberInfo, {
        body: { memberNumber: member.memberNumber, dateOfBirth: '12/04/1988' },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('mobile: a free number is valid, a member’s is err005, a malformed one err008', async () => {
      const free = await send(app, CALLS.validateMobile, {
        body: { mobileNumber: '89999000111', countryCode: '+62' },
      });
      expect(free.body.data).toEqual({ valid: true, registered: false });
      const taken = await send(app, CALLS.validateMobile, {
        body: { mobileNumber: aMember().mobileNumber, countryCode: '+62' },
      });
      expect(codeOf(taken)).toBe('err005');
      for (const mobileNumber of ['081234567890', '81234']) {
        const invalid = await send(app, CALLS.validateMobile, {
          body: { mobileNumber, countryCode: '+62' },
        });
        expect(codeOf(invalid)).toBe('err008');
      }
    });

    it('build-version answers the version without a token', async () => {
      const answer = await send(app, CALLS.userBuildVersion);
      expect(answer.body.data).toEqual({ version: APP_VERSION, build: 'mock' });
    });

    it('the recovery router sends disabled users to customer service, others to forgot password', async () => {
      const route = async (userName: string) =>
        (await send(app, CALLS.accountRecovery, { query: { userName } })).body.data?.route;
      expect(await route(DEMO_USERS.disabled.email)).toBe('customer-service');
      expect(await route(DEMO_USERS.firstTime.email)).toBe('first-time-login');
      expect(await route(DEMO_USERS.locked.email)).toBe('forgot-password');
      expect(await route(DEMO_USERS.hr.email)).toBe('forgot-password');
      expect(await route('nobody@nusantara-demo.co.id')).toBe('forgot-password');
    });
  });

  describe('identity provider', () => {
    const authorizeQuery = {
      client_id: OAUTH_CLIENT.clientId,
      redirect_uri: 'https://portal.example.co.id/callback',
      response_type: 'code',
      state: 'xyz-123',
    };

    it('authorize answers a fresh code and echoes the state for the portal’s client', async () => {
      const first = await send(app, CALLS.authorize, { query: authorizeQuery, token: hr });
      const second = await send(app, CALLS.authorize, { query: authorizeQuery, token: hr });
      expect(first.body.data?.state).toBe('xyz-123');
      expect(first.body.data?.code).not.toBe(second.body.data?.code);
    });

    it('authorize refuses an unknown client and another response type; needs a full token', async () => {
      const unknown = await send(app, CALLS.authorize, {
        query: { ...authorizeQuery, client_id: 'someone-else' },
        token: hr,
      });
      expect(codeOf(unknown)).toBe('GC400');
      const implicit = await send(app, CALLS.authorize, {
        query: { ...authorizeQuery, response_type: 'token' },
        token: hr,
      });
      expect(implicit.statusCode).toBe(400);
      expect(codeOf(await send(app, CALLS.authorize, { query: authorizeQuery }))).toBe('GW1031');
    });

    it('userinfo answers the token’s own user; an after-login token is refused', async () => {
      const answer = await send(app, CALLS.userInfo, { token: broker });
      expect(answer.body.data).toMatchObject({
        sub: 'USR000002',
        email: DEMO_USERS.broker.email,
        locale: 'en',
      });
      const afterLogin = await authenticate(app, 'hr');
      expect(codeOf(await send(app, CALLS.userInfo, { token: afterLogin }))).toBe('GW1034');
    });
  });

  it.each(
    [
      CALLS.createUser,
      CALLS.validateMedicalCard,
      CALLS.validateMemberInfo,
      CALLS.validateMobile,
    ].map((call) => [call.id, call] as const),
  )('documents %s in OpenAPI with a request example its schema takes', async (_id, call) => {
    const paths = (await app.inject({ method: 'GET', url: `${OPENAPI_DOCS_PATH}/json` })).json()
      .paths as Record<
      string,
      Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>
    >;
    const example = (call.body as { examples?: unknown[] }).examples?.[0];
    expect(Value.Check(call.body!, example)).toBe(true);
    const operation = paths[`${API_AREAS[call.area]}${call.path}`]?.[call.method.toLowerCase()];
    expect(operation?.requestBody?.content['application/json']?.example).toEqual(example);
  });
});
