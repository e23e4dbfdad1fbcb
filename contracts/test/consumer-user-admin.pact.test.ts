/**
 * Consumer contract, the user-management and identity calls no screen makes (issue 13; readings
 * in docs/spec-notes.md, "Documented calls without screens"): user creation (also refused for
 * another company), the user-name search, the member card, member details and mobile checks,
 * the build version, the account recovery router, oauth2 authorize and userinfo, through the
 * web's API client.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { CALL_ROUTES, DEMO_USERS, OAUTH_CLIENT } from '@mo/contracts';
import { buildSeed, HR_COMPANY_ID, OTHER_COMPANY_ID } from '@mo/fixtures';
import { clientFor, ok, refused } from './support/pact-client';
import { gatewayHeaders } from './pact-matchers';
import { TOKEN, signedInPact } from './members-pact';

const { regex, string, eachLike } = MatchersV3;
const { run, call } = signedInPact();
const publicJson = { ...gatewayHeaders(), 'Content-Type': 'application/json' };

const seed = buildSeed();
const member = seed.members.find((m) => m.companyId === HR_COMPANY_ID)!;
const policyNo = seed.policies.find((p) => p.id === member.policyId)!.policyNo;

const apiAt = (url: string) => clientFor(url, TOKEN);

const newUser = (companyId: string) => ({
  companyId,
  name: 'Dewi Lestari',
  email: 'dewi.lestari@nusantara-demo.co.id',
  preferredLanguage: 'id' as const,
});
const memberAnswer = {
  valid: true,
  memberNumber: string(member.memberNumber),
  maskedName: string('R*** K***'),
  policyNo: string(policyNo),
};

describe('portal → insurer contract (user management and identity)', () => {
  it('creates a portal user of the HR company', () =>
    call({
      uponReceiving: 'a request to create a user of the HR company',
      call: CALL_ROUTES.createUser,
      body: newUser(HR_COMPANY_ID),
      answer: ok({
        id: regex('^USR\\d{6}$', 'USR100123'),
        userName: 'dewi.lestari@nusantara-demo.co.id',
        companyIds: [HR_COMPANY_ID],
        isPasswordUpdated: false,
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.createUser, {
          body: newUser(HR_COMPANY_ID),
        });
        expect(data.isPasswordUpdated).toBe(false);
      },
    }));

  it('refuses a user of a company the HR user does not manage (GW1035)', () =>
    call({
      uponReceiving: 'a request to create a user of another company',
      call: CALL_ROUTES.createUser,
      body: newUser(OTHER_COMPANY_ID),
      ...refused(403, 'GW1035', (server) =>
        apiAt(server.url).call(CALL_ROUTES.createUser, { body: newUser(OTHER_COMPANY_ID) }),
      ),
    }));

  it('searches a user name before sign-in', () =>
    run({
      uponReceiving: 'a search for a registered user name',
      call: CALL_ROUTES.searchUserName,
      query: { userName: DEMO_USERS.hr.email },
      headers: gatewayHeaders(),
      answer: ok({ exists: true, maskedEmail: string('hr***@nusantara-demo.co.id') }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.searchUserName, {
          query: { userName: DEMO_USERS.hr.email },
        });
        expect(data.exists).toBe(true);
      },
    }));

  it('validates a medical card and member details', async () => {
    await run({
      uponReceiving: 'a check of a registered medical card number',
      call: CALL_ROUTES.validateMedicalCard,
      headers: publicJson,
      body: { memberNumber: member.memberNumber },
      answer: ok(memberAnswer),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.validateMedicalCard, {
          body: { memberNumber: member.memberNumber },
        });
        expect(data.valid).toBe(true);
      },
    });
    await run({
      uponReceiving: 'a check of an unregistered medical card number',
      call: CALL_ROUTES.validateMedicalCard,
      headers: publicJson,
      body: { memberNumber: 'ZZ-NOT-A-MEMBER' },
      ...refused(404, 'err006', (server) =>
        apiAt(server.url).call(CALL_ROUTES.validateMedicalCard, {
          body: { memberNumber: 'ZZ-NOT-A-MEMBER' },
        }),
      ),
    });
    const details = { memberNumber: member.memberNumber, dateOfBirth: member.dateOfBirth };
    await run({
      uponReceiving: 'a check of a member number with its date of birth',
      call: CALL_ROUTES.validateMemberInfo,
      headers: publicJson,
      body: details,
      answer: ok(memberAnswer),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.validateMemberInfo, {
          body: details,
        });
        expect(data.memberNumber).toBe(member.memberNumber);
      },
    });
  });

  it('validates a mobile number (free, and malformed err008)', async () => {
    const mobileCheck = (uponReceiving: string, body: unknown) => ({
      uponReceiving,
      call: CALL_ROUTES.validateMobile,
      headers: publicJson,
      body,
    });
    const free = { mobileNumber: '89999000111', countryCode: '+62' };
    await run({
      ...mobileCheck('a check of a free mobile number', free),
      answer: ok({ valid: true, registered: false }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.validateMobile, { body: free });
        expect(data.valid).toBe(true);
      },
    });
    const malformed = { mobileNumber: '081234567890', countryCode: '+62' };
    await run({
      ...mobileCheck('a check of a mobile number starting with 0', malformed),
      ...refused(400, 'err008', (server) =>
        apiAt(server.url).call(CALL_ROUTES.validateMobile, { body: malformed }),
      ),
    });
  });

  it('reads the build version and the recovery route', async () => {
    await run({
      uponReceiving: 'a request for the user-management build version',
      call: CALL_ROUTES.userBuildVersion,
      headers: gatewayHeaders(),
      answer: ok({ version: string('8.1.0-5'), build: string('mock') }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.userBuildVersion, {});
        expect(data.version).toBeTruthy();
      },
    });
    await run({
      uponReceiving: 'a request for the recovery route of a disabled account',
      call: CALL_ROUTES.accountRecovery,
      query: { userName: DEMO_USERS.disabled.email },
      headers: gatewayHeaders(),
      answer: ok({ route: 'customer-service' }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.accountRecovery, {
          query: { userName: DEMO_USERS.disabled.email },
        });
        expect(data.route).toBe('customer-service');
      },
    });
  });

  it('authorises the portal client and reads the user info', async () => {
    const query = {
      client_id: OAUTH_CLIENT.clientId,
      redirect_uri: 'https://portal.example.co.id/callback',
      response_type: 'code' as const,
      state: 'xyz-123',
    };
    await call({
      uponReceiving: 'an authorisation code request of the portal client',
      call: CALL_ROUTES.authorize,
      query: query,
      answer: ok({
        code: regex('^[A-Za-z0-9_-]{16,}$', 'q3Jm0bGZQn2Yd1k4V9xw7sT5aRcL8eHf'),
        state: 'xyz-123',
        redirectUri: query.redirect_uri,
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.authorize, { query });
        expect(data.state).toBe('xyz-123');
      },
    });
    await call({
      uponReceiving: 'a request for the signed-in user info',
      call: CALL_ROUTES.userInfo,
      answer: ok({
        sub: string('USR000001'),
        name: string('Rina Kartika Sari'),
        email: DEMO_USERS.hr.email,
        locale: regex('^(id|en)$', 'id'),
        companyIds: eachLike(string(HR_COMPANY_ID)),
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.userInfo, {});
        expect(data.email).toBe(DEMO_USERS.hr.email);
      },
    });
  });
});
