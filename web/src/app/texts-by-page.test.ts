import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../lib/i18n-catalogue.fo';
import { areaOf, isTextArea, type TextArea } from '../lib/text-areas';
import { routeList } from '../config/paths';
import { pageTextsOf } from './routes';

/**
 * Every page shows only texts it has loaded (lib/text-areas.ts, docs/decisions/texts-by-page.md):
 * a text of an area the page did not load would show as its key. Read from the source: each
 * page's modules, followed through their imports, and every key they name (`'dns.tabRecords'`,
 * `` `domainSettings.${word}` ``) must be in an area the page has by then — the guests' texts,
 * the signed-in layout's on a signed-in page, the page's own (`pageTextsOf`), and on the way
 * the areas a lazily loaded panel names (`withTexts([...], import(...))`) or a component waits
 * for (`useTexts(...)`).
 */
const src = resolve(import.meta.dirname, '..');
const sections = Object.keys(catalogue).filter((section) => section !== 'errors' && section !== 'validation');
const keyPattern = new RegExp(`['"\`](${sections.join('|')})\\.([A-Za-z_]+|\\$)`, 'g');

function fileOf(from: string, specifier: string): string | null {
  const base = specifier.startsWith('#web/') ? join(src, specifier.slice('#web/'.length)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The areas named in a call's first argument: `'x'` or `['x', 'y']`. */
function areasIn(argument: string): TextArea[] {
  return [...argument.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]!).filter(isTextArea);
}

/** Texts a module graph names outside the areas it has: `file: section.key (area)`. */
function missingTexts(entry: string, given: readonly TextArea[], stopAt: ReadonlySet<string>): string[] {
  const missing: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, inherited: ReadonlySet<TextArea>) => {
    const visitKey = `${file}|${[...inherited].sort().join(',')}`;
    if (seen.has(visitKey)) return;
    seen.add(visitKey);
    const source = readFileSync(file, 'utf8');
    const areas = new Set(inherited);
    for (const match of source.matchAll(/useTexts\(([^)]*)\)/g)) for (const area of areasIn(match[1]!)) areas.add(area);
    for (const [, section, key] of source.matchAll(keyPattern)) {
      // A key built at run time may be any of its section's.
      const keys = key === '$' ? Object.keys((catalogue as Record<string, object>)[section!]!) : [key!];
      for (const one of keys) {
        const area = areaOf(section!, one);
        if (!areas.has(area)) missing.push(`${relative(src, file)}: ${section}.${one} (${area})`);
      }
    }
    const lazyWithTexts = new Map([...source.matchAll(/withTexts\(\s*(\[[^\]]*\])\s*,\s*import\(\s*'([^']+)'\s*\)/g)].map((match) => [match[2]!, areasIn(match[1]!)]));
    for (const [, specifier] of source.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'([^']+)'/gm)) {
      const target = fileOf(file, specifier!);
      if (!target || /\.test\.tsx?$/.test(target) || stopAt.has(target)) continue;
      visit(target, new Set([...areas, ...(lazyWithTexts.get(specifier!) ?? [])]));
    }
  };
  visit(entry, new Set(given));
  return [...new Set(missing)];
}

const routesSource = readFileSync(join(src, 'app', 'routes.tsx'), 'utf8');
const pageFiles = new Map(
  [...routesSource.matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('\.\.\/routes\/([\w-]+)'\)/gm)].map((match) => [match[1]!, join(src, 'routes', `${match[2]}.tsx`)]),
);
const adminPage = join(src, 'routes', 'admin.tsx');
const notAvailablePage = join(src, 'routes', 'not-available.tsx');
const mainLayout = join(src, 'app', 'layout', 'main-layout.tsx');
// The areas' own list names every key it places; it is no page's text.
const pages = new Set([...pageFiles.values(), adminPage, notAvailablePage, mainLayout, join(src, 'lib', 'text-areas.ts')]);

describe('the texts each page loads', () => {
  it('finds the pages and the keys they name', () => {
    expect(pageFiles.size).toBeGreaterThan(30);
    // The walk sees a page's keys, and an area left out is found.
    expect(missingTexts(pageFiles.get('domains-single')!, ['guest', 'signed-in'], pages).some((text) => text.includes('domainTabs.'))).toBe(true);
  });

  it.each(routeList.map((route) => [route.name, route] as const))('%s', (name, route) => {
    const file = pageFiles.get(name) ?? (name.startsWith('admin') ? adminPage : notAvailablePage);
    // The shell loads the signed-in layout's texts for every page but a guest's (app/shell.tsx).
    const given: TextArea[] = ['guest', ...(route.guard === 'guest' ? [] : ['signed-in' as const]), ...pageTextsOf(name)];
    expect(missingTexts(file, given, pages)).toEqual([]);
  });

  it("the signed-in layout's", () => {
    expect(missingTexts(mainLayout, ['guest', 'signed-in'], pages)).toEqual([]);
  });

  it('the start and the shell, before any page', () => {
    expect(missingTexts(join(src, 'main.tsx'), ['guest'], pages)).toEqual([]);
  });
});
