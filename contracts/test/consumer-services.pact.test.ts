/**
 * Consumer contract, the documented calls no screen makes (issue 13): the customer services'
 * build version, feedback (sent, then read back), buy-insurance, FAQ and banners, and the policy
 * admin's categories, benefit list, policy validation (also refused for another company) and
 * build version, through the web's API client.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { CALL_ROUTES, SCENARIOS } from '@mo/contracts';
import { buildSeed, HR_COMPANY_ID, OTHER_COMPANY_ID } from '@mo/fixtures';
import { clientFor, interaction, ok, refused } from './support/pact-client';
import { gatewayHeaders } from './pact-matchers';
import { TOKEN, bearer, hrSignedIn, isoDate, signedInPact } from './members-pact';

const { boolean, eachLike, integer, regex, string } = MatchersV3;
const { pact, run, call } = signedInPact();
const headers = { ...gatewayHeaders(), ...bearer };
const companyId = HR_COMPANY_ID;

const seed = buildSeed();
const hrPolicy = seed.policies.find((p) => p.companyId === companyId)!;

const apiAt = (url: string) => clientFor(url, TOKEN);
const buildVersion = (service: string) => ({
  service,
  version: regex('^\\d+\\.\\d+\\.\\d+$', '1.0.0'),
  buildDate: isoDate('2026-10-28'),
});
const feedbackEntry = {
  id: string('FB000001'),
  category: regex('^(SUGGESTION|COMPLAINT|COMPLIMENT|QUESTION)$', 'SUGGESTION'),
  rating: integer(4),
  message: string('Tolong tambahkan ekspor PDF.'),
  createdAt: regex('^\\d{4}-\\d{2}-\\d{2}T.+Z$', '2026-12-01T20:30:00.000Z'),
};

describe('portal → insurer contract (customer services and policy admin extras)', () => {
  it('reads the build versions of both services without a token', async () => {
    for (const [call, service] of [
      [CALL_ROUTES.customerServicesBuildVersion, 'customer-services'],
      [CALL_ROUTES.policyAdminBuildVersion, 'policy-admin'],
    ] as const) {
      await interaction(pact, {
        given: SCENARIOS.seeded,
        uponReceiving: `a request for the ${service} build version`,
        call,
        request: (b) => b.headers(gatewayHeaders()),
      })
        .willRespondWith(200, ok(buildVersion(service)))
        .executeTest(async (server) => {
          const data = await apiAt(server.url).call(call, {});
          expect(data.service).toBe(service);
        });
    }
  });

  it('sends feedback and reads the feedback sent', async () => {
    const body = {
      category: 'SUGGESTION',
      rating: 4,
      message: 'Tolong tambahkan ekspor PDF.',
    } as const;
    await call({
      uponReceiving: 'a feedback from the signed-in user',
      call: CALL_ROUTES.submitFeedback,
      body: body,
      answer: ok(feedbackEntry),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.submitFeedback, { body });
        expect(data.message).toBe(body.message);
      },
    });
    await run({
      given: SCENARIOS.feedbackSent,
      params: hrSignedIn(),
      uponReceiving: "a request for the user's feedback",
      call: CALL_ROUTES.feedbackList,
      headers: headers,
      answer: ok({ feedback: eachLike(feedbackEntry) }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.feedbackList, {});
        expect(data.feedback.length).toBeGreaterThan(0);
      },
    });
  });

  it('reads the products on offer, the FAQ and the banners in English', async () => {
    const query = { language: 'en' } as const;
    await run({
      given: SCENARIOS.seeded,
      uponReceiving: 'a request for the products on offer',
      call: CALL_ROUTES.buyInsurance,
      query: query,
      headers: gatewayHeaders(),
      answer: ok({
        products: eachLike({
          code: string('GHG'),
          name: string('Group Health Insurance'),
          description: string('Inpatient, outpatient, dental.'),
          productTypes: eachLike(string('HBAS')),
        }),
        contact: {
          name: string('Tim Penjualan Korporasi'),
          phoneNo: string('+62 21 5098 1234'),
          emailAddress: regex('^[^@\\s]+@[^@\\s]+$', 'corporate.sales@insurer-demo.co.id'),
        },
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.buyInsurance, { query });
        expect(data.products.length).toBeGreaterThan(0);
      },
    });
    await run({
      given: SCENARIOS.seeded,
      uponReceiving: 'a request for the FAQ in English',
      call: CALL_ROUTES.faq,
      query: query,
      headers: gatewayHeaders(),
      answer: ok({
        faqs: eachLike({
          id: string('FAQ01'),
          category: string('Account'),
          question: string('How do I change my password?'),
          answer: string('Open My Account.'),
          sequence: integer(1),
        }),
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.faq, { query });
        expect(data.faqs[0]?.sequence).toBe(1);
      },
    });
    await run({
      given: SCENARIOS.seeded,
      uponReceiving: "a request for today's banners",
      call: CALL_ROUTES.appBanners,
      query: query,
      headers: gatewayHeaders(),
      answer: ok({
        banners: eachLike({
          id: string('BN01'),
          title: string('Annual check-ups for your staff'),
          imageUrl: string('/assets/banners/medical-check-up.png'),
          sequence: integer(1),
          validFrom: isoDate('2024-01-01'),
          validTo: isoDate('2030-12-31'),
        }),
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.appBanners, { query });
        expect(data.banners.length).toBeGreaterThan(0);
      },
    });
  });

  it("reads a policy's categories and the company's benefit list", async () => {
    await call({
      uponReceiving: "a request for a policy's categories",
      call: CALL_ROUTES.policyCategories,
      pathParams: { policyId: hrPolicy.id },
      query: { companyId },
      answer: ok({
        categories: eachLike({
          planNo: string(hrPolicy.plans[0]!.planNo),
          planDescription: string(hrPolicy.plans[0]!.planDescription),
          memberType: regex('^(E|S|C)$', 'E'),
          memberCount: integer(12),
        }),
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.policyCategories, {
          path: { policyId: hrPolicy.id },
          query: { companyId },
        });
        expect(data.categories.length).toBeGreaterThan(0);
      },
    });
    await call({
      uponReceiving: "a request for the benefit list of the company's policies",
      call: CALL_ROUTES.policyBenefitList,
      query: { companyId },
      answer: ok({
        benefits: eachLike({
          policyId: string(hrPolicy.id),
          policyNo: string(hrPolicy.policyNo),
          benefitId: string(hrPolicy.benefits[0]!.id),
          productType: regex('^(HBAS|HSMT|HSCI|HSDT|HSOT|HMCU)$', 'HBAS'),
          benefitName: string('Rawat Inap'),
          isActive: boolean(true),
        }),
      }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.policyBenefitList, {
          query: { companyId },
        });
        expect(data.benefits.length).toBeGreaterThan(0);
      },
    });
  });

  it("validates a policy number of the company, and is refused another company's (GW1035)", async () => {
    const body = { companyId, policyNo: hrPolicy.policyNo };
    await call({
      uponReceiving: "a validation of the company's own policy number",
      call: CALL_ROUTES.validatePolicy,
      body: body,
      answer: ok({ valid: true, policyId: string(hrPolicy.id) }),
      test: async (server) => {
        const data = await apiAt(server.url).call(CALL_ROUTES.validatePolicy, { body });
        expect(data.valid).toBe(true);
      },
    });
    const foreign = { companyId: OTHER_COMPANY_ID, policyNo: hrPolicy.policyNo };
    await call({
      uponReceiving: 'a policy validation for a company the user does not manage',
      call: CALL_ROUTES.validatePolicy,
      body: foreign,
      ...refused(403, 'GW1035', (server) =>
        apiAt(server.url).call(CALL_ROUTES.validatePolicy, { body: foreign }),
      ),
    });
  });
});
