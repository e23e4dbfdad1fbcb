import type { Pagination } from '@mo/contracts';

/** The pager's numbers for a page of `total` items. */
export const paginationOf = (currentPage: number, pageSize: number, total: number): Pagination => ({
  currentPage,
  pageSize,
  totalPage: Math.ceil(total / pageSize),
  totalRecord: total,
});

/** Server-side paging: one page of the items and the pager's numbers (a page past the end is empty). */
export const paginate = <T>(
  all: readonly T[],
  currentPage: number,
  pageSize: number,
): { items: T[]; pagination: Pagination } => {
  const start = (currentPage - 1) * pageSize;
  return {
    items: all.slice(start, start + pageSize),
    pagination: paginationOf(currentPage, pageSize, all.length),
  };
};
