import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

/** GET app/sysparam/terminate-reasons: the remove form's reason dropdown. */
export const terminateReasonsApi = injectQuery(
  'terminateReasons',
  CALL_ROUTES.terminateReasons,
  ({ companyId }: { companyId: string }) => ({ query: { companyId } }),
);

export const { useTerminateReasonsQuery } = terminateReasonsApi;
