import { CALLS, type BodyOf, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '../../../../lib/rtk-api';

/** POST member-alteration/bulk-update: submits the uploaded file by its gateway reference. */
export const bulkUpdateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bulkUpdate: build.mutation<DataOf<typeof CALLS.bulkUpdate>, BodyOf<typeof CALLS.bulkUpdate>>({
      query: (body) => callRequest(CALLS.bulkUpdate, { body }),
    }),
  }),
});

export const { useBulkUpdateMutation } = bulkUpdateApi;
