import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

export interface BenefitScheduleArgs {
  companyId: string;
  policyId: string;
  benefitId: string;
  periodId?: string;
}

/** GET policies/benefits/{benefitId}: the HI and NM rows of one benefit for every plan. */
export const benefitScheduleApi = injectQuery(
  'benefitSchedule',
  CALL_ROUTES.benefitSchedule,
  ({ benefitId, companyId, policyId, periodId }: BenefitScheduleArgs) => ({
    path: { benefitId },
    query: periodId ? { companyId, policyId, periodId } : { companyId, policyId },
  }),
);

export const { useBenefitScheduleQuery } = benefitScheduleApi;
