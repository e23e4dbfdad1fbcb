import {
  CALLS,
  DEFAULT_VARIABLE_CODES,
  LIMITS,
  type SysParamCategory,
  type SystemParameter,
} from '@mo/contracts';
import type { ApiClient } from './api-client';

/*
 * GET app/sysparam reads the first entry of systemParameterList and is cached per category
 * (spec part 1 section 7). The cache belongs to the client, so tests with fresh clients never
 * share it; a failed fetch is not cached.
 */
const caches = new WeakMap<ApiClient, Map<SysParamCategory, Promise<SystemParameter>>>();

export function fetchSysParam(
  api: ApiClient,
  category: SysParamCategory,
): Promise<SystemParameter> {
  let cache = caches.get(api);
  if (!cache) caches.set(api, (cache = new Map()));
  const cached = cache.get(category);
  if (cached) return cached;
  const pending = api.call(CALLS.getSysParam, { query: { category } }).then((data) => {
    const first = data.systemParameterList[0];
    if (!first) throw new Error('Failed to fetchSysParam');
    return first;
  });
  cache.set(category, pending);
  pending.catch(() => cache.delete(category));
  return pending;
}

export const defaultVariable = (
  param: SystemParameter | null | undefined,
  code: string,
): string | undefined => param?.commonCategoryDetail.find((d) => d.code === code)?.description1;

/** OTP validity in seconds from DEFAULT_VARIABLES, 180 when missing or unreadable. */
export function otpValiditySeconds(defaults: SystemParameter | null | undefined): number {
  const seconds = Number(defaultVariable(defaults, DEFAULT_VARIABLE_CODES.otpValiditySeconds));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : LIMITS.otpValidityDefaultSeconds;
}
