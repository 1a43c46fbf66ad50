import type { Catalogue } from './i18n';

/** Typed translation keys: `t('titles.domains')` is checked against the catalogue. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    returnNull: false;
  }
}
