import type { i18n as I18n } from 'i18next';
import { addLocale, locale, localeOptions, updateLocaleOptions } from 'primereact/api';
import { followLanguage } from './i18n';

/** PrimeReact's own words the portal shows: texts of its lists and ARIA labels (a dialog's close). */
const TEXT_KEYS = [
  'clear',
  'emptyMessage',
  'emptyFilterMessage',
  'emptySearchMessage',
  'searchMessage',
  'selectionMessage',
  'emptySelectionMessage',
] as const;
const ARIA_KEYS = ['close', 'listLabel', 'selectAll', 'unselectAll'] as const;

/**
 * PrimeReact's words in the page language, from our translations (common:primeReact.*): the
 * language gets a PrimeReact locale of its own and becomes the current one. The same words also go
 * into PrimeReact's default locale ('en', which a PrimeReactProvider puts back when it mounts):
 * whatever name PrimeReact reads, it finds the page language.
 */
export function syncPrimeReactLocale(i18n: I18n, language: string): void {
  const t = i18n.getFixedT(language, 'common');
  const english = localeOptions('en') as { aria?: Record<string, string> };
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(`primeReact.${key}`)]));
  const aria = {
    ...english.aria,
    ...Object.fromEntries(ARIA_KEYS.map((key) => [key, t(`primeReact.${key}`)])),
  };
  if (language !== 'en') addLocale(language, { ...texts, aria });
  updateLocaleOptions({ ...texts, aria }, 'en');
  locale(language);
}

/*
 * Importing this module is what makes PrimeReact follow the page language: the portal's build
 * resolves every import of 'primereact/api' to lib/primereact-api.ts, which imports this first
 * (web/vite.config.ts), and lib/i18n-bundled.ts imports it for the tests.
 */
followLanguage(syncPrimeReactLocale);
