import {
  CALLS,
  DEMO_USERS,
  ERROR_CODES,
  SCENARIOS,
  TEST_CLOCK_START,
  TEST_JAKARTA_TODAY,
} from '@mo/contracts';
import { HR_COMPANY_ID, invoiceLines } from '@mo/fixtures';
import type { MockApp } from '../src/app';
import { useResetApp } from './app-setup';
import { arm, armOk, codeOf, send } from './helpers';

const hrUser = DEMO_USERS.hr.email;

interface ArmedInvoice {
  invoiceNo: string;
  policyNo: string;
  policyId: string;
  periodId: string;
}

describe('control API: premium billing scenarios', () => {
  let app: MockApp;
  useResetApp((built) => (app = built), { config: { clockStart: TEST_CLOCK_START } });

  const armed = (name: string, params: object = {}) =>
    armOk<{
      accessToken: string;
      invoices?: Record<string, ArmedInvoice>;
      fault?: { callId: string; errorCode: string; times: number };
    }>(app, name, { userName: hrUser, ...params });
  const download = (token: string, invoice: ArmedInvoice, fileNumber = 1) =>
    send(app, CALLS.billingReport, {
      body: {
        companyId: HR_COMPANY_ID,
        reportCode: 'BILLING_DETAIL',
        reportFormat: 'EXCEL',
        invoiceNo: invoice.invoiceNo,
        policyNo: invoice.policyNo,
        fileNumber,
      },
      token,
    });

  it(`'${SCENARIOS.billingOfEveryStatus}' puts an invoice of each status on the first page`, async () => {
    const { accessToken, invoices } = await armed(SCENARIOS.billingOfEveryStatus);
    expect(Object.keys(invoices!)).toEqual(['OUTSTANDING', 'PART_PAID', 'PAID']);
    const { policyId, periodId } = invoices!.PAID!;
    const page = await send(app, CALLS.premiumBilling, {
      body: { companyId: HR_COMPANY_ID, policyId },
      token: accessToken,
    });
    const rows = page.body.data!.invoices;
    const byNo = new Map(rows.map((r) => [r.invoiceNo, r]));
    const [outstanding, partPaid, paid] = ['OUTSTANDING', 'PART_PAID', 'PAID'].map((key) =>
      byNo.get(invoices![key]!.invoiceNo)!,
    );
    expect(
      rows
        .slice(0, 3)
        .map((r) => r.invoiceNo)
        .sort(),
    ).toEqual(
      Object.values(invoices!)
        .map((i) => i.invoiceNo)
        .sort(),
    );
    expect(outstanding).toMatchObject({
      billingStatus: 'Outstanding',
      paidAmountVal: 0,
      ageing: 0,
    });
    expect(partPaid!.billingStatus).toBe('Outstanding');
    expect(partPaid!.paidAmountVal).toBeGreaterThan(0);
    expect(partPaid!.outstandingAmountVal).toBeGreaterThan(0);
    expect(paid).toMatchObject({
      billingStatus: 'Paid',
      paidDate: TEST_JAKARTA_TODAY,
      outstandingAmountVal: 0,
    });
    for (const row of [outstanding!, partPaid!, paid!]) {
      expect(row.invoiceDate).toBe(TEST_JAKARTA_TODAY);
      expect(row.periodId).toBe(periodId);
      // amounts are what the members' premiums come to
      const policy = app.store.policies.get(policyId)!;
      const invoice = app.store.invoices.find((i) => i.invoiceNo === row.invoiceNo)!;
      const lines = invoiceLines(invoice, policy, app.store.membersOf(policyId));
      expect(lines.reduce((s, l) => s + l.total, 0)).toBe(row.billingAmountVal);
      expect(row.memberCount).toBe(lines.length);
    }
  });

  it(`'${SCENARIOS.billingBookEmpty}' empties the listing and the dashboard's premium card`, async () => {
    const { accessToken } = await armed(SCENARIOS.billingBookEmpty);
    const policyId = app.store.policiesOf(HR_COMPANY_ID)[0]!.id;
    const page = await send(app, CALLS.premiumBilling, {
      body: { companyId: HR_COMPANY_ID, policyId: '0000' },
      token: accessToken,
    });
    expect(page.body.data!.invoices).toEqual([]);
    expect(page.body.data!.totals.invoiceCount).toBe(0);
    const card = await send(app, CALLS.dashboardAmounts, {
      query: { companyId: HR_COMPANY_ID, policyId },
      token: accessToken,
    });
    expect(card.body.data!.premiumBilling.totalAmount.map((a) => a.value)).toEqual([0, 0]);
    // a reset brings the book back
    await app.inject({ method: 'POST', url: '/__mock/reset' });
    expect(app.store.invoices.some((i) => i.companyId === HR_COMPANY_ID)).toBe(true);
  });

  it(`'${SCENARIOS.billingDetailOfFiles}' splits a billing detail into the files asked`, async () => {
    const { accessToken, invoices } = await armed(SCENARIOS.billingDetailOfFiles, { files: 4 });
    const detail = invoices!.DETAIL!;
    const listed = await send(app, CALLS.billingDetailFiles, {
      body: {
        companyId: HR_COMPANY_ID,
        reportCode: 'BILLING_DETAIL',
        reportFormat: 'EXCEL',
        invoiceNo: detail.invoiceNo,
        policyNo: detail.policyNo,
      },
      token: accessToken,
    });
    expect(listed.body.data!.reportFiles.map((f) => f.fileNumber)).toEqual([1, 2, 3, 4]);
    expect((await download(accessToken, detail, 4)).statusCode).toBe(200);
    expect(codeOf(await download(accessToken, detail, 5))).toBe(ERROR_CODES.notFound);
    // three files by default; more files than members is refused
    expect((await armed(SCENARIOS.billingDetailOfFiles)).invoices!.DETAIL).toEqual(detail);
    const tooMany = await arm(app, SCENARIOS.billingDetailOfFiles, {
      userName: hrUser,
      files: 100,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it(`'${SCENARIOS.billingDownloadFails}' fails the next downloads with the code asked`, async () => {
    const { accessToken, fault } = await armed(SCENARIOS.billingDownloadFails, { times: 2 });
    expect(fault).toMatchObject({ callId: 'billingReport', errorCode: 'GC500', times: 2 });
    const invoice = app.store.invoices.find((i) => i.companyId === HR_COMPANY_ID)!;
    for (let i = 0; i < 2; i += 1) {
      const failed = await download(accessToken, invoice);
      expect(failed.statusCode).toBe(500);
      expect(codeOf(failed)).toBe('GC500');
      expect(failed.body.data).toBeUndefined();
    }
    expect((await download(accessToken, invoice)).statusCode).toBe(200);
    const coded = await armed(SCENARIOS.billingDownloadFails, { errorCode: 'GC404' });
    expect(codeOf(await download(coded.accessToken, invoice))).toBe('GC404');
  });

  it('asks for its parameters (err001) and refuses an unknown user', async () => {
    for (const name of [
      SCENARIOS.billingOfEveryStatus,
      SCENARIOS.billingBookEmpty,
      SCENARIOS.billingDetailOfFiles,
      SCENARIOS.billingDownloadFails,
    ]) {
      expect((await arm(app, name, {})).body.systemInformation.errorCode).toBe(
        ERROR_CODES.required,
      );
      expect((await arm(app, name, { userName: 'nobody@example.com' })).statusCode).toBe(400);
    }
  });
});
