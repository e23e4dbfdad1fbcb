// The list queries of the load runs: a new search, sort and filter on every request.
import { MEMBER_SORT_FIELDS } from '@mo/contracts';

/** A new member query on every request: term, sort field, order and filter all change at once. */
const TERMS =
  'an ar ik sa di wa ti ra ma ya ni ku go pu le ha ba ne jo ri tu mo se la ka de bu na to li wi su ro me da fa gu hi ju ke lo mu no pa qi re si ta ur ve yu za ag el in ok us em ad'.split(
    ' ',
  );
/** Every field the member list sorts by (the contracts' own list). */
const SORT_FIELDS = MEMBER_SORT_FIELDS;
const FILTERS: Record<string, string[]>[] = [
  {},
  { gender: ['F'] },
  { gender: ['M'], memberType: ['EMPLOYEE'] },
  { memberType: ['SPOUSE', 'CHILD'] },
  { gender: ['F'], memberType: ['EMPLOYEE', 'SPOUSE'] },
];
const PAGES = 3;
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a / gcd(a, b)) * b;
/** How many requests in a row are all different queries (coprime counts: 59, 7, 2, 5, 3). */
export const DISTINCT_MEMBER_QUERIES = [
  TERMS.length,
  SORT_FIELDS.length,
  2,
  FILTERS.length,
  PAGES,
].reduce(lcm, 1);

export interface MemberQuery {
  companyId: string;
  searchByValue: string;
  sortByField: string;
  sortByOrder: 'ASC' | 'DESC';
  filterBy: Record<string, string[]>;
  pageNumber: number;
  pageSize: number;
}

/**
 * The i-th search, sort, filter and page of a listing run (the member, claims and billing lists
 * spell their query alike): each list turns at its own period, 50 rows a page.
 */
const listQueryAt = (
  i: number,
  terms: readonly string[],
  sorts: readonly string[],
  filters: readonly Record<string, string[]>[],
) => ({
  searchByValue: terms[i % terms.length]!,
  sortByField: sorts[i % sorts.length]!,
  sortByOrder: i % 2 === 0 ? ('ASC' as const) : ('DESC' as const),
  filterBy: filters[i % filters.length]!,
  currentPage: 1 + (i % PAGES),
  pageSize: 50,
});

/** The i-th query of a "new search each request" run (the member list names its page pageNumber). */
export const memberQueryAt = (i: number, companyId: string): MemberQuery => {
  const { currentPage, pageSize, ...query } = listQueryAt(i, TERMS, SORT_FIELDS, FILTERS);
  return { companyId, ...query, pageNumber: currentPage, pageSize };
};

const CLAIM_TERMS = [
  'an',
  'sari',
  'ra',
  'putri',
  'di',
  'C2026',
  '0001',
  'wati',
  'budi',
  'ma',
  'in',
];
const CLAIM_SORTS = ['receivedDate', 'memberName', 'claimNo', 'incurredAmount', 'status'];
const CLAIM_FILTERS: Record<string, string[]>[] = [
  {},
  { status: ['CC'] },
  { claimType: ['P'], memberType: ['E'] },
  { memberType: ['S', 'C'] },
];

/**
 * The i-th claims listing query of a "new search each request" run: the active tab of every
 * policy ('0000'), a search over all three fields, a sort and a filter, 50 a page.
 */
export const claimQueryAt = (i: number, companyId: string) => ({
  companyId,
  policyId: '0000',
  status: 'ACTIVE_COMPLETED',
  ...listQueryAt(i, CLAIM_TERMS, CLAIM_SORTS, CLAIM_FILTERS),
});

const BILLING_TERMS = ['INV26', 'Surabaya', 'Renewal', 'GHG0001', 'Alteration', ''];
const BILLING_SORTS = ['invoiceDate', 'invoiceNo', 'billingAmount', 'outstandingAmount', 'ageing'];
const BILLING_FILTERS: Record<string, string[]>[] = [
  {},
  { billingStatus: ['Outstanding'] },
  { transactionType: ['Alteration', 'Group Instalment billing Run'] },
  { billingStatus: ['Paid'], transactionType: ['Renewal', 'Issue - Renewals'] },
];

/**
 * The i-th premium billing listing query of a "new search each request" run (issue 12): every
 * policy ('0000'), a search, a sort and a filter, 50 a page.
 */
export const billingQueryAt = (i: number, companyId: string) => ({
  companyId,
  policyId: '0000',
  ...listQueryAt(i, BILLING_TERMS, BILLING_SORTS, BILLING_FILTERS),
});

/** The same kind of query as json-server spells it: `q` (full text), field filters, sort, page. */
export const peerPathAt = (i: number): string => {
  const q = memberQueryAt(i, '');
  const params = new URLSearchParams({ q: q.searchByValue });
  for (const [field, values] of Object.entries(q.filterBy)) {
    for (const value of values) params.append(field, value);
  }
  params.set('_sort', q.sortByField);
  params.set('_order', q.sortByOrder.toLowerCase());
  params.set('_page', String(q.pageNumber));
  params.set('_limit', String(q.pageSize));
  return `/members?${params.toString()}`;
};
