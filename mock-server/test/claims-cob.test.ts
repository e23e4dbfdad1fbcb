import {
  CALLS,
  ERROR_CODES,
  SYSPARAM_CONFIG_CODES,
  TEST_CLOCK_START,
  cobEventTooOld,
  jakartaDayOf,
} from '@mo/contracts';
import {
  DIAGNOSES,
  HOSPITALS,
  HR_COMPANY_ID,
  OTHER_COMPANY_ID,
  type SeedClaim,
} from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { hrClaims, seed } from './hr-seed';
import { codeOf, send, signIn, type SignedIn, useSignedInApp } from './helpers';

/** Claims that take a COB request, a different one for each test that files one. */
/** The mock's Jakarta today in these tests (its clock starts at TEST_CLOCK_START, 03:30 WIB). */
const TODAY = jakartaDayOf(Date.parse(TEST_CLOCK_START));
const COB_DAYS = 180;
const decided = hrClaims.filter((c) => ['CC', 'CA', 'CR'].includes(c.status));
const eligible = decided.filter((c) => !cobEventTooOld(c.eventDate, TODAY, COB_DAYS));
const tooOld = decided.filter((c) => cobEventTooOld(c.eventDate, TODAY, COB_DAYS));
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
let nextEligible = 0;
const freshClaim = (): SeedClaim => eligible[nextEligible++]!;

