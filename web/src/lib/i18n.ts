import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { defaultLocale, isLocale, locales, type Locale } from '#shared/locales.ts';
import type { Catalogue } from './i18n-catalogue.fo';
import { localKeys, readLocal, writeLocal } from './storage';

/**
 * i18next with Faroese as the default and English as the second locale. One namespace: the UI
 * texts (shared/i18n/ui.fo.ts, ui.en.ts) plus the shared `errors` and `validation` tables
 * (shared/i18n/messages.fo.ts, messages.en.ts), so API error codes translate as `errors.<code>`.
 *
 * Each language's catalogue is a chunk of its own (./i18n-catalogue.fo.ts, ./i18n-catalogue.en.ts):
 * start-up loads the reader's only (`loadCatalogue`, then `initI18n`), and a switch of language
 * loads the other before it changes the language, so no text shows as its key meanwhile.
 */
export type { Catalogue };

const catalogueLoaders: Record<Locale, () => Promise<Catalogue>> = {
  fo: () => import('./i18n-catalogue.fo').then((module) => module.catalogue),
  en: () => import('./i18n-catalogue.en').then((module) => module.catalogue),
};

const catalogues: Partial<Record<Locale, Catalogue>> = {};
const loading: Partial<Record<Locale, Promise<void>>> = {};

export const i18n = i18next.createInstance();

/** Makes a language's catalogue available (the web tests add both up front). */
export function addCatalogue(locale: Locale, catalogue: Catalogue): void {
  catalogues[locale] = catalogue;
  if (i18n.isInitialized) i18n.addResourceBundle(locale, 'translation', catalogue, true, true);
}

/** Loads a language's catalogue (its chunk) once; resolves when its texts can be shown. */
export function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues[locale]) return Promise.resolve();
  loading[locale] ??= catalogueLoaders[locale]().then(
    (catalogue) => addCatalogue(locale, catalogue),
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale];
}

/** The saved locale (`okisnavn.locale`), or Faroese. */
export function readSavedLocale(): Locale {
  const saved = readLocal(localKeys.locale);
  return isLocale(saved) ? saved : defaultLocale;
}

function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Start-up: installs i18next in the given (by default the saved) locale. Synchronous; the
 * locale's catalogue must have been loaded (`loadCatalogue`) or added before.
 */
export function initI18n(locale: Locale = readSavedLocale()): typeof i18n {
  if (!catalogues[locale]) throw new Error(`The ${locale} catalogue is not loaded: call loadCatalogue('${locale}') first`);
  if (!i18n.isInitialized) {
    const resources: Partial<Record<Locale, { translation: Catalogue }>> = {};
    for (const [loaded, texts] of Object.entries(catalogues)) resources[loaded as Locale] = { translation: texts };
    void i18n.use(initReactI18next).init({
      resources,
      lng: locale,
      fallbackLng: defaultLocale,
      supportedLngs: [...locales],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    i18n.on('languageChanged', applyDocumentLanguage);
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  applyDocumentLanguage(locale);
  return i18n;
}

export function getLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/**
 * Switches the interface language and saves it; `<html lang>` follows. The language's catalogue
 * loads first: the page keeps the old language until the new one's texts are there.
 */
export async function setLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale);
  writeLocal(localKeys.locale, locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : defaultLocale;
}
