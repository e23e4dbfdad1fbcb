import { LIMITS } from '@mo/contracts';

/** Table rules of spec part 1 sections 4, 5 and 9, shared by every server-driven table. */
export const TABLE_SEARCH_MAX = LIMITS.searchMax;
export const TABLE_SEARCH_MIN = LIMITS.searchMin;
export const DEFAULT_PAGE_SIZES: readonly number[] = LIMITS.tablePageSizes;

export type SortOrder = 'asc' | 'desc';

/** What a table asks its owner to load: page (1-based), size, sort, filters, search. */
export interface TableQuery {
  page: number;
  size: number;
  sort: { field: string; order: SortOrder } | null;
  /** Chosen values per filterable field; a field with none is left out. */
  filters: Record<string, string[]>;
  search: string;
}

export const initialQuery = (size: number): TableQuery => ({
  page: 1,
  size,
  sort: null,
  filters: {},
  search: '',
});

/** Search text as typed, cut to the maximum length (a pasted value is truncated). */
export const clampSearch = (text: string): string => text.slice(0, TABLE_SEARCH_MAX);

/** A search shorter than the minimum (but not empty) forces an empty result with a message. */
export const isSearchTooShort = (search: string): boolean => {
  const length = search.trim().length;
  return length > 0 && length < TABLE_SEARCH_MIN;
};

/** Search, sort or a filter is active: the reset button is enabled. */
export const isResetEnabled = (query: TableQuery): boolean =>
  query.search.trim() !== '' ||
  query.sort !== null ||
  Object.values(query.filters).some((values) => values.length > 0);

export const totalPages = (totalRecords: number, size: number): number =>
  Math.max(1, Math.ceil(totalRecords / size));

/** The pager is hidden when the records are fewer than the smallest page size. */
export const showsPager = (totalRecords: number, pageSizes: readonly number[]): boolean =>
  totalRecords >= Math.min(...pageSizes);

/** Reset clears search, sorting and filters and goes back to page 1 (same page size). */
export const resetQuery = (query: TableQuery): TableQuery => initialQuery(query.size);
