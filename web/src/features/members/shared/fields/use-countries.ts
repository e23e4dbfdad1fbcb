import { POPULAR_COUNTRY_CODES, type SystemParameter } from '@mo/contracts';
import { useMemo } from 'react';
import type { Language } from '@/lib/storage';
import { useSysParam } from '@/lib/use-default-variables';

/** A country option of the dial-code dropdown (spec part 2 section 3): flag, name, dial code. */
export interface Country {
  code: string;
  name: string;
  dialCode: string;
  /** Lower-case code (the flag's name). */
  flag: string;
}

/** Indonesia's, the default of every phone field. */
export const DEFAULT_COUNTRY: Country = {
  code: 'ID',
  name: 'Indonesia',
  dialCode: '+62',
  flag: 'id',
};

const popularRank = (code: string) => {
  const i = (POPULAR_COUNTRY_CODES as readonly string[]).indexOf(code);
  return i < 0 ? POPULAR_COUNTRY_CODES.length : i;
};

/** getSysParam COUNTRY as options: Indonesia, Singapore, Malaysia, Brunei first, then as sent. */
export const toCountries = (param: SystemParameter | null): Country[] =>
  (param?.commonCategoryDetail ?? [])
    .filter((d) => d.description2)
    .map((d, index) => ({
      index,
      country: {
        code: d.code,
        name: d.description1,
        dialCode: d.description2 ?? '',
        flag: d.code.toLowerCase(),
      },
    }))
    .sort((a, b) => popularRank(a.country.code) - popularRank(b.country.code) || a.index - b.index)
    .map((e) => e.country);

const regionNames = new Map<Language, Intl.DisplayNames | null>();
const regionNamesIn = (language: Language): Intl.DisplayNames | null => {
  if (!regionNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      // a browser without the display names of the language: the server's names
    }
    regionNames.set(language, names);
  }
  return regionNames.get(language) ?? null;
};

/**
 * The country's name in the page language (Singapura on Indonesian pages, Singapore on English
 * ones), from the browser's own names of the ISO code; the server's name (COUNTRY sends one, in
 * English) for a code the browser does not know.
 */
export const countryNameIn = (country: Country, language: Language): string => {
  let name: string | undefined;
  try {
    name = regionNamesIn(language)?.of(country.code);
  } catch {
    // not a region code
  }
  return name && name !== country.code ? name : country.name;
};

/**
 * The countries (cached per API client): the server's, else the bundled sample (part 1 section 7:
 * "server, then bundled sample data"); Indonesia alone until read.
 */
export function useCountries(): Country[] {
  const param = useSysParam('COUNTRY');
  return useMemo(() => {
    const list = toCountries(param);
    return list.length > 0 ? list : [DEFAULT_COUNTRY];
  }, [param]);
}
