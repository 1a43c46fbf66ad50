/** A loader per language and area of the texts but the guests' (web/texts-by-area.ts). */
declare module 'virtual:okisnavn-texts/loaders' {
  const loaders: Record<
    import('#shared/locales.ts').Locale,
    Record<Exclude<import('./text-areas').TextArea, 'guest'>, () => Promise<{ default: Partial<import('./i18n-catalogue.fo').Catalogue> }>>
  >;
  export default loaders;
}
/** The catalogue's areas, cut by the build (web/texts-by-area.ts): part of a `Catalogue`. */
declare module 'virtual:okisnavn-texts/*' {
  const texts: Partial<import('./i18n-catalogue.fo').Catalogue>;
  export default texts;
}
