import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

/** GET app/sysparam/banks: the banks of the bank-account dropdown. */
export const bankListApi = injectQuery(
  'memberBankList',
  CALL_ROUTES.bankList,
  (query: { companyId: string }) => ({ query }),
);

export const { useMemberBankListQuery } = bankListApi;
