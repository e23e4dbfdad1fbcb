import { CALLS } from '@mo/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** GET customer-services /public/remote-config: maintenance windows and announcements. */
export const fetchRemoteConfig = (api: ApiClient, signal?: AbortSignal) =>
  api.call(CALLS.remoteConfig, { signal });
