import type { BillingListPage, BillingRow, Money, Policy } from '@mo/contracts';
import type { FakeHandlers } from '../../../../test/fake-api';
import { renderSignedIn } from '../../../../test/render-portal';
import type { Language } from '../../../lib/storage';
import { billingRoutes } from '../routes';

/** Test data of the Premium billing screen, in the contracts' shapes. */
export const money = (amount: number): Money => ({
  amount,
  currency: 'IDR',
  formattedAmount: new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2 }).format(amount),
});

export const policy = (n: number, periods = 2): Policy => ({
  id: `pol-${n}`,
  policyType: `Kesehatan Kumpulan ${n}`,
  policyNo: `GHG000${n}`,
  totalMembers: 48,
  policyPeriodFrom: '2026-08-01',
  policyPeriodTo: '2027-07-31',
  policyEffectiveDate: '2026-08-01',
  policyCommencementDate: '2024-08-01',
  totalActiveAndCompletedClaims: 0,
  totalSubmittedClaims: 0,
  policyHolder: 'PT Dua',
  hrContactPerson: 'Rina',
  hrEmailAddress: 'hr@dua.co.id',
  subsidiaryVMList: [],
  policyPeriodVMList: Array.from({ length: periods }, (_, i) => ({
    id: `pol-${n}-per-${i + 1}`,
    policyPeriodFrom: `${2026 - i}-08-01`,
    policyPeriodTo: `${2027 - i}-07-31`,
  })),
  planVMList: [],
});

export const policyListOf = (rows = [policy(1), policy(2)]) => ({
  policies: rows,
  pagination: { currentPage: 1, pageSize: 100, totalPage: 1, totalRecord: rows.length },
});

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
  pagination: {
    currentPage: 1,
    pageSize: 10,
    totalPage: Math.ceil(total / 10),
    totalRecord: total,
  },
  applicableFilters: [
    {
      field: 'transactionType',
      options: [
        { value: 'Alteration', label: 'Alteration', count: 0 },
        { value: 'Group Instalment billing Run', label: 'Group Instalment billing Run', count: 2 },
      ],
    },
    { field: 'invoiceDateMonthYear', options: [{ value: '2026-08', label: 'Aug 2026', count: 2 }] },
    {
      field: 'billingStatus',
      options: [
        { value: 'Outstanding', label: 'Outstanding', count: 1 },
        { value: 'Paid', label: 'Paid', count: 1 },
      ],
    },
    { field: 'subsidiary', options: [{ value: 'PT Anak Dua', label: 'PT Anak Dua', count: 2 }] },
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
export function renderBilling(
  path: string,
  {
    handlers = {},
    modules = [],
    language = 'en',
  }: { handlers?: FakeHandlers; modules?: string[]; language?: Language } = {},
) {
  const portal = renderSignedIn([billingRoutes], path, {
    handlers: { ...billingHandlers(), ...handlers },
    modules,
    language,
  });
  const callsOf = (id: string) =>
    portal.api.calls
      .filter((c) => c.id === id)
      .map(({ params }) => {
        const { signal: _signal, ...sent } = params;
        return sent as Record<string, unknown> & { body?: Record<string, unknown> };
      });
  return { ...portal, callsOf };
}
