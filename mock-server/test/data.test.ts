import {
  CALLS,
  DEFAULT_VARIABLE_CODES,
  DEMO_USERS,
  ERROR_CODES,
  MODULES,
  SCENARIOS,
} from '@mo/contracts';
import { HR_COMPANY_NAME, buildSeed, companiesOf, demoUser } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { arm, codeOf, send, signIn, testApp, type SignedIn, useSignedInApp } from './helpers';

const seed = buildSeed();
const hrCompanyId = demoUser(seed, 'hr').companyIds[0]!;
const brokerOnlyCompanyId = demoUser(seed, 'broker').companyIds.find((id) => id !== hrCompanyId)!;

describe('reads: system parameters, profile, modules, policies', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn));

  describe('getSysParam (public)', () => {
    const get = (category: string) => send(app, CALLS.getSysParam, { query: { category } });

    it('answers COUNTRY with the popular countries first', async () => {
      const answer = await get('COUNTRY');
      expect(answer.statusCode).toBe(200);
      const [parameter] = answer.body.data!.systemParameterList;
      expect(parameter?.category).toBe('COUNTRY');
      expect(parameter?.commonCategoryDetail.slice(0, 4).map((c) => c.code)).toEqual([
        'ID',
        'SG',
        'MY',
        'BN',
      ]);
      expect(parameter?.commonCategoryDetail[0]).toMatchObject({ description2: '+62' });
    });

    it('answers DEFAULT_VARIABLES with every code the portal reads', async () => {
      const details = (await get('DEFAULT_VARIABLES')).body.data!.systemParameterList[0]!
        .commonCategoryDetail;
      expect(details.map((d) => d.code)).toEqual(
        expect.arrayContaining(Object.values(DEFAULT_VARIABLE_CODES)),
      );
      expect(details.find((d) => d.code === 'OTP_VALIDITY')?.description1).toBe('180');
    });

    it('answers JKT_DATE_TIME from the mock clock in Jakarta time (UTC+7)', async () => {
      app.store.clock.set('2026-12-31T20:15:30.000Z');
      const [parameter] = (await get('JKT_DATE_TIME')).body.data!.systemParameterList;
      expect(parameter?.commonCategoryDetail).toEqual([
        { code: 'JKT_DATE_TIME', description1: '2027-01-01 03:15:30' },
      ]);
      app.store.clock.reset();
    });

    it('rejects an unknown category (GC400) and a missing one (err001)', async () => {
      expect(codeOf(await get('HOSPITALS'))).toBe(ERROR_CODES.badRequest);
      const missing = await send(app, CALLS.getSysParam, {});
      expect(codeOf(missing)).toBe(ERROR_CODES.required);
      expect(missing.body.systemInformation.details).toEqual(['querystring.category']);
    });
  });

  describe('userProfile and accessibleModules', () => {
    it('gives the HR user exactly their one company, with its contact details', async () => {
      const profile = (await send(app, CALLS.userProfile, { token: hr.accessToken })).body.data!;
      const company = seed.companies.find((c) => c.id === hrCompanyId)!;
      expect(profile).toMatchObject({
        id: 'USR000001',
        email: 'hr.admin@nusantara-demo.co.id',
        companyName: HR_COMPANY_NAME,
        companyPhoneNo: company.phoneNo,
        companyEmailAddress: company.emailAddress,
        companyAddress: company.address,
        isPasswordUpdated: true,
      });
      expect(profile.companyDetails).toEqual([
        {
          id: company.id,
          companyNumber: company.companyNumber,
          companyName: HR_COMPANY_NAME,
          companyPhoneNo: company.phoneNo,
          companyEmailAddress: company.emailAddress,
          companyAddress: company.address,
        },
      ]);
    });

    it('gives the broker all their companies (at least three)', async () => {
      const profile = (await send(app, CALLS.userProfile, { token: broker.accessToken })).body
        .data!;
      const expected = companiesOf(seed, demoUser(seed, 'broker')).map((c) => c.companyName);
      expect(profile.companyDetails.map((c) => c.companyName)).toEqual(expected);
      expect(profile.companyDetails.length).toBeGreaterThanOrEqual(3);
      expect(profile.companyName).toBe(expected[0]);
    });

    it("gives each of the broker's companies its own contact details", async () => {
      const profile = (await send(app, CALLS.userProfile, { token: broker.accessToken })).body
        .data!;
      const companies = companiesOf(seed, demoUser(seed, 'broker'));
      expect(profile.companyDetails).toEqual(
        companies.map((c) => ({
          id: c.id,
          companyNumber: c.companyNumber,
          companyName: c.companyName,
          companyPhoneNo: c.phoneNo,
          companyEmailAddress: c.emailAddress,
          companyAddress: c.address,
        })),
      );
      // The companies differ, so a card that mixed them up would show it.
      expect(new Set(companies.map((c) => c.phoneNo)).size).toBe(companies.length);
    });

    it("lists the user's granted modules", async () => {
      const answer = await send(app, CALLS.accessibleModules, { token: hr.accessToken });
      const modules = answer.body.data!.modules;
      expect(modules).toEqual(demoUser(seed, 'hr').modules);
      expect(modules).toEqual(expect.arrayContaining(['Home', 'Excess Claim', 'COB Submission']));
      for (const m of modules) expect(MODULES).toContain(m);
    });
  });

  describe('policyList', () => {
    const list = (token: string, query: Record<string, string | number>) =>
      send(app, CALLS.policyList, { token, query });
    const companyPolicies = (companyId: string) =>
      seed.policies.filter((p) => p.companyId === companyId);

    it('pages server-side with default page 1 and size 10', async () => {
      const answer = await list(hr.accessToken, { companyId: hrCompanyId });
      expect(answer.statusCode).toBe(200);
      const expected = companyPolicies(hrCompanyId);
      expect(answer.body.data!.policies.map((p) => p.policyNo)).toEqual(
        expected.map((p) => p.policyNo),
      );
      expect(answer.body.data!.pagination).toEqual({
        currentPage: 1,
        pageSize: 10,
        totalPage: 1,
        totalRecord: expected.length,
      });
    });

    it('answers the asked page and size, and an empty page past the end', async () => {
      // Twelve policies a company: two pages of ten.
      const big = await testApp({ seed: { policiesPerCompany: 12 } });
      try {
        const token = (await signIn(big, 'hr')).accessToken;
        const expected = big.store.policiesOf(hrCompanyId);
        expect(expected).toHaveLength(12);
        const query = (currentPage: number) => ({
          token,
          query: { companyId: hrCompanyId, currentPage, pageSize: 10 },
        });
        const page2 = (await send(big, CALLS.policyList, query(2))).body.data!;
        expect(page2.policies.map((p) => p.id)).toEqual(expected.slice(10).map((p) => p.id));
        expect(page2.pagination).toEqual({
          currentPage: 2,
          pageSize: 10,
          totalPage: 2,
          totalRecord: 12,
        });
        const past = (await send(big, CALLS.policyList, query(9))).body.data!;
        expect(past.policies).toEqual([]);
      } finally {
        await big.close();
      }
    });

    it.each([20, 50, 100])('takes the page size %i', async (pageSize) => {
      const answer = await list(hr.accessToken, { companyId: hrCompanyId, pageSize });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data!.pagination.pageSize).toBe(pageSize);
    });

    it('derives member and claim counts from the seed, second-policy enrolments included', async () => {
      const policies = (await list(hr.accessToken, { companyId: hrCompanyId })).body.data!.policies;
      // The second policy of the company holds households whose first policy is another one.
      const first = policies.find((p) =>
        seed.members.some((m) => m.otherEnrolments?.some((e) => e.policyId === p.id)),
      );
      const members = seed.members.filter(
        (m) => m.policyId === first!.id || m.otherEnrolments?.some((e) => e.policyId === first!.id),
      ).length;
      expect(members).toBeGreaterThan(seed.members.filter((m) => m.policyId === first!.id).length);
      const claims = seed.claims.filter((c) => c.policyId === first!.id);
      expect(first).toMatchObject({
        totalMembers: members,
        totalSubmittedClaims: claims.filter((c) => c.stage === 'SUBMITTED').length,
        totalActiveAndCompletedClaims: claims.filter((c) => c.stage !== 'SUBMITTED').length,
      });
      expect(first!.planVMList.map((p) => p.planNo)).toEqual(['A', 'B']);
      expect(first!.policyPeriodVMList.length).toBeGreaterThanOrEqual(1);
    });

    it('follows the claims book: rows made once are made again when the figures change', async () => {
      const own = await testApp();
      try {
        const claimsOf = async (token: string) =>
          (
            await send(own, CALLS.policyList, { token, query: { companyId: hrCompanyId } })
          ).body.data!.policies.map((p) => [
            p.totalActiveAndCompletedClaims,
            p.totalSubmittedClaims,
          ]);
        const token = (await signIn(own, 'hr')).accessToken;
        const seeded = await claimsOf(token);
        expect(seeded.some(([done, submitted]) => done! + submitted! > 0)).toBe(true);
        // answered twice from the same rows: the same figures
        expect(await claimsOf(token)).toEqual(seeded);
        // the scenario signs the user in again (a new session)
        const emptied = await arm(own, SCENARIOS.claimsBookEmpty, {
          userName: DEMO_USERS.hr.email,
        });
        const afterEmpty = emptied.body as { accessToken: string };
        expect(await claimsOf(afterEmpty.accessToken)).toEqual(seeded.map(() => [0, 0]));
        await own.inject({ method: 'POST', url: '/__mock/reset' });
        expect(await claimsOf((await signIn(own, 'hr')).accessToken)).toEqual(seeded);
      } finally {
        await own.close();
      }
    });

    it('lets the broker list another of their companies', async () => {
      const answer = await list(broker.accessToken, { companyId: brokerOnlyCompanyId });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data!.policies.every((p) => p.policyHolder !== HR_COMPANY_NAME)).toBe(
        true,
      );
    });

    it.each([
      ['a company of another user', () => brokerOnlyCompanyId],
      ['a company that does not exist', () => 'CO999999'],
    ])('answers 403 GW1035 with no data for %s', async (_case, companyId) => {
      const answer = await list(hr.accessToken, { companyId: companyId() });
      expect(answer.statusCode).toBe(403);
      expect(codeOf(answer)).toBe(ERROR_CODES.companyForbidden);
      expect(answer.body.data).toBeUndefined();
      expect(answer.raw.body).not.toContain('policyNo');
    });

    it.each([
      [{ currentPage: 0 }],
      [{ pageSize: 101 }],
      [{ pageSize: 30 }],
      [{ pageSize: 2 }],
      [{ currentPage: 'two' }],
      [{ unknownFilter: 'x' }],
    ])('rejects the bad paging %j with 400 GC400', async (extra) => {
      const answer = await list(hr.accessToken, { companyId: hrCompanyId, ...extra });
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
    });
  });
});
