import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { defaultLocale, isLocale, locales, type Locale } from '#shared/locales.ts';
import { useEffect, useState } from 'react';
import type { Catalogue } from './i18n-catalogue.fo';
import type { TextArea } from './text-areas';
import { localKeys, readLocal, writeLocal } from './storage';
import loaders from 'virtual:okisnavn-texts/loaders';

/**
 * i18next with Faroese as the default and English as the second locale. One namespace: the UI
 * texts (shared/i18n/ui.fo.ts, ui.en.ts) plus the shared `errors` and `validation` tables
 * (shared/i18n/messages.fo.ts, messages.en.ts), so API error codes translate as `errors.<code>`.
 *
 * Only the texts the reader needs are loaded: one language, and of it the `guest` area at start
 * (the guests' pages, shared components, errors, validation), the `signed-in` area (the
 * signed-in layout and the domain list) for a signed-in user, and each page's and panel's own
 * areas with its code (`withTexts`; lib/text-areas.ts lists the areas). The build cuts the
 * catalogue into these chunks (web/texts-by-area.ts). A switch of language loads the new
 * language's areas before it changes the language, and a page or panel that needs an area waits
 * for it (`withTexts`, `useTexts`), so no text ever shows as its key.
 */
export type { Catalogue };
export type { TextArea };
type Texts = Partial<Catalogue>;

/**
 * The guests' texts, loaded at start, and the other areas' loaders (`virtual:okisnavn-texts/loaders`,
 * an `import()` of each area's chunk: 0.4 KB). The loaders are in the start-up's code, not a chunk
 * of their own, so a signed-in page's texts are asked for as soon as the app runs rather than a
 * round trip later (issue 26: the domain view's first paint waited on that chain).
 */
const guestTexts: Record<Locale, () => Promise<{ default: Texts }>> = {
  fo: () => import('virtual:okisnavn-texts/fo/guest'),
  en: () => import('virtual:okisnavn-texts/en/guest'),
};
async function importTexts(locale: Locale, area: TextArea): Promise<Texts> {
  if (area === 'guest') return (await guestTexts[locale]()).default;
  return (await loaders[locale][area]()).default;
}

/** The texts loaded so far, by language, and which areas they cover. */
const texts: Partial<Record<Locale, Texts>> = {};
const loadedAreas: Record<Locale, Set<TextArea>> = { fo: new Set(), en: new Set() };
const loading = new Map<string, Promise<void>>();
/** The areas the app has needed so far: a switch of language loads these. */
const neededAreas = new Set<TextArea>(['guest']);
const areaListeners = new Set<() => void>();

export const i18n = i18next.createInstance();

function addTexts(locale: Locale, areas: TextArea[], loaded: Texts): void {
  // The areas share the `errors` and `validation` tables: merged one level deep, as i18next does.
  const merged: Record<string, unknown> = { ...texts[locale] };
  for (const [section, sectionTexts] of Object.entries(loaded)) merged[section] = { ...(merged[section] as object | undefined), ...(sectionTexts as object) };
  texts[locale] = merged as Texts;
  if (i18n.isInitialized) i18n.addResourceBundle(locale, 'translation', loaded, true, true);
  for (const area of areas) loadedAreas[locale].add(area);
  for (const listener of areaListeners) listener();
}

/** The languages whose whole catalogue was added at once: every area of them is there. */
const wholeCatalogue = new Set<Locale>();

/** Makes a language's whole catalogue available at once (the web tests add both up front). */
export function addCatalogue(locale: Locale, catalogue: Catalogue): void {
  wholeCatalogue.add(locale);
  addTexts(locale, ['guest'], catalogue);
}

export function hasTexts(locale: Locale, area: TextArea): boolean {
  return wholeCatalogue.has(locale) || loadedAreas[locale].has(area);
}

/** Loads an area of a language's texts (its chunk) once; resolves when they can be shown. */
export function loadTexts(locale: Locale, area: TextArea): Promise<void> {
  if (hasTexts(locale, area)) return Promise.resolve();
  const key = `${locale}/${area}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = importTexts(locale, area).then(
      (loaded) => addTexts(locale, [area], loaded),
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads an area in the current language (before i18next starts: the saved one), and in any
 * language the reader switches to later.
 */
export function needTexts(area: TextArea, locale: Locale = i18n.isInitialized ? getLocale() : readSavedLocale()): Promise<void> {
  neededAreas.add(area);
  return loadTexts(locale, area);
}

/**
 * A lazily loaded page or panel with the texts it shows: `lazy(() => withTexts(['dns'],
 * import('./panel')))` resolves once both the code and the areas' texts are there, so the page
 * never shows a key (web/src/app/texts-by-page.test.ts checks that the areas cover its code).
 */
export async function withTexts<Module>(areas: readonly TextArea[], module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([module, ...areas.map((area) => needTexts(area))]);
  return loaded;
}

/**
 * Whether areas' texts are there in the current language; loads them when not (`null`: no
 * area needed). The component renders again once they have arrived.
 */
export function useTexts(areas: TextArea | readonly TextArea[] | null): boolean {
  const locale = useLocale();
  const wanted = areas === null ? [] : typeof areas === 'string' ? [areas] : areas;
  const missing = wanted.filter((area) => !hasTexts(locale, area));
  const ready = missing.length === 0;
  const missingKey = missing.join(',');
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (missingKey === '') return undefined;
    let current = true;
    const update = () => {
      if (current) setVersion((version) => version + 1);
    };
    areaListeners.add(update);
    for (const area of missingKey.split(',') as TextArea[]) {
      needTexts(area, locale).catch((error: unknown) => console.error(`The ${locale} texts (${area}) could not load.`, error));
    }
    return () => {
      current = false;
      areaListeners.delete(update);
    };
  }, [missingKey, locale]);
  return ready;
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
 * locale's `guest` texts must have been loaded (`loadTexts`) or added before.
 */
export function initI18n(locale: Locale = readSavedLocale()): typeof i18n {
  if (!hasTexts(locale, 'guest')) throw new Error(`The ${locale} texts are not loaded: call loadTexts('${locale}', 'guest') first`);
  if (!i18n.isInitialized) {
    const resources: Partial<Record<Locale, { translation: Texts }>> = {};
    for (const [loaded, loadedTexts] of Object.entries(texts)) resources[loaded as Locale] = { translation: loadedTexts };
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
 * Switches the interface language and saves it; `<html lang>` follows. The language's texts (the
 * areas needed so far) load first: the page keeps the old language until they are there.
 */
export async function setLocale(locale: Locale): Promise<void> {
  // Again while areas were added meanwhile (a page opened during the switch), so none is left in the old language.
  let needed: number;
  do {
    needed = neededAreas.size;
    await Promise.all([...neededAreas].map((area) => loadTexts(locale, area)));
  } while (neededAreas.size !== needed);
  writeLocal(localKeys.locale, locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  return isLocale(instance.language) ? instance.language : defaultLocale;
}
