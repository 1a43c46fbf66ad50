import { describe, expect, it } from 'vitest';
import { alternativeNames, asciiSpelling, checkFoName, maxNamesPerSearch, normalizeDomainEntry, splitDomainList } from './domain-names.ts';
import { maxSearchNames } from './schemas/domains.ts';

describe('normalizeDomainEntry', () => {
  it('trims, lower-cases and adds .fo when there is no suffix', () => {
    expect(normalizeDomainEntry('  Mitt-Navn ')).toBe('mitt-navn.fo');
    expect(normalizeDomainEntry('Tinganes.FO')).toBe('tinganes.fo');
    expect(normalizeDomainEntry('Example.COM')).toBe('example.com');
    expect(normalizeDomainEntry('   ')).toBe('');
  });
});

describe('splitDomainList', () => {
  it('splits on commas and spaces, drops empties and repeats, keeps order', () => {
    expect(splitDomainList('Example, FOO.fo ,bar.COM,,  ')).toEqual(['example.fo', 'foo.fo', 'bar.com']);
    expect(splitDomainList('b a,B.fo b')).toEqual(['b.fo', 'a.fo']);
    expect(splitDomainList(' , ')).toEqual([]);
  });
});

describe('checkFoName', () => {
  it('accepts a–z, 0–9 and inner hyphens, 2–63 characters', () => {
    expect(checkFoName('mitt-navn.fo')).toEqual({ ok: true });
    expect(checkFoName('a1.fo')).toEqual({ ok: true });
    expect(checkFoName(`${'a'.repeat(63)}.fo`)).toEqual({ ok: true });
  });

  it.each([
    ['a.fo', 'validation.domain_too_short'],
    [`${'a'.repeat(64)}.fo`, 'validation.domain_too_long'],
    ['-abc.fo', 'validation.domain_hyphen_edge'],
    ['abc-.fo', 'validation.domain_hyphen_edge'],
    ['a_b.fo', 'validation.domain_invalid_characters'],
    ['sub.name.fo', 'validation.domain_invalid_characters'],
    ['example.com', 'validation.domain_not_fo'],
    ['example.fo.com', 'validation.domain_not_fo'],
  ])('%s → %s', (name, reason) => {
    expect(checkFoName(name)).toEqual({ ok: false, reason, suggestion: null });
  });

  it('refuses Faroese letters (no IDN) and suggests the ASCII spelling', () => {
    expect(checkFoName('føroyar.fo')).toEqual({ ok: false, reason: 'validation.domain_idn', suggestion: 'foroyar.fo' });
    expect(checkFoName('ærgi.fo')).toMatchObject({ suggestion: 'aergi.fo' });
    expect(checkFoName('við.fo')).toMatchObject({ suggestion: 'vid.fo' });
    expect(checkFoName('ásmundur-íð-óúý.fo')).toMatchObject({ suggestion: 'asmundur-id-ouy.fo' });
    expect(checkFoName('café.fo')).toMatchObject({ reason: 'validation.domain_idn', suggestion: 'cafe.fo' });
  });

  it('gives no suggestion when the ASCII spelling breaks another rule', () => {
    expect(checkFoName('ø.fo')).toEqual({ ok: false, reason: 'validation.domain_idn', suggestion: null });
    expect(checkFoName('漢字.fo')).toEqual({ ok: false, reason: 'validation.domain_idn', suggestion: null });
  });
});

describe('asciiSpelling', () => {
  it('maps ø→o, æ→ae, ð→d, á/í/ó/ú/ý→a/i/o/u/y and strips other diacritics', () => {
    expect(asciiSpelling('øæðáíóúý')).toBe('oaedaiouy');
    expect(asciiSpelling('ÜBER-Ñ')).toBe('uber-n');
  });
});

// That one registry check carries a whole search is checked beside the search use case
// (functions/domains/search-domains.test.ts): shared/ imports nothing from functions/.
it('allows as many names per search as the search schema', () => {
  expect(maxNamesPerSearch).toBe(maxSearchNames);
});

describe('alternativeNames', () => {
  it('writes Faroese letters out both usual ways, then hyphenates, then adds a word after and before', () => {
    expect(alternativeNames('vágsbotnur.fo')).toEqual([
      'vagsbotnur.fo',
      'vaagsbotnur.fo',
      'vags-botnur.fo',
      'vagsbotnur-foroyar.fo',
      'vagsbotnur-online.fo',
      'vagsbotnur-handil.fo',
      'vagsbotnur-app.fo',
      'mitt-vagsbotnur.fo',
      'nytt-vagsbotnur.fo',
    ]);
    expect(alternativeNames('føroyar.fo').slice(0, 2)).toEqual(['foroyar.fo', 'foeroyar.fo']);
    expect(alternativeNames('ærgi.fo').slice(0, 2)).toEqual(['aergi.fo', 'argi.fo']);
  });

  it('hyphenates a compound where it joins, nearest the middle, and joins a hyphenated name', () => {
    expect(alternativeNames('havnarbiti.fo')[0]).toBe('havnar-biti.fo');
    expect(alternativeNames('tinganes.fo')[0]).toBe('tinga-nes.fo');
    expect(alternativeNames('mitt-navn.fo')[0]).toBe('mittnavn.fo');
    // A second word starts with one consonant; a word the name already ends or starts with is not added again.
    expect(alternativeNames('keypmannahavn.fo')[0]).toBe('keypmanna-havn.fo');
    expect(alternativeNames('brukarahandil.fo').slice(0, 2)).toEqual(['brukara-handil.fo', 'brukarahandil-foroyar.fo']);
    expect(alternativeNames('brukarahandil.fo')).not.toContain('brukarahandil-handil.fo');
    expect(alternativeNames('mitt-navn.fo')).not.toContain('mitt-mitt-navn.fo');
    // No joint in a short name: no hyphenation, the words only.
    expect(alternativeNames('abc.fo')).toEqual(['abc-foroyar.fo', 'abc-online.fo', 'abc-handil.fo', 'abc-app.fo', 'mitt-abc.fo', 'nytt-abc.fo']);
  });

  it('offers only names the .fo rules allow, never the name itself, none twice', () => {
    const long = `${'a'.repeat(60)}.fo`;
    for (const name of alternativeNames(long)) expect(checkFoName(name)).toEqual({ ok: true });
    expect(alternativeNames(long).every((name) => name.length - 3 <= 63)).toBe(true);
    for (const name of ['vágsbotnur.fo', 'havnarbiti.fo', 'mitt-navn.fo', 'x1.fo']) {
      const alternatives = alternativeNames(name);
      expect(alternatives).not.toContain(name);
      expect(new Set(alternatives).size).toBe(alternatives.length);
      for (const alternative of alternatives) expect(checkFoName(alternative)).toEqual({ ok: true });
    }
    expect(alternativeNames('example.com')).toEqual([]);
  });
});
