import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from './rtk-api';

/*
 * GET policies/benefit-mapping: per benefit product type its sequence (the order of the benefit
 * buttons) and its list of benefit codes (the order of its rows, lib/benefit-order.ts). Shared
 * by every benefit schedule: the policy benefits and a member's benefits.
 */
export const benefitMappingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    benefitMapping: build.query<DataOf<typeof CALLS.benefitMapping>, void>({
      query: () => callRequest(CALL_ROUTES.benefitMapping),
    }),
  }),
});

export const { useBenefitMappingQuery } = benefitMappingApi;
