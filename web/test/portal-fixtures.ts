import type { Money, Policy } from '@mo/contracts';

/** Test data several features' tests share, in the contracts' shapes. */

/** An amount in rupiah, formatted as the server formats it. */
export const money = (amount: number): Money => ({
  amount,
  currency: 'IDR',
  formattedAmount: new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2 }).format(amount),
});

/** The first page of a listing of `total` rows, `pageSize` a page. */
export const firstPage = (total: number, pageSize = 10) => ({
  currentPage: 1,
  pageSize,
  totalPage: Math.ceil(total / pageSize),
  totalRecord: total,
});

/** A policy as policyList answers it: PT Dua's, period 2026-08-01 to 2027-07-31, unless told. */
export const listedPolicy = (over: Partial<Policy> = {}): Policy => ({
  id: 'p-1',
  policyType: 'Kesehatan',
  policyNo: 'GHG0001001',
  totalMembers: 48,
  policyPeriodFrom: '2026-08-01',
  policyPeriodTo: '2027-07-31',
  policyEffectiveDate: '2026-08-01',
  policyCommencementDate: '2026-08-01',
  totalActiveAndCompletedClaims: 0,
  totalSubmittedClaims: 0,
  policyHolder: 'PT Dua',
  hrContactPerson: 'Rina',
  hrEmailAddress: 'hr@dua.co.id',
  subsidiaryVMList: [],
  policyPeriodVMList: [],
  planVMList: [],
  ...over,
});

/** policyList's answer: the policies on one page of a hundred. */
export const policyListOf = (policies: Policy[]) => ({
  policies,
  pagination: { currentPage: 1, pageSize: 100, totalPage: 1, totalRecord: policies.length },
});

/** getSysParam's answer carrying the server's Jakarta date and time as `description1`. */
export const jakartaClock = (description1: string) => ({
  systemParameterList: [
    {
      category: 'JKT_DATE_TIME',
      commonCategoryDetail: [{ code: 'JKT_DATE_TIME', description1 }],
    },
  ],
});

/**
 * A listing's applicable filter on `field`, its options by value with their counts: each labelled
 * as its value, or `[label, count]` where the label differs.
 */
export const filterOf = <F extends string>(
  field: F,
  counts: Record<string, number | readonly [label: string, count: number]>,
) => ({
  field,
  options: Object.entries(counts).map(([value, c]) =>
    typeof c === 'number' ? { value, label: value, count: c } : { value, label: c[0], count: c[1] },
  ),
});
