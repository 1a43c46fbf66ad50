import { messagesFo } from '#shared/i18n/messages.fo.ts';
import { adminUiTextsFo } from '#shared/i18n/ui-admin.fo.ts';
import { uiTextsFo } from '#shared/i18n/ui.fo.ts';

/**
 * The Faroese catalogue: the UI texts (with the admin area's, kept apart from the functions' mails) plus the shared `errors` and `validation` tables. The build
 * cuts it into the chunks the app loads (web/texts-by-area.ts, lib/i18n.ts `loadTexts`); the web
 * tests take it whole.
 */
export const catalogue = { ...uiTextsFo, ...adminUiTextsFo, errors: messagesFo.errors, validation: messagesFo.validation };

/** The texts' shape: English must have exactly these keys; `t('key')` is checked against it. */
export type Catalogue = typeof catalogue;
