import { messagesEn } from '#shared/i18n/messages.en.ts';
import { uiTextsEn } from '#shared/i18n/ui.en.ts';
import type { Catalogue } from './i18n-catalogue.fo';

/**
 * The English catalogue: the UI texts plus the shared `errors` and `validation` tables. A chunk of
 * its own, loaded by `loadCatalogue` (./i18n.ts) only when the reader's language is English.
 */
export const catalogue: Catalogue = { ...uiTextsEn, errors: messagesEn.errors, validation: messagesEn.validation };
