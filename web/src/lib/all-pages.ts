import type { Pagination } from '@mo/contracts';
import type { ApiFailure } from './api-client';
import type { CallRequest } from './rtk-api';

/** A guard against a server that keeps announcing more pages: at most this many are read. */
export const MAX_PAGES = 100;

type BaseQuery = (
  request: CallRequest,
) => PromiseLike<{ data?: unknown; error?: ApiFailure }> | { data?: unknown; error?: ApiFailure };

/**
 * Every page of a paged list, for a dropdown that must offer the whole list (the API gives at
 * most 100 a page): reads page 1, then each page its pagination announces, in order, through an
 * RTK Query endpoint's `baseQuery`. The first failure is the answer.
 */
export async function readAllPages<D extends { pagination: Pagination }, T>(
  baseQuery: BaseQuery,
  requestOf: (page: number) => CallRequest,
  itemsOf: (page: D) => readonly T[],
): Promise<{ data: T[]; first: D } | { error: ApiFailure }> {
  const items: T[] = [];
  let first: D | undefined;
  for (let page = 1; ; page += 1) {
    const result = await baseQuery(requestOf(page));
    if (result.error) return { error: result.error };
    const data = result.data as D;
    first ??= data;
    const found = itemsOf(data);
    items.push(...found);
    if (page >= data.pagination.totalPage || page >= MAX_PAGES || found.length === 0) {
      return { data: items, first };
    }
  }
}

/**
 * A list endpoint's answer, for both its readers: the page asked for (a table's server paging),
 * or with no page asked, every page (readAllPages, at the dropdown's page size) answered as one
 * page holding them all (the first page's other fields, such as company-wide totals, kept). One
 * endpoint per call, whichever way a screen reads it.
 */
export async function readPageOrAll<D extends { pagination: Pagination }, T>(
  baseQuery: BaseQuery,
  currentPage: number | undefined,
  requestOf: (page: number, everyPage: boolean) => CallRequest,
  itemsOf: (page: D) => readonly T[],
  asData: (items: T[], pagination: Pagination, first: D) => D,
): Promise<{ data: D } | { error: ApiFailure }> {
  if (currentPage !== undefined) {
    const page = await baseQuery(requestOf(currentPage, false));
    return page.error ? { error: page.error } : { data: page.data as D };
  }
  const all = await readAllPages(baseQuery, (page) => requestOf(page, true), itemsOf);
  if ('error' in all) return all;
  const n = all.data.length;
  const pagination = { currentPage: 1, pageSize: Math.max(n, 1), totalPage: 1, totalRecord: n };
  return { data: asData(all.data, pagination, all.first) };
}
