import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

export interface BenefitScheduleArgs {
  companyId: string;
  policyId: string;
  benefitId: string;
  periodId?: string;
}

/** GET policies/benefits/{benefitId}: the HI and NM rows of one benefit for every plan. */
export const benefitScheduleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    benefitSchedule: build.query<DataOf<typeof CALLS.benefitSchedule>, BenefitScheduleArgs>({
      query: ({ benefitId, companyId, policyId, periodId }) =>
        callRequest(CALL_ROUTES.benefitSchedule, {
          path: { benefitId },
          query: periodId ? { companyId, policyId, periodId } : { companyId, policyId },
        }),
    }),
  }),
});

export const { useBenefitScheduleQuery } = benefitScheduleApi;
