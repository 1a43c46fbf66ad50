import type { Locale } from '../locales.ts';
import { uiTextsEn } from './ui.en.ts';
import { uiTextsFo, type UiTexts } from './ui.fo.ts';

export type { UiTexts };

/**
 * The web interface's texts in both languages: Faroese in `./ui.fo.ts` (the source of truth,
 * with the `// review:` marks), English in `./ui.en.ts`. For code that needs both at once (the
 * build's splash, tests); the SPA imports one language's module at a time (web/src/lib/i18n.ts).
 */
export const uiTexts: Record<Locale, UiTexts> = { fo: uiTextsFo, en: uiTextsEn };
