import { CALL_ROUTES } from '@mo/contracts';
import type { ApiClient } from '@/lib/api-client';

/**
 * GET app/sysparam?category=JKT_DATE_TIME, uncached (lib/sys-params caches per category; the
 * clock must be read with every poll): the Jakarta date-time text, or null when absent.
 */
export async function fetchJakartaTime(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<string | null> {
  const data = await api.call(CALL_ROUTES.getSysParam, {
    query: { category: 'JKT_DATE_TIME' },
    signal,
  });
  const details = data.systemParameterList[0]?.commonCategoryDetail ?? [];
  const detail = details.find((d) => d.code === 'JKT_DATE_TIME') ?? details[0];
  return detail?.description1 ?? null;
}
