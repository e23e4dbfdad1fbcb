import {
  ALL_POLICIES_ID,
  CALLS,
  ERROR_CODES,
  TEST_CLOCK_START,
  TEST_JAKARTA_TODAY,
  TRANSACTION_TYPES,
  type BillingRow,
} from '@mo/contracts';
import { HR_COMPANY_ID, OTHER_COMPANY_ID, type SeedInvoice } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { firstPolicy, hrInvoices, hrPolicies, newestPeriod, seed } from './hr-seed';
import { allPages, codeOf, send, signIn, type SignedIn, useSignedInApp } from './helpers';

const ofPeriod = (periodId: string) => hrInvoices.filter((i) => i.periodId === periodId);
const otherPolicy = seed.policies.find((p) => p.companyId === OTHER_COMPANY_ID)!;
const subsidiaryName = (invoice: SeedInvoice) =>
  seed.policies
    .find((p) => p.id === invoice.policyId)!
    .subsidiaries.find((s) => s.id === invoice.subsidiaryId)!.subsidiaryName;
const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
/** Newest first, then by invoice number descending (the table's tie). */
const byDateDesc = (a: SeedInvoice, b: SeedInvoice) =>
  a.invoiceDate === b.invoiceDate
    ? b.invoiceNo.localeCompare(a.invoiceNo)
    : b.invoiceDate.localeCompare(a.invoiceDate);
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