describe('COB request, reasons, lists, configuration, payment provider', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn), {
    config: { clockStart: TEST_CLOCK_START },
  });

  const cob = (body: Record<string, unknown>, token = hr.accessToken) =>
    send(app, CALLS.cobSubmit, { body: { companyId: HR_COMPANY_ID, ...body }, token });
  const details = (claimId: string) =>
    send(app, CALLS.claimDetails, {
      params: { claimId },
      query: { companyId: HR_COMPANY_ID },
      token: hr.accessToken,
    });
  const companyQuery = { companyId: HR_COMPANY_ID };

  describe('cobSubmit', () => {
    it.each([
      ['C1', {}, null, null],
      ['C2', { insurerName: ' PT Asuransi Lain ' }, 'PT Asuransi Lain', null],
      [
        'C3',
        { description: "Klaim (sebagian) ke kantor/asuransi O'Neil - 2 @ cabang." },
        null,
        "Klaim (sebagian) ke kantor/asuransi O'Neil - 2 @ cabang.",
      ],
    ] as const)(
      'files a %s request; the claim then shows it',
      async (reason, text, insurerName, description) => {
        const claim = freshClaim();
        const answer = await cob({ claimId: claim.id, reason, ...text });
        expect(answer.statusCode).toBe(200);
        const { cobRefNo } = answer.body.data!;
        expect(cobRefNo).toMatch(/^COB\d{8}\d{5}$/);
        const d = (await details(claim.id)).body.data!;
        expect(d.cobEligible).toBe(false);
        expect(d.cobRequest).toMatchObject({
          cobRefNo,
          reason: { code: reason },
          insurerName,
          description,
          status: 'SUBMITTED',
        });
        expect(d.cobRequest!.requestDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      },
    );

    it("keeps only the chosen reason's text (a stray insurer name on C1 is dropped)", async () => {
      const claim = freshClaim();
      const answer = await cob({ claimId: claim.id, reason: 'C1', insurerName: 'PT Lain' });
      expect(answer.statusCode).toBe(200);
      expect((await details(claim.id)).body.data!.cobRequest?.insurerName).toBeNull();
    });

    it('refuses a request without a reason (err030)', async () => {
      const answer = await cob({ claimId: freshClaim().id, reason: '' });
      expect(answer.statusCode).toBe(400);
      expect(codeOf(answer)).toBe(ERROR_CODES.reasonRequired);
      expect(answer.body.systemInformation.details).toEqual(['body.reason']);
    });

    it.each([
      ['C2', 'insurerName'],
      ['C3', 'description'],
    ] as const)(
      'refuses %s without its text, or with blanks only (err001)',
      async (reason, field) => {
        const claim = freshClaim();
        for (const text of [{}, { [field]: '' }, { [field]: '   ' }]) {
          const answer = await cob({ claimId: claim.id, reason, ...text });
          expect(codeOf(answer)).toBe(ERROR_CODES.required);
          expect(answer.body.systemInformation.details).toEqual([`body.${field}`]);
        }
      },
    );

    it.each([
      ['C2', 'insurerName', 50],
      ['C3', 'description', 100],
    ] as const)(
      'takes %s text up to its limit and refuses one longer (err033)',
      async (reason, field, max) => {
        const claim = freshClaim();
        const long = await cob({ claimId: claim.id, reason, [field]: 'a'.repeat(max + 1) });
        expect(codeOf(long)).toBe(ERROR_CODES.fieldsInvalid);
        const fits = await cob({ claimId: claim.id, reason, [field]: 'a'.repeat(max) });
        expect(fits.statusCode).toBe(200);
      },
    );

    it("refuses text with characters outside letters, digits, ( ) @ . / ' space and hyphen (err033)", async () => {
      const claim = freshClaim();
      for (const insurerName of ['PT <Asuransi>', 'Asuransi #1', 'Asuransi_Lain', 'PT A & Co']) {
        const answer = await cob({ claimId: claim.id, reason: 'C2', insurerName });
        expect(codeOf(answer)).toBe(ERROR_CODES.fieldsInvalid);
      }
    });

    it.each([
      "PT Asuransí Déwi O'Brien (Persero)",
      'Asuranse\u0301 Lain',
      'شركة التأمين',
      '中国人寿保险',
    ])('takes letters of any script and combining marks: "%s"', async (insurerName) => {
      const claim = freshClaim();
      const answer = await cob({ claimId: claim.id, reason: 'C2', insurerName });
      expect(answer.statusCode).toBe(200);
      expect((await details(claim.id)).body.data!.cobRequest?.insurerName).toBe(insurerName);
    });

    it.each(['CP', 'OS', ''])('refuses a claim of status "%s" (CB4001)', async (status) => {
      const claim = hrClaims.find((c) => c.status === status)!;
      const answer = await cob({ claimId: claim.id, reason: 'C1' });
      expect(answer.statusCode).toBe(409);
      expect(codeOf(answer)).toBe(ERROR_CODES.cobNotAllowed);
      expect((await details(claim.id)).body.data!.cobRequest).toBeNull();
    });

    it('refuses a claim whose event is past the COB process-day count (CB4003)', async () => {
      const claim = tooOld[0]!;
      expect((await details(claim.id)).body.data!.cobEligible).toBe(false);
      const answer = await cob({ claimId: claim.id, reason: 'C1' });
      expect(answer.statusCode).toBe(409);
      expect(codeOf(answer)).toBe(ERROR_CODES.cobEventTooOld);
      expect((await details(claim.id)).body.data!.cobRequest).toBeNull();
    });

    it('counts the COB window in Jakarta days: the last day is open, the next is too old', async () => {
      const claim = eligible[eligible.length - 1]!;
      const lastDay = addDays(claim.eventDate, COB_DAYS);
      const at = async (instant: string) => {
        app.store.clock.set(instant);
        const fresh = await signIn(app, 'hr');
        return send(app, CALLS.claimDetails, {
          params: { claimId: claim.id },
          query: { companyId: HR_COMPANY_ID },
          token: fresh.accessToken,
        });
      };
      try {
        // 20:30 UTC the day before the last day is already the last day in Jakarta.
        expect((await at(`${addDays(lastDay, -1)}T20:30:00.000Z`)).body.data!.cobEligible).toBe(
          true,
        );
        // 23:59 in Jakarta on the last day: still open (16:59 UTC).
        expect((await at(`${lastDay}T16:59:00.000Z`)).body.data!.cobEligible).toBe(true);
        // 00:00 in Jakarta the day after (17:00 UTC, still the last day in UTC): too old.
        const late = await at(`${lastDay}T17:00:00.000Z`);
        expect(late.body.data!.cobEligible).toBe(false);
        const fresh = await signIn(app, 'hr');
        const refused = await cob({ claimId: claim.id, reason: 'C1' }, fresh.accessToken);
        expect(codeOf(refused)).toBe(ERROR_CODES.cobEventTooOld);
      } finally {
        app.store.clock.set(TEST_CLOCK_START);
        hr = await signIn(app, 'hr');
      }
    });

    it('refuses a second request on the same claim (CB4002)', async () => {
      const claim = freshClaim();
      expect((await cob({ claimId: claim.id, reason: 'C1' })).statusCode).toBe(200);
      const again = await cob({ claimId: claim.id, reason: 'C3', description: 'lagi' });
      expect(codeOf(again)).toBe(ERROR_CODES.cobAlreadyRequested);
      expect((await details(claim.id)).body.data!.cobRequest?.reason.code).toBe('C1');
    });

    it('refuses a claim of a company the user does not manage (GW1035) and an unknown one (GC404)', async () => {
      const foreign = seed.claims.find(
        (c) => c.companyId === OTHER_COMPANY_ID && c.status === 'CC',
      )!;
      const answer = await cob({ claimId: foreign.id, reason: 'C1' });
      expect(codeOf(answer)).toBe(ERROR_CODES.companyForbidden);
      expect(answer.body.data).toBeUndefined();
      const other = await cob({ companyId: OTHER_COMPANY_ID, claimId: foreign.id, reason: 'C1' });
      expect(codeOf(other)).toBe(ERROR_CODES.companyForbidden);
      expect(codeOf(await cob({ claimId: 'CL-NONE', reason: 'C1' }))).toBe(ERROR_CODES.notFound);
      // the broker manages that company
      const asBroker = await cob(
        { companyId: OTHER_COMPANY_ID, claimId: foreign.id, reason: 'C1' },
        broker.accessToken,
      );
      expect(asBroker.statusCode).toBe(200);
    });

    it('answers bad bodies with an error code, never a 500', async () => {
      const claimId = freshClaim().id;
      for (const body of [
        { claimId, reason: 'C4' },
        { claimId, reason: 'C1', extra: true },
        { claimId, reason: 'C2', insurerName: 'x'.repeat(300) },
        { claimId, reason: 7 },
      ]) {
        const answer = await cob(body);
        expect(answer.statusCode).toBe(400);
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
      }
      const missing = await cob({ reason: 'C1' });
      expect(codeOf(missing)).toBe(ERROR_CODES.required);
    });
  });

  it('cobReasons: C1, C2 and C3 in both languages', async () => {
    const answer = await send(app, CALLS.cobReasons, {
      query: companyQuery,
      token: hr.accessToken,
    });
    const reasons = answer.body.data!.cobReasons;
    expect(reasons.map((r) => r.code)).toEqual(['C1', 'C2', 'C3']);
    for (const r of reasons) {
      expect(r.description).toBe(r.descriptions.en);
      expect(r.descriptions.id).not.toBe(r.descriptions.en);
    }
    expect(reasons[0]!.descriptions.en).toMatch(/national health scheme/);
  });

  it('hospitalList and diagnosisList: the lists every claim detail takes its own from', async () => {
    const hospitals = (
      await send(app, CALLS.hospitalList, { query: companyQuery, token: hr.accessToken })
    ).body.data!.hospitals;
    const diagnoses = (
      await send(app, CALLS.diagnosisList, { query: companyQuery, token: hr.accessToken })
    ).body.data!.diagnoses;
    expect(hospitals).toEqual(HOSPITALS);
    expect(hospitals.filter((h) => h.default)).toHaveLength(1);
    expect(diagnoses).toEqual(DIAGNOSES);
    for (const claim of hrClaims.slice(0, 30)) {
      const d = (await details(claim.id)).body.data!;
      expect(hospitals).toContainEqual(d.hospital);
      expect(diagnoses).toContainEqual(d.diagnosis);
    }
  });

  it('sysParamConfig: the COB process-day count; GC404 for an unknown code', async () => {
    const answer = await send(app, CALLS.sysParamConfig, {
      params: { code: SYSPARAM_CONFIG_CODES.cobProcessDays },
      query: companyQuery,
      token: hr.accessToken,
    });
    expect(answer.body.data).toMatchObject({ code: 'COB_PROCESS_DAY', value: '180' });
    for (const code of ['NOPE', 'constructor', '__proto__']) {
      const unknown = await send(app, CALLS.sysParamConfig, {
        params: { code },
        query: companyQuery,
        token: hr.accessToken,
      });
      expect(codeOf(unknown)).toBe(ERROR_CODES.notFound);
    }
  });

  it('paymentProviderFeature: enabled with its provider; GW1035 for another company', async () => {
    const answer = await send(app, CALLS.paymentProviderFeature, {
      query: companyQuery,
      token: hr.accessToken,
    });
    expect(answer.body.data).toEqual({ enabled: true, providerName: 'Virtual Account' });
    const other = await send(app, CALLS.paymentProviderFeature, {
      query: { companyId: OTHER_COMPANY_ID },
      token: hr.accessToken,
    });
    expect(codeOf(other)).toBe(ERROR_CODES.companyForbidden);
  });
});
