import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources } from '../locales';
import { syncPrimeReactLocale } from './prime-locale';
import { readLanguage, writeStored, type Language } from './storage';

/** Indonesian is the default and the fallback (spec part 1 section 1). */
export const DEFAULT_LANGUAGE: Language = 'id';
export const LANGUAGES: readonly Language[] = ['id', 'en'];

export const isLanguage = (value: unknown): value is Language => value === 'id' || value === 'en';

const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/**
 * A ready i18next instance (resources are bundled, so it initialises synchronously). The start
 * language is the stored selectedLanguage, else Indonesian. <html lang> and PrimeReact's own words
 * (lib/prime-locale) follow every change.
 */
export function createI18n(language: Language = readLanguage() ?? DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  instance.on('languageChanged', (lng: string) => syncPrimeReactLocale(instance, lng));
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Switches the interface language without a reload and remembers it. */
export async function switchLanguage(i18n: I18n, language: Language): Promise<void> {
  writeStored('selectedLanguage', language);
  await i18n.changeLanguage(language);
}

/** The instance's language as one the portal supports. */
export const currentLanguage = (i18n: Pick<I18n, 'resolvedLanguage' | 'language'>): Language => {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
};
