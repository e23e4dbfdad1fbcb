import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources } from '../locales';
import { commonOptions, DEFAULT_LANGUAGE, newInstance } from './i18n';
// PrimeReact's words follow the language (the portal's build loads this with PrimeReact).
import './prime-locale';
import { readLanguage, type Language } from './storage';

/*
 * For the tests only, never the portal's runtime (it would put every namespace of both languages
 * in the entry; the portal's instance is lib/i18n createPortalI18n, which loads each area's texts
 * with the area).
 */

/**
 * A ready i18next instance with every namespace bundled, so it initialises synchronously (the
 * tests, which render any screen at once). The start language is the stored selectedLanguage,
 * else Indonesian. <html lang> and PrimeReact's own words (lib/prime-locale) follow every change.
 */
export function createI18n(language: Language = readLanguage() ?? DEFAULT_LANGUAGE): I18n {
  const instance = newInstance();
  void instance
    .use(initReactI18next)
    .init({ ...commonOptions(language), resources, ns: NAMESPACES });
  return instance;
}
