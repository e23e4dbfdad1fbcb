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
): Promise<{ data: T[] } | { error: ApiFailure }> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await baseQuery(requestOf(page));
    if (result.error) return { error: result.error };
    const data = result.data as D;
    const found = itemsOf(data);
    items.push(...found);
    if (page >= data.pagination.totalPage || page >= MAX_PAGES || found.length === 0) {
      return { data: items };
    }
  }
}
