import { ALL_POLICIES_ID } from '@mo/contracts';
import type { Clause } from '../store/indexed-table';

/*
 * What the claim, excess and premium billing listings ask of their books alike: the policy and
 * period, the filters sent, and the page in its sort. Each book adds its own clauses and search.
 */

/** A listing's query once its scope is resolved. */
export interface ListingQuery<S extends string, F> {
  policyId: string;
  /** Resolved already: undefined for all policies. */
  periodId: string | undefined;
  searchValue?: string | undefined;
  sortByField?: S | undefined;
  sortByOrder?: 'ASC' | 'DESC' | undefined;
  filterBy?: F | undefined;
  currentPage: number;
  pageSize: number;
}

/** The policy and period clauses of a listing ('0000': every policy, no period). */
export const scopeClauses = (
  policyId: string,
  periodId: string | undefined,
): Clause<'policyId' | 'periodId'>[] =>
  policyId === ALL_POLICIES_ID
    ? []
    : [
        { field: 'policyId', values: [policyId] },
        ...(periodId === undefined ? [] : [{ field: 'periodId' as const, values: [periodId] }]),
      ];

/** A clause for each field a filter set gives values (every set sent applies). */
export const filterClauses = <K extends string>(
  fields: readonly K[],
  sets: readonly (Partial<Record<K, readonly string[]>> | undefined)[],
): Clause<K>[] =>
  sets.flatMap((set) =>
    fields.flatMap((field) => {
      const values = set?.[field];
      return values && values.length > 0 ? [{ field, values }] : [];
    }),
  );

/** The page a query asks for in its sort: newest first by `defaultSort` when none is asked. */
export const pageOf = <S extends string>(q: ListingQuery<S, unknown>, defaultSort: S) => ({
  sort: q.sortByField ?? defaultSort,
  desc: q.sortByField === undefined ? true : q.sortByOrder === 'DESC',
  offset: (q.currentPage - 1) * q.pageSize,
  limit: q.pageSize,
});

/** What a listing's request body says of its query, as the contracts name it. */
interface ListingBody<S extends string, F> {
  policyId: string;
  searchByValue?: string | undefined;
  sortByField?: S | undefined;
  sortByOrder?: 'ASC' | 'DESC' | undefined;
  filterBy?: F | undefined;
  currentPage?: number | undefined;
  pageSize?: number | undefined;
}

/** A listing body's query once its period is resolved; no page or size sent: the area's defaults. */
export const listingQueryOf = <S extends string, F>(
  body: ListingBody<S, F>,
  periodId: string | undefined,
  limits: { readonly defaultPage: number; readonly defaultPageSize: number },
): ListingQuery<S, F> => ({
  policyId: body.policyId,
  periodId,
  searchValue: body.searchByValue,
  sortByField: body.sortByField,
  sortByOrder: body.sortByOrder,
  filterBy: body.filterBy,
  currentPage: body.currentPage ?? limits.defaultPage,
  pageSize: body.pageSize ?? limits.defaultPageSize,
});
