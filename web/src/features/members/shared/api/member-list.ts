import {
  CALL_ROUTES,
  type CALLS,
  MEMBER_LIMITS,
  type BodyOf,
  type MemberFilterBy,
  type MemberSortField,
  type MemberTypeFilter,
} from '@mo/contracts';
import type { TableQuery } from '@/components/data-table/table-rules';
import { injectQuery } from '@/lib/rtk-api';

export type MemberListArgs = BodyOf<typeof CALLS.memberList>;

/** The table query and member type → the memberList body (server-side search/sort/filter/paging). */
export function memberListBody(
  companyId: string,
  query: TableQuery,
  memberType: MemberTypeFilter,
): MemberListArgs {
  const filterBy = Object.fromEntries(
    Object.entries(query.filters).filter(([, values]) => values.length > 0),
  ) as MemberFilterBy;
  return {
    companyId,
    memberType,
    pageNumber: query.page,
    // one of the server's page sizes (the table offers no other)
    pageSize:
      MEMBER_LIMITS.pageSizes.find((size) => size === query.size) ?? MEMBER_LIMITS.defaultPageSize,
    ...(query.search ? { searchByValue: query.search } : {}),
    ...(query.sort
      ? {
          sortByField: query.sort.field as MemberSortField,
          sortByOrder: query.sort.order === 'asc' ? 'ASC' : 'DESC',
        }
      : {}),
    ...(Object.keys(filterBy).length > 0 ? { filterBy } : {}),
  };
}

/** POST users/members: one page of the member table (server-side search, sort, filter, paging). */
export const memberListApi = injectQuery(
  'memberList',
  CALL_ROUTES.memberList,
  (body: MemberListArgs) => ({ body }),
);

export const { useMemberListQuery } = memberListApi;
