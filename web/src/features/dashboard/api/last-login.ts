import { CALL_ROUTES } from '@mo/contracts';
import { injectQuery } from '@/lib/rtk-api';

/** GET users/last-login: the user's previous sign-in time (null on a first sign-in). */
export const lastLoginApi = injectQuery('lastLogin', CALL_ROUTES.lastLogin);

export const { useLastLoginQuery } = lastLoginApi;
