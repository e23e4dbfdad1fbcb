import {
  EXCESS_FILTER_FIELDS,
  type ExcessFilterBy,
  type ExcessFilterField,
  type ExcessSortField,
} from '@mo/contracts';
import { IndexedTable, type Clause } from '../store/indexed-table';
import { CLAIM_SEARCH, claimBook, scopedTerm, type ClaimEntry } from './claim-book';
import { mockToday } from './member-book';
import type { MockStore } from '../store/store';
import { filterClauses, pageOf, scopeClauses, type ListingQuery } from './listing-query';
import type { MockHost } from '../types';
import type { ExcessEntry } from '../store/entries';

export type { ExcessEntry } from '../store/entries';

/*
 * The excess claims of each company: the paid claims with an excess, indexed like the claims.
 * Ageing counts days from the excess date to today on the mock clock (to the paid date once
 * paid), so each company's table is made for one day and made again when the mock's day changes.
 */

type ExcessTableFilter = 'policyId' | 'periodId' | ExcessFilterField;

/** Whole days from one YYYY-MM-DD to another, never below 0. */
export const ageingDays = (from: string, to: string): number =>
  Math.max(
    0,
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000),
  );

const excessSorts: Record<ExcessSortField, (e: ExcessEntry) => string | number | null> = {
  claimNo: (e) => e.claim.claimNo,
  memberName: (e) => e.claim.memberName.toLowerCase(),
  memberNo: (e) => e.claim.memberNo,
  memberType: (e) => e.claim.memberType,
  benefitType: (e) => e.claim.benefitType,
  incurredAmount: (e) => e.claim.incurredAmount,
  paidAmount: (e) => e.claim.paidAmount,
  excessAmount: (e) => e.claim.excessAmount,
  ageing: (e) => e.ageing,
  excessStatus: (e) => e.claim.excessStatus ?? null,
  paidDate: (e) => e.claim.excessPaidDate ?? null,
};

const excessTable = () =>
  new IndexedTable<ExcessEntry, ExcessSortField, ExcessTableFilter>({
    search: CLAIM_SEARCH,
    sorts: excessSorts,
    tie: (e) => e.claim.claimNo,
    filters: {
      policyId: (e) => e.claim.policyId,
      periodId: (e) => e.claim.periodId,
      memberType: (e) => e.claim.memberType,
      benefitType: (e) => e.claim.benefitType,
      excessStatus: (e) => e.claim.excessStatus ?? null,
    },
  });

export type ExcessQuery = ListingQuery<ExcessSortField, ExcessFilterBy>;

export class CompanyExcess {
  private readonly table = excessTable();

  constructor(
    entries: readonly ClaimEntry[],
    readonly today: string,
  ) {
    for (const entry of entries) {
      const { excessAmount, excessDate, excessPaidDate } = entry.claim;
      if (excessAmount <= 0 || !excessDate) continue;
      this.table.add({ ...entry, ageing: ageingDays(excessDate, excessPaidDate ?? today) });
    }
  }

  query(q: ExcessQuery): { page: ExcessEntry[]; total: number } {
    const where: Clause<ExcessTableFilter>[] = [
      ...scopeClauses(q.policyId, q.periodId),
      ...filterClauses(EXCESS_FILTER_FIELDS, [q.filterBy]),
    ];
    const value = (q.searchValue ?? '').trim();
    const { rows, total } = this.table.query({
      search: value === '' ? undefined : scopedTerm('all', value),
      where,
      ...pageOf(q, 'ageing'),
    });
    return { page: rows, total };
  }

  /** How many excess claims of the policy and period each filter value has. */
  counts(
    policyId: string,
    periodId: string | undefined,
    field: ExcessFilterField,
    values: readonly string[],
  ): Map<string, number> {
    return this.table.countsWhere(scopeClauses(policyId, periodId), field, values);
  }
}

const excessBooks = new WeakMap<object, Map<string, CompanyExcess>>();

/** A company's excess claims as of the mock's today (made again when the day changes). */
export const excessOf = (world: MockStore, host: MockHost, companyId: string): CompanyExcess => {
  const book = claimBook(world);
  let companies = excessBooks.get(book);
  if (!companies) {
    companies = new Map();
    excessBooks.set(book, companies);
  }
  const today = mockToday(world);
  let excess = companies.get(companyId);
  if (!excess || excess.today !== today) {
    excess = new CompanyExcess(book.of(companyId).entries, today);
    companies.set(companyId, excess);
  }
  return excess;
};
