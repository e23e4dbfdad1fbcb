import { CALLS, ERROR_CODES, SCENARIOS } from '@mo/contracts';
import { buildSeed, demoUser } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { useTestApp } from './app-setup';
import { arm, codeOf, send, type SignedIn, useSignedInApp } from './helpers';

const seed = buildSeed();
const hrCompanyId = demoUser(seed, 'hr').companyIds[0]!;
const hrPolicies = seed.policies.filter((p) => p.companyId === hrCompanyId);
const hrPolicy = hrPolicies[0]!;
const otherPolicy = seed.policies.find((p) => p.companyId !== hrCompanyId)!;

describe('customer services and policy admin calls without screens (issue 13)', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn));

  describe('build versions', () => {
    it('answer each service its own version without a token', async () => {
      const cs = await send(app, CALLS.customerServicesBuildVersion);
      const pa = await send(app, CALLS.policyAdminBuildVersion);
      expect(cs.body.data).toMatchObject({ service: 'customer-services' });
      expect(pa.body.data).toMatchObject({ service: 'policy-admin' });
    });

    it('policies/build-version is not taken for a policy id', async () => {
      const answer = await send(app, CALLS.policyAdminBuildVersion, { token: hr.accessToken });
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data?.version).toMatch(/^\d+\.\d+\.\d+$/);
    });
  });

  describe('feedback', () => {
    it('is listed by the next read of its user only, newest first', async () => {
      const first = await send(app, CALLS.submitFeedback, {
        body: { category: 'SUGGESTION', rating: 4, message: '  Tambahkan ekspor PDF.  ' },
        token: hr.accessToken,
      });
      expect(first.statusCode).toBe(200);
      expect(first.body.data).toMatchObject({ message: 'Tambahkan ekspor PDF.', rating: 4 });
      await send(app, CALLS.submitFeedback, {
        body: { category: 'QUESTION', message: 'Kapan klaim saya dibayar?' },
        token: hr.accessToken,
      });
      const mine = await send(app, CALLS.feedbackList, { token: hr.accessToken });
      expect(mine.body.data?.feedback.map((f) => f.category)).toEqual(['QUESTION', 'SUGGESTION']);
      expect(mine.body.data?.feedback[1]?.id).toBe(first.body.data?.id);
      const theirs = await send(app, CALLS.feedbackList, { token: broker.accessToken });
      expect(theirs.body.data?.feedback).toEqual([]);
    });

    it('needs a full session: no token and the after-login token are refused', async () => {
      const none = await send(app, CALLS.feedbackList);
      expect(none.statusCode).toBe(401);
      expect(codeOf(none)).toBe(ERROR_CODES.invalidToken);
      const early = await send(app, CALLS.submitFeedback, {
        body: { category: 'QUESTION', message: 'x' },
        token: hr.afterLogin,
      });
      expect(early.statusCode).not.toBe(200);
      const mine = await send(app, CALLS.feedbackList, { token: hr.accessToken });
      expect(mine.body.data?.feedback.some((f) => f.message === 'x')).toBe(false);
    });

    it.each([
      ['an unknown category', { category: 'PRAISE', message: 'Bagus' }],
      ['a blank message', { category: 'SUGGESTION', message: '   ' }],
      ['a rating of 6', { category: 'SUGGESTION', rating: 6, message: 'Bagus' }],
      ['no body', undefined],
    ])('answers GC400 in the envelope to %s', async (_what, body) => {
      const answer = await send(app, CALLS.submitFeedback, { body, token: hr.accessToken });
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
    });
  });

  describe('FAQ, buy-insurance and banners', () => {
    it('answers the FAQ in Indonesian by default and in English when asked', async () => {
      const id = await send(app, CALLS.faq);
      const en = await send(app, CALLS.faq, { query: { language: 'en' } });
      expect(id.body.data?.faqs[0]?.question).toMatch(/kata sandi/);
      expect(en.body.data?.faqs[0]?.question).toMatch(/password/);
      expect(en.body.data?.faqs.map((f) => f.id)).toEqual(id.body.data?.faqs.map((f) => f.id));
    });

    it('offers the products with a sales contact', async () => {
      const answer = await send(app, CALLS.buyInsurance, { query: { language: 'en' } });
      expect(answer.body.data?.products.map((p) => p.code)).toEqual(['GHG', 'GCB']);
      expect(answer.body.data?.products[0]?.name).toBe('Group Health Insurance');
      expect(answer.body.data?.contact.emailAddress).toContain('@');
    });

    it('answers GC400 to a language it does not have', async () => {
      const answer = await send(app, CALLS.faq, { query: { language: 'fr' } });
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
    });
  });

  describe('policy categories', () => {
    it('lists every plan with each member type and its member count', async () => {
      const answer = await send(app, CALLS.policyCategories, {
        params: { policyId: hrPolicy.id },
        query: { companyId: hrCompanyId },
        token: hr.accessToken,
      });
      const categories = answer.body.data!.categories;
      expect(categories).toHaveLength(hrPolicy.plans.length * 3);
      const employees = seed.members.filter(
        (m) => m.policyId === hrPolicy.id && m.memberType === 'E',
      ).length;
      const counted = categories
        .filter((c) => c.memberType === 'E')
        .reduce((sum, c) => sum + c.memberCount, 0);
      expect(counted).toBeGreaterThanOrEqual(employees);
      expect(employees).toBeGreaterThan(0);
    });

    it('answers GW1035 for another company and GC404 for a policy outside the company', async () => {
      const foreign = await send(app, CALLS.policyCategories, {
        params: { policyId: otherPolicy.id },
        query: { companyId: otherPolicy.companyId },
        token: hr.accessToken,
      });
      expect(codeOf(foreign)).toBe(ERROR_CODES.companyForbidden);
      const outside = await send(app, CALLS.policyCategories, {
        params: { policyId: otherPolicy.id },
        query: { companyId: hrCompanyId },
        token: hr.accessToken,
      });
      expect(codeOf(outside)).toBe(ERROR_CODES.notFound);
    });
  });

  describe('policy benefit list', () => {
    it('lists the benefits of every policy of the company, or of one policy', async () => {
      const all = await send(app, CALLS.policyBenefitList, {
        query: { companyId: hrCompanyId },
        token: hr.accessToken,
      });
      expect(all.body.data?.benefits).toHaveLength(
        hrPolicies.reduce((n, p) => n + p.benefits.length, 0),
      );
      const one = await send(app, CALLS.policyBenefitList, {
        query: { companyId: hrCompanyId, policyId: hrPolicy.id },
        token: hr.accessToken,
      });
      expect(new Set(one.body.data?.benefits.map((b) => b.policyId))).toEqual(
        new Set([hrPolicy.id]),
      );
    });

    it('answers GW1035 to another company, even for the broker only with its own', async () => {
      const hrAnswer = await send(app, CALLS.policyBenefitList, {
        query: { companyId: otherPolicy.companyId },
        token: hr.accessToken,
      });
      expect(codeOf(hrAnswer)).toBe(ERROR_CODES.companyForbidden);
      const brokerAnswer = await send(app, CALLS.policyBenefitList, {
        query: { companyId: otherPolicy.companyId },
        token: broker.accessToken,
      });
      expect(brokerAnswer.statusCode).toBe(200);
    });
  });

  describe('policy validation', () => {
    const validate = (body: unknown, token = hr.accessToken) =>
      send(app, CALLS.validatePolicy, { body, token });

    it("says whether a policy number is the company's own", async () => {
      const own = await validate({
        companyId: hrCompanyId,
        policyNo: hrPolicy.policyNo.toLowerCase(),
      });
      expect(own.body.data).toEqual({ valid: true, policyId: hrPolicy.id });
      const other = await validate({ companyId: hrCompanyId, policyNo: otherPolicy.policyNo });
      expect(other.body.data).toEqual({ valid: false });
    });

    it('answers GW1035 to another company, err001 to a missing number and GC400 to a bad one', async () => {
      const foreign = await validate({ companyId: otherPolicy.companyId, policyNo: 'X' });
      expect(codeOf(foreign)).toBe(ERROR_CODES.companyForbidden);
      const missing = await validate({ companyId: hrCompanyId });
      expect(missing.statusCode).toBe(400);
      expect(codeOf(missing)).toBe(ERROR_CODES.required);
      const bad = await validate({ companyId: hrCompanyId, policyNo: 42 });
      expect(bad.statusCode).toBe(400);
      expect(codeOf(bad)).toBe(ERROR_CODES.badRequest);
    });
  });
});

