import { describe, expect, it } from 'vitest';
import { asciiSpelling, checkFoName, maxNamesPerSearch, normalizeDomainEntry, splitDomainList } from './domain-names.ts';
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
