import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { locales } from '../shared/locales.ts';
import { isTextArea, textAreaNames, textsOfArea, type TextArea } from './src/lib/text-areas.ts';

/**
 * The SPA's texts by area, so a page loads only the texts it shows. The catalogues stay one per
 * language (shared/i18n/ui.fo.ts, ui.en.ts, ui-admin.*.ts, messages.fo.ts, messages.en.ts, put
 * together by web/src/lib/i18n-catalogue.<locale>.ts); the build cuts each language's catalogue
 * into one chunk per area (web/src/lib/text-areas.ts says which sections and keys each holds):
 * `virtual:okisnavn-texts/<locale>/<area>` is the module `texts-<locale>-<area>`. The `guest`
 * area is everything no other area names (the guests' pages, the shared components, the
 * general errors), loaded at start, so a new section or message never shows as its key.
 * `virtual:okisnavn-texts/loaders` gives lib/i18n.ts a loader per language and area but the
 * guests' (an `import()` of each module, so each is a chunk), part of the start-up's code.
 * In development (`vite serve`) the guest module is the whole catalogue and the others are
 * empty, so edits to the texts reload as any module does.
 */
const prefix = 'virtual:okisnavn-texts/';
const catalogueModule = (locale: string) => new URL(`./src/lib/i18n-catalogue.${locale}.ts`, import.meta.url);

export function textsByAreaPlugin(): Plugin {
  let serving = false;
  return {
    name: 'okisnavn-texts-by-area',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    // `virtual:okisnavn-texts/fo/guest` is the module `texts-fo-guest`: its chunk's name says what it holds.
    resolveId(id) {
      if (id === `${prefix}loaders`) return `\0${prefix}loaders`;
      if (!id.startsWith(prefix)) return undefined;
      const [locale, area, rest] = id.slice(prefix.length).split('/');
      if (!locale || !/^[a-z]{2}$/.test(locale) || !isTextArea(area) || rest !== undefined) throw new Error(`Unknown texts module ${id}`);
      return `\0${prefix}texts-${locale}-${area}`;
    },
    async load(id) {
      if (id === `\0${prefix}loaders`) {
        const areas = textAreaNames.filter((area) => area !== 'guest');
        const loaders = locales.map(
          (locale) => `${locale}: {${areas.map((area) => `${JSON.stringify(area)}: () => import(${JSON.stringify(`${prefix}${locale}/${area}`)})`).join(', ')}}`,
        );
        return `export default {${loaders.join(', ')}};`;
      }
      if (!id.startsWith(`\0${prefix}texts-`)) return undefined;
      const name = id.slice(`\0${prefix}texts-`.length);
      const [locale, area] = [name.slice(0, 2), name.slice(3) as TextArea];
      const file = catalogueModule(locale);
      if (serving) return area === 'guest' ? `export { catalogue as default } from ${JSON.stringify(file.pathname)};` : 'export default {};';
      // The build reads the catalogue itself (Node strips the types) and writes the area's part.
      const { catalogue } = (await import(pathToFileURL(file.pathname).href)) as { catalogue: Record<string, unknown> };
      return `export default ${JSON.stringify(textsOfArea(catalogue, area))};`;
    },
  };
}
