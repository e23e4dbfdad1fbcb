import type { BillingListPage, BillingRow, Policy } from '@mo/contracts';
import type { FakeHandlers } from '@test/fake-api';
import {
  filterOf,
  firstPage,
  listedPolicy,
  money,
  policyListOf as sharedPolicyList,
} from '@test/portal-fixtures';
import { renderFeature, type FeatureRenderOptions } from '@test/render-portal';
import { billingRoutes } from '../routes';

/** Test data of the Premium billing screen, in the contracts' shapes. */
export { money };

export const policy = (n: number, periods = 2): Policy =>
  listedPolicy({
    id: `pol-${n}`,
    policyType: `Kesehatan Kumpulan ${n}`,
    policyNo: `GHG000${n}`,
    policyCommencementDate: '2024-08-01',
    policyPeriodVMList: Array.from({ length: periods }, (_, i) => ({
      id: `pol-${n}-per-${i + 1}`,
      policyPeriodFrom: `${2026 - i}-08-01`,
      policyPeriodTo: `${2027 - i}-07-31`,
    })),
  });

export const policyListOf = (rows = [policy(1), policy(2)]) => sharedPolicyList(rows);

export const invoice = (n: number, over: Partial<BillingRow> = {}): BillingRow => ({
  id: `inv-${n}`,
  invoiceNo: `INV2611000${n}`,
  invoiceDate: '2026-11-02',
  invoiceDateMonthYear: '2026-11',
  dueDate: '2026-12-02',
  transactionType: 'Group Instalment billing Run',
  ageing: 23,
  billingAmount: money(12_500_000.5),
  paidAmount: money(2_500_000),
  outstandingAmount: money(10_000_000.5),
  billingAmountVal: 12_500_000.5,
  paidAmountVal: 2_500_000,
  outstandingAmountVal: 10_000_000.5,
  billingStatus: 'Outstanding',
  subsidiary: 'PT Anak Dua',
  subsidiaryNumber: '01',
  policyNumber: 'GHG0001',
  policyId: 'pol-1',
  periodId: 'pol-1-per-1',
  paidDate: null,
  coverageFrom: '2026-11-01',
  coverageTo: '2026-11-30',
  memberCount: 12,
  ...over,
});

export const paidInvoice = (n: number) =>
  invoice(n, {
    billingStatus: 'Paid',
    paidAmount: money(12_500_000.5),
    outstandingAmount: money(0),
    paidAmountVal: 12_500_000.5,
    outstandingAmountVal: 0,
    paidDate: '2026-11-20',
    ageing: 1,
  });

export const billingPage = (
  rows = [invoice(1), paidInvoice(2)],
  total = rows.length,
): BillingListPage => ({
  invoices: rows,
  pagination: firstPage(total),
  applicableFilters: [
    filterOf('transactionType', { Alteration: 0, 'Group Instalment billing Run': 2 }),
    filterOf('invoiceDateMonthYear', { '2026-08': ['Aug 2026', 2] }),
    filterOf('billingStatus', { Outstanding: 1, Paid: 1 }),
    filterOf('subsidiary', { 'PT Anak Dua': 2 }),
  ],
  totals: {
    invoiceCount: total,
    billingAmount: money(25_000_001),
    paidAmount: money(15_000_000.5),
    outstandingAmount: money(10_000_000.5),
  },
});

export const billingHandlers = (): FakeHandlers => ({
  policyList: () => policyListOf(),
  premiumBilling: () => billingPage(),
  billingDetailFiles: () => ({ reportFiles: [{ fileNumber: 1, reportName: 'Invoice' }] }),
  billingReport: () => ({
    fileContent: btoa('%PDF-1.4'),
    format: 'PDF',
    reportName: 'Invoice_INV26110001',
  }),
});

/** The Premium billing routes signed in (company c-2), on fake answers; calls without their signal. */
export const renderBilling = (path: string, options?: FeatureRenderOptions) =>
  renderFeature([billingRoutes], path, { handlers: billingHandlers(), modules: [] }, options);
