import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { defaultLocale, isLocale, locales, type Locale } from '#shared/locales.ts';
import { sharedMessages } from '#shared/i18n/messages.ts';
import { uiTexts } from '#shared/i18n/ui.ts';
import { localKeys, readLocal, writeLocal } from './storage';

/**
 * i18next with Faroese as the default and English as the second locale. One namespace: the UI
 * texts (shared/i18n/ui.ts) plus the shared `errors` and `validation` tables, so API error
 * codes translate as `errors.<code>`.
 */
function catalogue(locale: Locale) {
  return { ...uiTexts[locale], errors: sharedMessages[locale].errors, validation: sharedMessages[locale].validation };
}

export type Catalogue = ReturnType<typeof catalogue>;

export const resources = {
  fo: { translation: catalogue('fo') },
  en: { translation: catalogue('en') },
} as const;

export const i18n = i18next.createInstance();

/** The saved locale (`okisnavn.locale`), or Faroese. */
export function readSavedLocale(): Locale {
  const saved = readLocal(localKeys.locale);
  return isLocale(saved) ? saved : defaultLocale;
}

function applyDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Start-up step 1: restore the saved locale, then install the plugin. Synchronous. */
export function initI18n(locale: Locale = readSavedLocale()): typeof i18n {
  if (!i18n.isInitialized) {
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

/** Switches the interface language and saves it; `<html lang>` follows. */
export async function setLocale(locale: Locale): Promise<void> {
  writeLocal(localKeys.locale, locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : defaultLocale;
}
