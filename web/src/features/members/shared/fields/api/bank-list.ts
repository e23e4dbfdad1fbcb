import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

/** GET app/sysparam/banks: the banks of the bank-account dropdown. */
export const bankListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    memberBankList: build.query<DataOf<typeof CALLS.bankList>, { companyId: string }>({
      query: (query) => callRequest(CALL_ROUTES.bankList, { query }),
    }),
  }),
});

export const { useMemberBankListQuery } = bankListApi;
