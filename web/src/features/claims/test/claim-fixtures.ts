import type {
  ClaimDetail,
  ClaimListPage,
  ClaimPolicyPage,
  ClaimPolicyRow,
  ClaimRow,
  ExcessListPage,
  ExcessRow,
} from '@mo/contracts';
import type { FakeHandlers } from '@test/fake-api';
import { filterOf, firstPage, jakartaClock, money } from '@test/portal-fixtures';
import { renderFeature, type FeatureRenderOptions } from '@test/render-portal';
import { claimRoutes } from '../routes';

/** Test data of the Claims screens, in the contracts' shapes. */
export { money };

export const policyRow = (n: number, periods = 2): ClaimPolicyRow => ({
  id: `pol-${n}`,
  policyType: `Kesehatan Kumpulan ${n}`,
  policyNo: `GHG000${n}`,
  totalActiveAndCompletedClaims: 10 * n,
  totalSubmittedClaims: n,
  policyPeriodFrom: '2026-08-01',
  policyPeriodTo: '2027-07-31',
  policyCommencementDate: '2024-08-01',
  policyPeriodVMList: Array.from({ length: periods }, (_, i) => ({
    id: `pol-${n}-per-${i + 1}`,
    policyPeriodFrom: `${2026 - i}-08-01`,
    policyPeriodTo: `${2027 - i}-07-31`,
  })),
});

export const policyPage = (
  rows = [policyRow(1), policyRow(2)],
  total = rows.length,
): ClaimPolicyPage => ({
  policies: rows,
  totals: { totalActiveAndCompletedClaims: 30, totalSubmittedClaims: 3 },
  pagination: firstPage(total),
});

export const claimRow = (n: number, over: Partial<ClaimRow> = {}): ClaimRow => ({
  id: `cl-${n}`,
  claimNo: `CLM00${n}`,
  memberName: `Budi ${n}`,
  receivedDate: '2026-11-02',
  memberType: 'E',
  benefitType: 'HBAS',
  benefitTypeDesc: 'Rawat Inap',
  status: 'CC',
  statusDesc: 'Paid',
  claimType: 'P',
  memberNo: '5566700001',
  incurredAmount: money(1_250_000),
  paidAmount: money(1_000_000),
  policyId: 'pol-1',
  policyNo: 'GHG0001',
  ...over,
});

export const claimPage = (
  rows = [claimRow(1), claimRow(2)],
  total = rows.length,
): ClaimListPage => ({
  claims: rows,
  pagination: firstPage(total),
  applicableFilters: [filterOf('status', { CC: ['Paid', 1], CR: ['Rejected', 1] })],
});

export const excessRow = (n: number, over: Partial<ExcessRow> = {}): ExcessRow => ({
  claimNo: `CLM10${n}`,
  id: `ex-${n}`,
  memberName: `Sari ${n}`,
  memberNo: '5566700002',
  memberType: 'S',
  excessAmount: money(250_000),
  excessStatus: 'OUTSTANDING',
  benefitType: 'HBAS',
  benefitTypeDesc: 'Rawat Inap',
  incurredAmount: money(5_000_000),
  paidAmount: money(4_750_000),
  ageing: 12,
  excessDate: '2026-10-20',
  paidDate: null,
  policyId: 'pol-1',
  policyNo: 'GHG0001',
  ...over,
});

export const excessPage = (
  rows = [excessRow(1), excessRow(2, { ageing: 1, excessStatus: 'PAID', paidDate: '2026-11-01' })],
): ExcessListPage => ({
  excessClaims: rows,
  pagination: { currentPage: 1, pageSize: 10, totalPage: 1, totalRecord: rows.length },
  applicableFilters: [filterOf('excessStatus', { OUTSTANDING: 1, PAID: 1 })],
});

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => `Catatan baris ${i + 1}`).join('\n');

