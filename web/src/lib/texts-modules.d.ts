/** The catalogue's areas, cut by the build (web/texts-by-area.ts): part of a `Catalogue`. */
declare module 'virtual:okisnavn-texts/*' {
  const texts: Partial<import('./i18n-catalogue.fo').Catalogue>;
  export default texts;
}
