import { messagesFo } from '#shared/i18n/messages.fo.ts';
import { uiTextsFo } from '#shared/i18n/ui.fo.ts';

/**
 * The Faroese catalogue: the UI texts plus the shared `errors` and `validation` tables. A chunk of
 * its own, loaded by `loadCatalogue` (./i18n.ts) only when the reader's language is Faroese.
 */
export const catalogue = { ...uiTextsFo, errors: messagesFo.errors, validation: messagesFo.validation };

/** The texts' shape: English must have exactly these keys; `t('key')` is checked against it. */
export type Catalogue = typeof catalogue;
