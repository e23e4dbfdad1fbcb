import { CALL_ROUTES, type CALLS, type BodyOf } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

type BulkUpdateBody = BodyOf<typeof CALLS.bulkUpdate>;

/**
 * POST member-alteration/bulk-update: submits the uploaded file by its gateway reference. A step
 * of the bulk saga (a multi-step flow), so it has no RTK Query endpoint.
 */
export const submitBulkUpdate = (api: ApiClient, body: BulkUpdateBody) =>
  api.call(CALL_ROUTES.bulkUpdate, { body });
