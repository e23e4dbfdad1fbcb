import { useCallback } from 'react';
import { useTranslation as useI18next } from 'react-i18next';
import en from '@/locales/en/policies.json';
import id from '@/locales/id/policies.json';

/*
 * The policies namespace, registered by the feature while locales/index.ts does not list it yet
 * (then this file reduces to react-i18next's useTranslation('policies')). Keys are typed from
 * the Indonesian file, as the other namespaces are.
 */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type PoliciesKey = Leaves<typeof id>;
export type PoliciesT = (key: PoliciesKey, values?: Record<string, unknown>) => string;

const NS = 'policies';

export function useTranslation(_ns: typeof NS) {
  const { i18n } = useI18next();
  for (const [language, bundle] of [
    ['id', id],
    ['en', en],
  ] as const) {
    if (!i18n.hasResourceBundle(language, NS)) i18n.addResourceBundle(language, NS, bundle);
  }
  const t: PoliciesT = useCallback(
    (key, values) => i18n.t(`${NS}:${key}`, values as never) as unknown as string,
    // A new language gives a new t, so memoised children re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, i18n.language],
  );
  return { t, i18n };
}