describe('banners follow the mock clock', () => {
  let app: MockApp;
  useTestApp((built) => (app = built));

  it('shows a banner only inside its window (Jakarta days, both ends included)', async () => {
    const ids = async (instant: string) => {
      app.store.clock.set(instant);
      const answer = await send(app, CALLS.appBanners, { query: { language: 'en' } });
      return answer.body.data?.banners.map((b) => b.id);
    };
    expect(await ids('2026-12-01T03:00:00Z')).toEqual(['BN01', 'BN02']);
    // 8 February 2027 00:30 in Jakarta is still 7 February in UTC.
    expect(await ids('2027-02-07T17:30:00Z')).toEqual(['BN01', 'BN02', 'BN03']);
    expect(await ids('2027-06-01T03:00:00Z')).toEqual(['BN01']);
  });
});

describe(`scenario ${SCENARIOS.feedbackSent}`, () => {
  let app: MockApp;
  useTestApp((built) => (app = built));

  it('signs the user in with one feedback sent, which a reset forgets', async () => {
    const userName = demoUser(seed, 'hr').email;
    const armed = await arm(app, SCENARIOS.feedbackSent, { userName });
    expect(armed.statusCode).toBe(200);
    const { accessToken } = armed.body as { accessToken: string };
    const listed = await send(app, CALLS.feedbackList, { token: accessToken });
    expect(listed.body.data?.feedback.map((f) => f.category)).toEqual(['SUGGESTION']);
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(app.store.feedback.of(demoUser(seed, 'hr').id)).toEqual([]);
  });
});
