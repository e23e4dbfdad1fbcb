import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';
import type { Language } from '@/lib/storage';

/** PUT users/{id}: saves the preferred language (spec part 1 section 7). */
export const updateLanguage = (api: ApiClient, userId: string, preferredLanguage: Language) =>
  api.call(CALL_ROUTES.updateUser, {
    path: { userId },
    body: { id: userId, preferredLanguage },
  });
