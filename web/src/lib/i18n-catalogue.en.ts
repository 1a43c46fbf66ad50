import { messagesEn } from '#shared/i18n/messages.en.ts';
import { adminUiTextsEn } from '#shared/i18n/ui-admin.en.ts';
import { uiTextsEn } from '#shared/i18n/ui.en.ts';
import type { Catalogue } from './i18n-catalogue.fo';

/**
 * The English catalogue: the UI texts plus the shared `errors` and `validation` tables. The build
 * cuts it into the chunks the app loads (web/texts-by-area.ts, lib/i18n.ts `loadTexts`); the web
 * tests take it whole.
 */
export const catalogue: Catalogue = { ...uiTextsEn, ...adminUiTextsEn, errors: messagesEn.errors, validation: messagesEn.validation };
