import { CALL_ROUTES, type CALLS, type BodyOf } from '@mo/contracts';
import type { ApiClient } from '../../../../lib/api-client';
import { baseApi, callRequest } from '../../../../lib/rtk-api';

type BulkUpdateBody = BodyOf<typeof CALLS.bulkUpdate>;

/** POST member-alteration/bulk-update: submits the uploaded file by its gateway reference. */
export const submitBulkUpdate = (api: ApiClient, body: BulkUpdateBody) =>
  api.call(CALL_ROUTES.bulkUpdate, { body });

/**
 * The same call as an RTK Query mutation, which the Pact consumer test (contracts/) drives; the
 * page submits through the bulk saga (submitBulkUpdate), so the request is built the same way.
 */
export const bulkUpdateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bulkUpdate: build.mutation<Awaited<ReturnType<typeof submitBulkUpdate>>, BulkUpdateBody>({
      query: (body) => callRequest(CALL_ROUTES.bulkUpdate, { body }),
    }),
  }),
});
