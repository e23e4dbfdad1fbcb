import i18next, { type BackendModule, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace } from '../locales';
import { CORE_NAMESPACES, coreResources } from '../locales/core';
import { loadNamespace } from '../locales/load';
import { ChunkLoadError, loadChunk } from './chunk-load';
import { readLanguage, writeStored, type Language } from './storage';

/** Indonesian is the default and the fallback (spec part 1 section 1). */
export const DEFAULT_LANGUAGE: Language = 'id';
export const LANGUAGES: readonly Language[] = ['id', 'en'];

export const isLanguage = (value: unknown): value is Language => value === 'id' || value === 'en';

const syncDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
};

/** Something that follows the language of every instance (lib/prime-locale: PrimeReact's words). */
export type LanguageFollower = (instance: I18n, language: string) => void;
const followers = new Set<LanguageFollower>();
const instances = new Set<I18n>();

/**
 * Has `follower` told every instance's language from now on, starting with the current one of the
 * instances already made. PrimeReact's words register this way when PrimeReact loads (with the
 * first screen that uses it), so the entry carries no PrimeReact.
 */
export function followLanguage(follower: LanguageFollower): void {
  if (followers.has(follower)) return;
  followers.add(follower);
  instances.forEach((instance) => {
    if (instance.language) follower(instance, instance.language);
  });
}

/** A new instance whose <html lang> and followers (PrimeReact's words) follow its language. */
export const newInstance = (): I18n => {
  const instance = i18next.createInstance();
  instance.on('languageChanged', syncDocumentLanguage);
  instance.on('languageChanged', (lng: string) =>
    followers.forEach((follower) => follower(instance, lng)),
  );
  instances.add(instance);
  return instance;
};

/** Options every instance shares: Indonesian default and fallback, typed keys, no escaping. */
export const commonOptions = (language: Language): InitOptions => ({
  lng: language,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Reads one namespace of one language (locales/load.ts in the portal, a fake in tests). */
export type NamespaceLoader = (language: string, namespace: string) => Promise<object>;

/** i18next's backend over a loader, within the chunk load timeout. */
const lazyTexts = (load: NamespaceLoader): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadChunk(() => load(language, namespace)).then(
      (texts) => callback(null, texts as never),
      (error: Error) => callback(error, false),
    );
  },
});

/**
 * The portal's instance: the core namespaces (locales/core.ts) bundled and ready at once, every
 * other namespace loaded when its area loads (loadTexts, from the routes) and kept. A language
 * switch loads the namespaces already in use in the new language before it shows. The start
 * language is the stored selectedLanguage, else Indonesian.
 */
export function createPortalI18n(
  language: Language = readLanguage() ?? DEFAULT_LANGUAGE,
  load: NamespaceLoader = loadNamespace,
): I18n {
  const instance = newInstance();
  void instance
    .use(lazyTexts(load))
    .use(initReactI18next)
    .init({
      ...commonOptions(language),
      // A copy: i18next adds each loaded namespace into the object it is given.
      resources: { id: { ...coreResources.id }, en: { ...coreResources.en } },
      partialBundledLanguages: true,
      ns: [...CORE_NAMESPACES],
      // A failed chunk stays failed in the browser: no retries, the refresh dialog instead.
      maxRetries: 0,
    });
  return instance;
}

/**
 * Loads an area's namespaces in the current language (and the fallback). Rejects with
 * ChunkLoadError when one did not arrive, so the route shows the refresh dialog, not bare keys.
 */
export async function loadTexts(i18n: I18n, namespaces: readonly Namespace[]): Promise<void> {
  await i18n.loadNamespaces([...namespaces]);
  const language = currentLanguage(i18n);
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(language, ns));
  if (missing.length > 0) {
    throw new ChunkLoadError(`texts not loaded: ${language}/${missing.join(', ')}`);
  }
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