export const claimDetail = (over: Partial<ClaimDetail> = {}): ClaimDetail => ({
  id: 'cl-1',
  claimNo: 'CLM001',
  status: { code: 'CC', desc: 'Paid' },
  statusDesc: 'Paid',
  claimType: 'P',
  incurred: money(1_250_000),
  nonPayable: money(50_000),
  excessClaim: money(200_000),
  totalPayout: money(1_000_000),
  advancePayment: { advancePaymentAmount: money(0) },
  refund: { refundAmount: money(0) },
  nonPayableTooltip: 'Biaya di luar pertanggungan',
  excessClaimTooltip: 'Bagian di atas batas plan',
  policyHolder: 'PT Dua',
  insured: 'Budi Santoso',
  benefitsType: 'Rawat Inap',
  policyNumber: 'GHG0001',
  payments: [
    {
      counter: 1,
      paymentMethod: 'Transfer',
      accountName: 'RS Sehat',
      bankName: 'Bank Central Asia',
      accountNumber: '1234567890',
      paymentAmount: money(1_000_000),
      paymentDate: '2026-11-10',
      policyNumber: 'GHG0001',
    },
  ],
  claimBreakdown: {
    claimBreakdownList: [
      {
        benefit: { code: 'HA00', desc: 'Kamar dan makan' },
        incurred: money(1_250_000),
        nonPayable: money(50_000),
        excess: money(200_000),
        paid: money(1_000_000),
      },
    ],
    totalPayouts: money(1_000_000),
  },
  visitStartDate: '2026-10-28',
  visitEndDate: '2026-10-30',
  eventDate: '2026-10-28',
  receivedDate: '2026-11-02',
  serviceProviderCode: 'H001',
  serviceProviderDesc: 'RS Sehat',
  benefit: { code: 'HBAS', desc: 'Rawat Inap' },
  diagnosis: { code: 'A09', shortDesc: 'Diare', longDesc: 'Diare dan gastroenteritis' },
  claimRemarks1: lines(5),
  claimRemarks2: lines(4),
  claimRemarks3: '',
  memberNo: '5566700001',
  memberType: 'E',
  dependentNumber: '00',
  fromDate: '2026-10-28',
  toDate: '2026-10-30',
  hospital: { number: 'H001', name: 'RS Sehat', default: false },
  policy: {
    policyNumber: 'GHG0001',
    start: '2026-08-01',
    end: '2027-07-31',
    status: 'INFORCE',
    planNumber: 'A',
  },
  referenceNumber: 'REF-001',
  claimStatusHistoryList: [
    { updateDate: '2026-11-02', status: { code: '', desc: 'Submitted' }, benefitType: 'HBAS' },
    { updateDate: '2026-11-10', status: { code: 'CC', desc: 'Paid' }, benefitType: 'HBAS' },
  ],
  cobEligible: true,
  cobRequest: null,
  ...over,
});

export const cobReasons = () => ({
  cobReasons: [
    {
      id: 'r1',
      code: 'C1' as const,
      description: 'Combined claim with BPJS',
      descriptions: { id: 'Klaim gabungan dengan BPJS Kesehatan', en: 'Combined claim with BPJS' },
    },
    {
      id: 'r2',
      code: 'C2' as const,
      description: 'Claiming for another insurer',
      descriptions: { id: 'Klaim ke asuransi lain', en: 'Claiming for another insurer' },
    },
    {
      id: 'r3',
      code: 'C3' as const,
      description: 'Other',
      descriptions: { id: 'Lainnya', en: 'Other' },
    },
  ],
});

/** The server's Jakarta date in these tests: 23:30 in Jakarta, still the day before in UTC. */
export const COB_TODAY = '2026-11-25';
/** The COB process-day count served (claimDetail's fromDate 2026-10-28 is well inside it). */
export const COB_PROCESS_DAYS = 180;

export const jakartaNow = (date = COB_TODAY) => jakartaClock(`${date}T23:30:00+07:00`);

export const cobProcessDay = (days = COB_PROCESS_DAYS) => ({
  code: 'COB_PROCESS_DAY',
  value: String(days),
  description: "Calendar days after a claim's event within which a COB request may be filed",
});

export const ALL_CLAIM_MODULES = ['MO Claim Breakdown', 'Excess Claim', 'COB Submission'];

export const claimHandlers = (): FakeHandlers => ({
  claimPolicies: () => policyPage(),
  claimList: () => claimPage(),
  claimDetails: () => claimDetail(),
  excessClaims: () => excessPage(),
  cobReasons,
  cobSubmit: () => ({ cobRefNo: 'COB2026110001' }),
  sysParamConfig: () => cobProcessDay(),
  getSysParam: () => jakartaNow(),
});

/** The Claims routes signed in (company c-2), on fake answers; calls without their signal. */
export const renderClaims = (path: string, options?: FeatureRenderOptions) =>
  renderFeature(
    [claimRoutes],
    path,
    { handlers: claimHandlers(), modules: ALL_CLAIM_MODULES },
    options,
  );
