import {
  CALL_ROUTES,
  DEFAULT_VARIABLE_CODES,
  LIMITS,
  sampleSystemParameter,
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
  const pending = api.call(CALL_ROUTES.getSysParam, { query: { category } }).then((data) => {
    const first = data.systemParameterList[0];
    if (!first) throw new Error('Failed to fetchSysParam');
    return first;
  });
  cache.set(category, pending);
  pending.catch(() => cache.delete(category));
  return pending;
}

/**
 * The spec's fallback order (part 1 section 7): the server, then the bundled sample data (the
 * values the mock seeds, contracts sample-system-parameters.ts) when the read fails. The sample is
 * not cached: the next read asks the server again. JKT_DATE_TIME has no sample and still fails.
 */
export function fetchSysParamOrSample(
  api: ApiClient,
  category: SysParamCategory,
): Promise<SystemParameter> {
  return fetchSysParam(api, category).catch((error: unknown) => {
    const sample = sampleSystemParameter(category);
    if (!sample) throw error;
    return sample;
  });
}

export const defaultVariable = (
  param: SystemParameter | null | undefined,
  code: string,
): string | undefined => param?.commonCategoryDetail.find((d) => d.code === code)?.description1;

/**
 * Entries whose external1 is the English text of description1 (our reading of DEFAULT_VARIABLES,
 * docs/spec-notes.md): on an English page they show external1. Other entries keep description1
 * in every language (their external1 is a second value, such as service hours).
 */
const BILINGUAL_CODES: ReadonlySet<string> = new Set([
  DEFAULT_VARIABLE_CODES.appName,
  DEFAULT_VARIABLE_CODES.address,
  DEFAULT_VARIABLE_CODES.faqUrl,
  DEFAULT_VARIABLE_CODES.termsUrl,
  DEFAULT_VARIABLE_CODES.privacyUrl,
  DEFAULT_VARIABLE_CODES.copyright1,
  DEFAULT_VARIABLE_CODES.copyright2,
]);

/** A default variable as the page's language shows it: English pages read external1 where set. */
export const localizedDefaultVariable = (
  param: SystemParameter | null | undefined,
  code: string,
  language: string,
): string | undefined => {
  const entry = param?.commonCategoryDetail.find((d) => d.code === code);
  if (!entry) return undefined;
  const english = language.startsWith('en') && BILINGUAL_CODES.has(code) ? entry.external1 : '';
  return english || entry.description1;
};

/**
 * Customer-service hours: the second value of the customer-service number's default variable
 * (spec part 1, contact us: the values come from CS_CONTACT_NUMBER and the others), external1 in
 * Indonesian and description2 in English (docs/spec-notes.md); an English page without
 * description2 shows external1. Undefined when unknown.
 */
export const serviceHours = (
  param: SystemParameter | null | undefined,
  language: string,
): string | undefined => {
  const entry = param?.commonCategoryDetail.find(
    (d) => d.code === DEFAULT_VARIABLE_CODES.csContactNumber,
  );
  const english = language.startsWith('en') ? entry?.description2 : undefined;
  return english || entry?.external1 || undefined;
};

/** OTP validity in seconds from DEFAULT_VARIABLES, 180 when missing or unreadable. */
export function otpValiditySeconds(defaults: SystemParameter | null | undefined): number {
  const seconds = Number(defaultVariable(defaults, DEFAULT_VARIABLE_CODES.otpValiditySeconds));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : LIMITS.otpValidityDefaultSeconds;
}
