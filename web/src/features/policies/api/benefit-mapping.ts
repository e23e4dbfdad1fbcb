import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../lib/rtk-api';

/** GET policies/benefit-mapping: the product-type sequence of the benefit buttons. */
export const benefitMappingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    benefitMapping: build.query<DataOf<typeof CALLS.benefitMapping>, void>({
      query: () => callRequest(CALL_ROUTES.benefitMapping),
    }),
  }),
});

export const { useBenefitMappingQuery } = benefitMappingApi;
