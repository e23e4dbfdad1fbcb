import {
  CLAIM_FILTER_FIELDS,
  type ClaimFilterBy,
  type ClaimFilterField,
  type ClaimSearchField,
  type ClaimSortField,
  type ClaimStage,
} from '@mo/contracts';
import type { SeedClaim } from '@mo/fixtures';
import { benefitDescOf } from '../lib/seed-terms';
import type { ClaimEntry } from '../store/entries';
import { IndexedTable, type Clause, type SearchField } from '../store/indexed-table';
import type { MockStore } from '../store/store';
import { filterClauses, pageOf, scopeClauses, type ListingQuery } from './listing-query';

export type { ClaimEntry } from '../store/entries';

/*
 * The Claims area's book: every claim of the store indexed per company in the store's
 * IndexedTable (search, filter sets, each sort field's order), so the listings never scan or sort
 * per request. Built on first use after a start or reset and kept until the store's claims array
 * is replaced (reset, or a claims scenario), like the member book.
 */

/** Base clauses of every listing query: the policy (or all), the period and the tab. */
type ScopeField = 'policyId' | 'periodId' | 'stage';
type ClaimTableFilter = ScopeField | ClaimFilterField;

const SEARCH_SEPARATOR = '\u0001';

/**
 * A search term that names the field it is for: the table hands each search field the whole
 * term, and a field answers '' (no row) unless the term is for it or for every field.
 */
export const scopedTerm = (field: ClaimSearchField | 'all', value: string): string =>
  `${field}${SEARCH_SEPARATOR}${value.trim().toLowerCase()}`;

const fieldSearch = (
  field: ClaimSearchField,
  text: (e: { claim: SeedClaim }) => string,
  normalise: (value: string) => string = (v) => v,
): SearchField<{ claim: SeedClaim }> => ({
  text,
  term: (term) => {
    const at = term.indexOf(SEARCH_SEPARATOR);
    const scope = term.slice(0, at);
    return scope === 'all' || scope === field ? normalise(term.slice(at + 1)) : '';
  },
});

/** Search fields shared by the claim and excess tables: claim number, name, member number. */
export const CLAIM_SEARCH = [
  fieldSearch('claimNo', (e) => e.claim.claimNo.toLowerCase()),
  fieldSearch('memberName', (e) => e.claim.memberName.toLowerCase()),
  fieldSearch(
    'memberNo',
    (e) => e.claim.memberNo.toLowerCase(),
    (v) => v.replace(/-/g, ''),
  ),
] as const;

const claimSorts: Record<ClaimSortField, (e: ClaimEntry) => string | number> = {
  claimNo: (e) => e.claim.claimNo,
  memberName: (e) => e.claim.memberName.toLowerCase(),
  receivedDate: (e) => e.claim.receivedDate,
  memberType: (e) => e.claim.memberType,
  benefitType: (e) => e.claim.benefitType,
  status: (e) => e.claim.status,
  claimType: (e) => e.claim.claimType,
  memberNo: (e) => e.claim.memberNo,
  incurredAmount: (e) => e.claim.incurredAmount,
  paidAmount: (e) => e.claim.paidAmount,
};

const claimTable = () =>
  new IndexedTable<ClaimEntry, ClaimSortField, ClaimTableFilter>({
    search: CLAIM_SEARCH,
    sorts: claimSorts,
    tie: (e) => e.claim.claimNo,
    filters: {
      policyId: (e) => e.claim.policyId,
      periodId: (e) => e.claim.periodId,
      stage: (e) => e.claim.stage,
      memberType: (e) => e.claim.memberType,
      benefitType: (e) => e.claim.benefitType,
      status: (e) => e.claim.status,
      claimType: (e) => e.claim.claimType,
    },
  });

export interface ClaimQuery extends ListingQuery<ClaimSortField, ClaimFilterBy> {
  stage: ClaimStage;
  searchField?: ClaimSearchField | undefined;
  /** Further filters that all apply too (the general claim list form's filterRequestVM, memberType). */
  alsoFilterBy?: readonly (ClaimFilterBy | undefined)[];
}

export class CompanyClaims {
  private readonly table = claimTable();

  add(entry: ClaimEntry): void {
    this.table.add(entry);
  }

  get entries(): readonly ClaimEntry[] {
    return this.table.rows;
  }

  query(q: ClaimQuery): { page: ClaimEntry[]; total: number } {
    const where: Clause<ClaimTableFilter>[] = [
      ...scopeClauses(q.policyId, q.periodId),
      { field: 'stage', values: [q.stage] },
      ...filterClauses(CLAIM_FILTER_FIELDS, [q.filterBy, ...(q.alsoFilterBy ?? [])]),
    ];
    const value = (q.searchValue ?? '').trim();
    const { rows, total } = this.table.query({
      search: value === '' ? undefined : scopedTerm(q.searchField ?? 'all', value),
      where,
      ...pageOf(q, 'receivedDate'),
    });
    return { page: rows, total };
  }

  /**
   * How many claims of the policy, period and tab each filter value has. Every listing answer
   * carries them: kept per scope and field until the table changes, and shared (not to be altered).
   */
  counts(
    policyId: string,
    periodId: string | undefined,
    stage: ClaimStage,
    field: ClaimFilterField,
    values: readonly string[],
  ): ReadonlyMap<string, number> {
    if (this.countsAt !== this.table.changes) {
      this.countCache.clear();
      this.countsAt = this.table.changes;
    }
    const key = `${policyId}\u0001${periodId ?? ''}\u0001${stage}\u0001${field}\u0001${values.join('\u0001')}`;
    let counted = this.countCache.get(key);
    if (!counted) {
      counted = this.table.countsWhere(
        [...scopeClauses(policyId, periodId), { field: 'stage', values: [stage] }],
        field,
        values,
      );
      this.countCache.set(key, counted);
    }
    return counted;
  }

  private countsAt = -1;
  private readonly countCache = new Map<string, ReadonlyMap<string, number>>();
}

export class ClaimBook {
  private readonly companies = new Map<string, CompanyClaims>();
  private readonly byId = new Map<string, ClaimEntry>();

  constructor(world: MockStore) {
    for (const claim of world.claims) {
      const policy = world.policies.get(claim.policyId);
      if (!policy) continue;
      const entry: ClaimEntry = {
        claim,
        policy,
        benefitDesc: benefitDescOf(policy, claim.benefitType),
      };
      this.byId.set(claim.id, entry);
      this.of(claim.companyId).add(entry);
    }
  }

  of(companyId: string): CompanyClaims {
    let company = this.companies.get(companyId);
    if (!company) {
      company = new CompanyClaims();
      this.companies.set(companyId, company);
    }
    return company;
  }

  get(claimId: string): ClaimEntry | undefined {
    return this.byId.get(claimId);
  }
}

const books = new WeakMap<readonly SeedClaim[], ClaimBook>();

/** The app's claim book, built on first use after a start, a reset or a new claims array. */
export const claimBook = (world: MockStore): ClaimBook => {
  let book = books.get(world.claims);
  if (!book) {
    book = new ClaimBook(world);
    books.set(world.claims, book);
  }
  return book;
};
