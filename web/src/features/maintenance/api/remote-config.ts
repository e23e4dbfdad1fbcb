import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** GET customer-services /public/remote-config: maintenance windows and announcements. */
export const fetchRemoteConfig = (api: ApiClient, signal?: AbortSignal) =>
  api.call(CALL_ROUTES.remoteConfig, { signal });
