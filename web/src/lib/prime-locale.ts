import type { i18n as I18n } from 'i18next';
import { addLocale, locale, localeOptions, updateLocaleOptions } from 'primereact/api';

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
 * language gets a PrimeReact locale of its own and becomes the current one. PrimeReactProvider
 * puts its locale name back to its default ('en') when it mounts, so the same words also go into
 * that locale: whatever name PrimeReact reads, it finds the page language.
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