describe('premium billing: the invoice listing', () => {
  let app: MockApp, hr: SignedIn, broker: SignedIn;
  useSignedInApp((signedIn) => ({ app, hr, broker } = signedIn), {
    config: { clockStart: TEST_CLOCK_START },
  });

  const list = (body: Record<string, unknown>, token = hr.accessToken) =>
    send(app, CALLS.premiumBilling, {
      body: { companyId: HR_COMPANY_ID, policyId: firstPolicy.id, ...body },
      token,
    });
  /** Every row of a query, through the pages. */
  const allRows = async (
    body: Record<string, unknown>,
    token = hr.accessToken,
  ): Promise<BillingRow[]> =>
    allPages(
      (paging) => list({ ...body, ...paging }, token),
      (data) => data.invoices,
    );

  describe('by overview params', () => {
    it("answers the policy's newest period, newest invoice first, page 1 of size 10", async () => {
      const answer = await list({});
      expect(answer.statusCode).toBe(200);
      const data = answer.body.data!;
      const expected = ofPeriod(newestPeriod.id).sort(byDateDesc);
      expect(data.pagination).toEqual({
        currentPage: 1,
        pageSize: 10,
        totalPage: Math.ceil(expected.length / 10),
        totalRecord: expected.length,
      });
      expect(data.invoices.map((r) => r.invoiceNo)).toEqual(
        expected.slice(0, 10).map((i) => i.invoiceNo),
      );
    });

    it('shapes a row: amounts with their *Val, the subsidiary, dates and ageing', async () => {
      const rows = await allRows({});
      for (const row of rows) {
        const invoice = hrInvoices.find((i) => i.invoiceNo === row.invoiceNo)!;
        expect(row).toMatchObject({
          id: invoice.id,
          invoiceDate: invoice.invoiceDate,
          invoiceDateMonthYear: invoice.invoiceDate.slice(0, 7),
          transactionType: invoice.transactionType,
          billingStatus: invoice.billingStatus,
          billingAmountVal: invoice.billingAmount,
          paidAmountVal: invoice.paidAmount,
          outstandingAmountVal: invoice.outstandingAmount,
          subsidiary: subsidiaryName(invoice),
          policyNumber: firstPolicy.policyNo,
          policyId: firstPolicy.id,
          periodId: newestPeriod.id,
          paidDate: invoice.paidDate ?? null,
          memberCount: invoice.memberCount,
          coverageFrom: invoice.invoiceDate,
        });
        expect(row.billingAmount).toEqual({
          amount: invoice.billingAmount,
          currency: 'IDR',
          formattedAmount: expect.stringMatching(/^\d{1,3}(\.\d{3})*,00$/),
        });
        expect(row.paidAmountVal + row.outstandingAmountVal).toBe(row.billingAmountVal);
        expect(row.dueDate).toBe(
          new Date(Date.parse(`${invoice.invoiceDate}T00:00:00Z`) + 30 * 86_400_000)
            .toISOString()
            .slice(0, 10),
        );
        // ageing runs to today on the mock clock, and stops at the paid date
        expect(row.ageing).toBe(days(invoice.invoiceDate, invoice.paidDate ?? TEST_JAKARTA_TODAY));
      }
      const numbers = new Set(rows.map((r) => r.subsidiaryNumber));
      expect([...numbers].every((n) => /^\d{3}$/.test(n))).toBe(true);
    });

    it('takes a period of the policy, and 0000 for every policy of the company', async () => {
      const older = firstPolicy.periods[1]!;
      const rows = await allRows({ periodId: older.id });
      expect(rows.map((r) => r.invoiceNo).sort()).toEqual(
        ofPeriod(older.id)
          .map((i) => i.invoiceNo)
          .sort(),
      );
      const all = await allRows({ policyId: ALL_POLICIES_ID, periodId: older.id });
      expect(all).toHaveLength(hrInvoices.length);
      expect(new Set(all.map((r) => r.policyNumber))).toEqual(
        new Set(hrPolicies.map((p) => p.policyNo)),
      );
    });

    it("adds up to the dashboard's premium card over the policy's periods", async () => {
      for (const policy of hrPolicies) {
        let billing = 0;
        let outstanding = 0;
        for (const period of policy.periods) {
          const totals = (await list({ policyId: policy.id, periodId: period.id })).body.data!
            .totals;
          expect(totals.billingAmount.amount).toBe(
            totals.paidAmount.amount + totals.outstandingAmount.amount,
          );
          billing += totals.billingAmount.amount;
          outstanding += totals.outstandingAmount.amount;
        }
        const card = await send(app, CALLS.dashboardAmounts, {
          query: { companyId: HR_COMPANY_ID, policyId: policy.id },
          token: hr.accessToken,
        });
        expect(card.body.data!.premiumBilling.totalAmount.map((a) => a.value)).toEqual([
          billing,
          outstanding,
        ]);
        const invoices = hrInvoices.filter((i) => i.policyId === policy.id);
        expect(billing).toBe(sum(invoices.map((i) => i.billingAmount)));
      }
    });
  });

  describe('paging', () => {
    it('pages with the portal sizes 10 to 50 only (GC400 else); past the end is empty', async () => {
      const all = await allRows({ policyId: ALL_POLICIES_ID });
      const page2 = await list({ policyId: ALL_POLICIES_ID, currentPage: 2, pageSize: 20 });
      expect(page2.body.data!.invoices.map((r) => r.invoiceNo)).toEqual(
        all.slice(20, 40).map((r) => r.invoiceNo),
      );
      const past = await list({ currentPage: 99 });
      expect(past.body.data!.invoices).toEqual([]);
      for (const pageSize of [5, 15, 100]) {
        expect(codeOf(await list({ pageSize }))).toBe(ERROR_CODES.badRequest);
      }
      expect(codeOf(await list({ currentPage: 0 }))).toBe(ERROR_CODES.badRequest);
    });
  });

  describe('by search', () => {
    it('finds by invoice number, subsidiary, transaction type or policy number, any case', async () => {
      const target = ofPeriod(newestPeriod.id)[3]!;
      const byNo = await allRows({ searchByValue: target.invoiceNo.slice(-6).toLowerCase() });
      expect(byNo.map((r) => r.invoiceNo)).toContain(target.invoiceNo);
      for (const row of byNo) expect(row.invoiceNo.endsWith(target.invoiceNo.slice(-6))).toBe(true);

      const byType = await allRows({ searchByValue: 'instalment' });
      expect(byType.length).toBeGreaterThan(0);
      expect(new Set(byType.map((r) => r.transactionType))).toEqual(
        new Set(['Group Instalment billing Run']),
      );

      const name = subsidiaryName(target);
      const bySubsidiary = await allRows({ searchByValue: ` ${name.toUpperCase()} ` });
      expect(bySubsidiary.length).toBeGreaterThan(0);
      for (const row of bySubsidiary)
        expect(row.subsidiary.toUpperCase()).toContain(name.toUpperCase());

      const byPolicy = await allRows({
        policyId: ALL_POLICIES_ID,
        searchByValue: hrPolicies[1]!.policyNo,
      });
      expect(byPolicy).toHaveLength(
        hrInvoices.filter((i) => i.policyId === hrPolicies[1]!.id).length,
      );

      expect((await list({ searchByValue: 'no such invoice' })).body.data!.invoices).toEqual([]);
      expect(codeOf(await list({ searchByValue: 'x'.repeat(122) }))).toBe(ERROR_CODES.badRequest);
    });
  });

  describe('by table params', () => {
    it('sorts by each amount, ageing and the invoice number, both ways', async () => {
      const base = { policyId: ALL_POLICIES_ID };
      for (const field of ['billingAmount', 'outstandingAmount', 'ageing', 'invoiceNo'] as const) {
        const asc = await allRows({ ...base, sortByField: field, sortByOrder: 'ASC' });
        const key = (r: BillingRow) =>
          field === 'billingAmount'
            ? r.billingAmountVal
            : field === 'outstandingAmount'
              ? r.outstandingAmountVal
              : field === 'ageing'
                ? r.ageing
                : r.invoiceNo;
        const keys = asc.map(key);
        expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
        const desc = await allRows({ ...base, sortByField: field, sortByOrder: 'DESC' });
        expect(desc.map(key)).toEqual([...keys].reverse());
      }
      const paid = await allRows({ ...base, sortByField: 'paidDate', sortByOrder: 'ASC' });
      // rows without a paid date go last
      const firstNull = paid.findIndex((r) => r.paidDate === null);
      expect(paid.slice(firstNull).every((r) => r.paidDate === null)).toBe(true);
    });

    it('filters by transaction type, month, status and subsidiary; values or-ed, fields and-ed', async () => {
      const scope = ofPeriod(newestPeriod.id);
      const month = scope[0]!.invoiceDate.slice(0, 7);
      const name = subsidiaryName(scope[0]!);
      const cases: [Record<string, string[]>, (i: SeedInvoice) => boolean][] = [
        [
          { transactionType: ['Alteration', 'Renewal'] },
          (i) => ['Alteration', 'Renewal'].includes(i.transactionType),
        ],
        [{ billingStatus: ['Paid'] }, (i) => i.billingStatus === 'Paid'],
        [{ invoiceDateMonthYear: [month] }, (i) => i.invoiceDate.startsWith(month)],
        [{ subsidiary: [name] }, (i) => subsidiaryName(i) === name],
        [
          { billingStatus: ['Outstanding'], subsidiary: [name] },
          (i) => i.billingStatus === 'Outstanding' && subsidiaryName(i) === name,
        ],
        [{ billingStatus: [] }, () => true],
      ];
      for (const [filterBy, keep] of cases) {
        const rows = await allRows({ filterBy });
        expect(rows.map((r) => r.invoiceNo).sort()).toEqual(
          scope
            .filter(keep)
            .map((i) => i.invoiceNo)
            .sort(),
        );
      }
    });

    it('answers the filter options with counts over the policy and period', async () => {
      const scope = ofPeriod(newestPeriod.id);
      const filters = (await list({ filterBy: { billingStatus: ['Paid'] } })).body.data!
        .applicableFilters;
      const options = (field: string) => filters.find((f) => f.field === field)!.options;
      expect(options('transactionType').map((o) => [o.value, o.count])).toEqual(
        TRANSACTION_TYPES.map((t) => [t, scope.filter((i) => i.transactionType === t).length]),
      );
      expect(options('billingStatus').map((o) => [o.value, o.count])).toEqual([
        ['Outstanding', scope.filter((i) => i.billingStatus === 'Outstanding').length],
        ['Paid', scope.filter((i) => i.billingStatus === 'Paid').length],
      ]);
      const months = [...new Set(scope.map((i) => i.invoiceDate.slice(0, 7)))].sort().reverse();
      expect(options('invoiceDateMonthYear').map((o) => o.value)).toEqual(months);
      expect(options('invoiceDateMonthYear')[0]!.label).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
      expect(sum(options('subsidiary').map((o) => o.count))).toBe(scope.length);
    });

    it('refuses unknown fields and values in the envelope (GC400)', async () => {
      const bad = [
        { sortByField: 'memberName' },
        { sortByOrder: 'UP' },
        { filterBy: { transactionType: ['Refund'] } },
        { filterBy: { invoiceDateMonthYear: ['2026-13'] } },
        { filterBy: { billingStatus: ['PAID'] } },
        { filterBy: { gender: ['M'] } },
        { extra: true },
      ];
      for (const body of bad) {
        const answer = await list(body);
        expect(answer.statusCode).toBe(400);
        expect(codeOf(answer)).toBe(ERROR_CODES.badRequest);
      }
    });
  });

  describe('bad bodies and scoping', () => {
    it('answers a broken or missing body with an error code, never a 500', async () => {
      const bodies: unknown[] = [
        undefined,
        [],
        'text',
        { companyId: HR_COMPANY_ID },
        { policyId: 7 },
      ];
      for (const body of bodies) {
        const answer = await send(app, CALLS.premiumBilling, { body, token: hr.accessToken });
        expect(answer.statusCode).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode).toBeLessThan(500);
        expect(codeOf(answer)).toMatch(/^(GC4\d\d|err001)$/);
        expect(answer.body.data).toBeUndefined();
      }
      const unsigned = await send(app, CALLS.premiumBilling, {
        body: { companyId: HR_COMPANY_ID, policyId: firstPolicy.id },
      });
      expect(codeOf(unsigned)).toBe(ERROR_CODES.invalidToken);
    });

    it('refuses a company or a policy the user does not manage (GW1035), with no data', async () => {
      for (const body of [
        { companyId: OTHER_COMPANY_ID, policyId: ALL_POLICIES_ID },
        { companyId: OTHER_COMPANY_ID, policyId: otherPolicy.id },
        { policyId: otherPolicy.id },
      ]) {
        const answer = await list(body);
        expect(answer.statusCode).toBe(403);
        expect(codeOf(answer)).toBe(ERROR_CODES.companyForbidden);
        expect(answer.body.data).toBeUndefined();
      }
      // the broker manages that company: under it the policy answers; under another, GC404
      expect(
        (await list({ companyId: OTHER_COMPANY_ID, policyId: otherPolicy.id }, broker.accessToken))
          .statusCode,
      ).toBe(200);
      expect(codeOf(await list({ policyId: otherPolicy.id }, broker.accessToken))).toBe(
        ERROR_CODES.notFound,
      );
      expect(codeOf(await list({ policyId: 'PO-NONE' }))).toBe(ERROR_CODES.notFound);
      expect(codeOf(await list({ periodId: otherPolicy.periods[0]!.id }))).toBe(
        ERROR_CODES.notFound,
      );
    });
  });

  describe('ageing on the mock clock', () => {
    it('grows for outstanding invoices as the mock day turns, and stands still once paid', async () => {
      const before = await allRows({ policyId: ALL_POLICIES_ID });
      app.store.clock.advance(3 * 86_400);
      try {
        // three days on, the session has timed out: a new one
        const later = await signIn(app, 'hr');
        const after = await allRows({ policyId: ALL_POLICIES_ID }, later.accessToken);
        const ageing = new Map(after.map((r) => [r.invoiceNo, r.ageing]));
        expect(before.some((r) => r.billingStatus === 'Outstanding')).toBe(true);
        for (const row of before) {
          expect(ageing.get(row.invoiceNo)).toBe(
            row.billingStatus === 'Paid' ? row.ageing : row.ageing + 3,
          );
        }
      } finally {
        app.store.clock.set(TEST_CLOCK_START);
      }
    });
  });
});
