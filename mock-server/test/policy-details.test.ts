import { CALLS, ERROR_CODES } from '@mo/contracts';
import { REPORT_DEMO_POLICY_IDS, buildSeed, demoUser } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { codeOf, send, type SignedIn, useSignedInApp } from './helpers';

const seed = buildSeed();
const hrCompanyId = demoUser(seed, 'hr').companyIds[0]!;
const policyById = (id: string) => seed.policies.find((p) => p.id === id)!;
const hrPolicy = policyById(REPORT_DEMO_POLICY_IDS.oneFile);
const bigPolicy = policyById(REPORT_DEMO_POLICY_IDS.multiFile);
const emptyPolicy = policyById(REPORT_DEMO_POLICY_IDS.noFile);
const otherHrPolicy = seed.policies.find((p) => p.companyId === hrCompanyId && p !== hrPolicy)!;

describe('policy details, plans, benefits and the benefit schedule', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn));

  const details = (policyId: string, query: Record<string, string>, token = hr.accessToken) =>
    send(app, CALLS.policyDetails, { params: { policyId }, query, token });

  describe('policyDetails', () => {
    it('answers the policy with its description and the first period by default', async () => {
      const answer = await details(hrPolicy.id, { companyId: hrCompanyId });
      expect(answer.statusCode).toBe(200);
      const data = answer.body.data!;
      expect(data).toMatchObject({
        id: hrPolicy.id,
        policyNo: 'GHG0001001',
        policyType: hrPolicy.policyType,
        selectedPeriodId: hrPolicy.periods[0]!.id,
      });
      expect(data.policyDescription).toBe(hrPolicy.policyDescription);
      expect(data.policyPeriodVMList.map((p) => p.id)).toEqual(hrPolicy.periods.map((p) => p.id));
    });

    it('answers the period asked for', async () => {
      const last = hrPolicy.periods[hrPolicy.periods.length - 1]!;
      const answer = await details(hrPolicy.id, { companyId: hrCompanyId, periodId: last.id });
      expect(answer.body.data?.selectedPeriodId).toBe(last.id);
    });

    it('answers GC404 to a period of another policy, another company policy or no policy', async () => {
      const foreignPeriod = otherHrPolicy.periods[0]!.id;
      for (const answer of [
        await details(hrPolicy.id, { companyId: hrCompanyId, periodId: foreignPeriod }),
        await details(bigPolicy.id, { companyId: hrCompanyId }),
        await details('PO999999999', { companyId: hrCompanyId }),
      ]) {
        expect(answer.statusCode).toBe(404);
        expect(codeOf(answer)).toBe(ERROR_CODES.notFound);
      }
    });

    it('answers GW1035 to a company the user does not belong to', async () => {
      const answer = await details(bigPolicy.id, { companyId: bigPolicy.companyId });
      expect(answer.statusCode).toBe(403);
      expect(codeOf(answer)).toBe(ERROR_CODES.companyForbidden);
      const own = await details(
        bigPolicy.id,
        { companyId: bigPolicy.companyId },
        broker.accessToken,
      );
      expect(own.statusCode).toBe(200);
    });

    it('needs a session token and a companyId', async () => {
      expect(
        (await details(hrPolicy.id, { companyId: hrCompanyId }, hr.afterLogin)).statusCode,
      ).toBe(403);
      const missing = await details(hrPolicy.id, {});
      expect(codeOf(missing)).toBe(ERROR_CODES.required);
    });
  });

  describe('policyPlans', () => {
    const plans = (policyId: string, companyId: string, token = broker.accessToken) =>
      send(app, CALLS.policyPlans, { params: { policyId }, query: { companyId }, token });

    it('answers the plans of the policy (six on the large one)', async () => {
      expect((await plans(hrPolicy.id, hrCompanyId)).body.data?.plans).toEqual(hrPolicy.plans);
      const big = await plans(bigPolicy.id, bigPolicy.companyId);
      expect(big.body.data?.plans.map((p) => p.planNo)).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    });

    it('scopes to the company: GW1035 and GC404', async () => {
      expect(codeOf(await plans(bigPolicy.id, bigPolicy.companyId, hr.accessToken))).toBe(
        ERROR_CODES.companyForbidden,
      );
      expect(codeOf(await plans(bigPolicy.id, hrCompanyId))).toBe(ERROR_CODES.notFound);
    });
  });

  describe('policyBenefits', () => {
    const benefits = (policyId: string, companyId: string, token = broker.accessToken) =>
      send(app, CALLS.policyBenefits, { params: { policyId }, query: { companyId }, token });

    it('answers one active button per product type, in the spec sequence, with its labels', async () => {
      const answer = await benefits(bigPolicy.id, bigPolicy.companyId);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.data?.benefits.map((b) => [b.productType, b.label, b.isActive])).toEqual([
        ['HBAS', 'Inpatient', true],
        ['HSMT', 'Maternity', true],
        ['HSCI', 'Outpatient', true],
        ['HSDT', 'Dental', true],
        ['HSOT', 'Optical', true],
        ['HMCU', 'Medical check-up', true],
      ]);
      expect(answer.body.data?.benefits[0]).toEqual({
        id: `${bigPolicy.id}-HBAS`,
        benefitName: 'Rawat Inap',
        label: 'Inpatient',
        productType: 'HBAS',
        isActive: true,
      });
    });

    it('answers no button for the policy without a schedule', async () => {
      const answer = await benefits(emptyPolicy.id, emptyPolicy.companyId);
      expect(answer.body.data?.benefits).toEqual([]);
    });

    it('scopes to the company: GW1035 and GC404', async () => {
      expect(codeOf(await benefits(hrPolicy.id, hrCompanyId, hr.accessToken))).toBeNull();
      expect(codeOf(await benefits(bigPolicy.id, bigPolicy.companyId, hr.accessToken))).toBe(
        ERROR_CODES.companyForbidden,
      );
      expect(codeOf(await benefits(hrPolicy.id, bigPolicy.companyId))).toBe(ERROR_CODES.notFound);
    });
  });

  describe('benefitSchedule', () => {
    const schedule = (benefitId: string, query: Record<string, string>, token = hr.accessToken) =>
      send(app, CALLS.benefitSchedule, { params: { benefitId }, query, token });
    const hrQuery = { companyId: hrCompanyId, policyId: hrPolicy.id };

    it('answers the inpatient rows of every plan with the spec sample limits', async () => {
      const answer = await schedule(`${hrPolicy.id}-HBAS`, hrQuery);
      expect(answer.statusCode).toBe(200);
      const { productType, rows } = answer.body.data!;
      expect(productType).toBe('HBAS');
      expect(new Set(rows.map((r) => r.planNo))).toEqual(new Set(['A', 'B']));
      expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['HI', 'NM']));
      const amount = (code: string, plan: string) =>
        rows.find((r) => r.code === code && r.planNo === plan)?.benefitAmount.amount;
      expect([amount('MAXL', 'A'), amount('MAXL', 'B')]).toEqual([100_000_000, 150_000_000]);
      expect([amount('HA00', 'A'), amount('HA00', 'B')]).toEqual([350_000, 600_000]);
      expect(rows.find((r) => r.code === 'EX00')?.type).toBe('NM');
      expect(rows.find((r) => r.code === 'HE00')?.maxDays).toBe(30);
      expect(rows.find((r) => r.code === 'HF00')?.maxDays).toBe(90);
      expect(rows.find((r) => r.code === 'MAXL')?.name).toBe('Maksimum Keseluruhan');
    });

    it('answers the outpatient rows: OA00, an unnamed MAXL and a plan without an amount', async () => {
      const { rows } = (await schedule(`${hrPolicy.id}-HSCI`, hrQuery)).body.data!;
      const row = (code: string, plan: string) =>
        rows.find((r) => r.code === code && r.planNo === plan)!;
      expect([row('OA00', 'A'), row('OA00', 'B')].map((r) => r.benefitAmount.amount)).toEqual([
        2_500_000, 3_500_000,
      ]);
      expect(row('MAXL', 'A').name).toBe('');
      expect(row('OD00', 'A').benefitAmount.amount).toBeNull();
      expect(row('OD00', 'B').benefitAmount.amount).toBe(1_000_000);
    });

    it('answers every plan of the large policy', async () => {
      const answer = await schedule(
        `${bigPolicy.id}-HSOT`,
        { companyId: bigPolicy.companyId, policyId: bigPolicy.id },
        broker.accessToken,
      );
      expect(answer.body.data?.rows).toHaveLength(2 * 6);
    });

    it('answers GC404 to a benefit of another policy and GW1035 to another company', async () => {
      const foreign = await schedule(`${otherHrPolicy.id}-HBAS`, hrQuery);
      expect(foreign.statusCode).toBe(404);
      expect(codeOf(foreign)).toBe(ERROR_CODES.notFound);
      expect(codeOf(await schedule(`${hrPolicy.id}-NOPE`, hrQuery))).toBe(ERROR_CODES.notFound);
      const forbidden = await schedule(`${bigPolicy.id}-HBAS`, {
        companyId: bigPolicy.companyId,
        policyId: bigPolicy.id,
      });
      expect(forbidden.statusCode).toBe(403);
      expect(codeOf(forbidden)).toBe(ERROR_CODES.companyForbidden);
    });
  });

  describe('benefitMapping', () => {
    it('answers the product type sequence and the code order (EX00 then MAXL last)', async () => {
      const answer = await send(app, CALLS.benefitMapping, { token: hr.accessToken });
      const mappings = answer.body.data!.mappings;
      expect(mappings.map((m) => [m.productType, m.sequence])).toEqual([
        ['HBAS', 1],
        ['HSMT', 2],
        ['HSCI', 3],
        ['HSDT', 4],
        ['HSOT', 5],
        ['HMCU', 6],
      ]);
      expect(mappings[0]?.benefitCodes.slice(-2)).toEqual(['EX00', 'MAXL']);
      // Inpatient in the order of a stay, not by code: the portal's use of the list shows.
      expect(mappings[0]?.benefitCodes).toEqual([
        'HA00',
        'HB00',
        'HE00',
        'HD00',
        'HF00',
        'EX00',
        'MAXL',
      ]);
      expect(mappings[2]?.benefitCodes).toEqual(['OA00', 'OB00', 'OC00', 'OD00', 'MAXL']);
    });
  });
});
