import { CALL_ROUTES, type CALLS, type DataOf } from '@mo/contracts';
import { baseApi, callRequest } from '@/lib/rtk-api';

/** GET member-alteration/bulk-update-template: the 'Alteration Form' xlsx as base64. */
export const bulkTemplateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    bulkTemplate: build.query<DataOf<typeof CALLS.bulkTemplate>, { companyId: string }>({
      query: ({ companyId }) => callRequest(CALL_ROUTES.bulkTemplate, { query: { companyId } }),
      // Saved once and not needed again: keep the file's bytes out of the cache.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyBulkTemplateQuery } = bulkTemplateApi;
