import type { Pagination } from '@mo/contracts';

/** Server-side paging: one page of the items and the pager's numbers (a page past the end is empty). */
export const paginate = <T>(
  all: readonly T[],
  currentPage: number,
  pageSize: number,
): { items: T[]; pagination: Pagination } => {
  const start = (currentPage - 1) * pageSize;
  return {
    items: all.slice(start, start + pageSize),
    pagination: {
      currentPage,
      pageSize,
      totalPage: Math.ceil(all.length / pageSize),
      totalRecord: all.length,
    },
  };
};
