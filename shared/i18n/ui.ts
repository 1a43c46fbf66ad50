import type { Locale } from '../locales.ts';
import { mailTextsEn, notificationTextsEn, sessionTextsEn, uiTextsEn } from './ui.en.ts';
import { mailTextsFo, notificationTextsFo, sessionTextsFo, uiTextsFo, type UiTexts } from './ui.fo.ts';

export type { UiTexts };

/**
 * The web interface's texts in both languages: Faroese in `./ui.fo.ts` (the source of truth,
 * with the `// review:` marks), English in `./ui.en.ts`. For code that needs both at once (the
 * build's splash, tests); the SPA imports one language's module at a time (web/src/lib/i18n.ts).
 */
export const uiTexts: Record<Locale, UiTexts> = { fo: uiTextsFo, en: uiTextsEn };

/**
 * The sections the functions send texts from, in both languages, without the rest of the
 * catalogue: a Lambda that imports only these bundles only these (functions/mail/).
 */
export const mailTexts: Record<Locale, UiTexts['notifications']['mail']> = { fo: mailTextsFo, en: mailTextsEn };
export const notificationTexts: Record<Locale, UiTexts['notifications']> = { fo: notificationTextsFo, en: notificationTextsEn };
export const sessionTexts: Record<Locale, UiTexts['sessions']> = { fo: sessionTextsFo, en: sessionTextsEn };
