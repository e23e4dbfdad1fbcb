import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/** GET users/details: the profile with every company the user may act for. */
export const fetchUserProfile = (api: ApiClient) => api.call(CALL_ROUTES.userProfile);
