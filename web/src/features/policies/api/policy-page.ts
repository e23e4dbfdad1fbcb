import { skipToken } from '@reduxjs/toolkit/query/react';
import { LIMITS } from '@mo/contracts';
import { usePolicyListQuery } from '@/lib/api/policy-list';

export interface PolicyPageArgs {
  companyId: string;
  currentPage: number;
  pageSize: number;
}

type PageSize = (typeof LIMITS.policyListPageSizes)[number];

/** One of the list's page sizes (10, 20, 50, 100); any other number asks for the first. */
export const policyPageSize = (size: number): PageSize =>
  LIMITS.policyListPageSizes.find((s) => s === size) ?? LIMITS.policyListPageSizes[0];

/** GET policies/list, one page (server-side paging of the policy list), through lib's endpoint. */
export const usePolicyPageQuery = (arg: PolicyPageArgs | typeof skipToken) =>
  usePolicyListQuery(arg === skipToken ? arg : { ...arg, pageSize: policyPageSize(arg.pageSize) });
