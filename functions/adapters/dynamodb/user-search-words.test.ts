import { describe, expect, it } from 'vitest';
import { searchWordsOf, searchWordTerm } from './user-search-words.ts';

describe('the words the admin’s user search finds inside names and addresses', () => {
  it('keeps, for every word of a name after the first, the rest of the name from it', () => {
    expect(searchWordsOf('name', 'Poul Jensen')).toEqual(['jensen']);
    expect(searchWordsOf('name', '  Marjun í Gerðinum-Hansen ')).toEqual(['í gerðinum-hansen', 'gerðinum-hansen', 'hansen']);
    expect(searchWordsOf('name', 'Anna')).toEqual([]);
  });

  it('splits an address on . - _ + and @', () => {
    expect(searchWordsOf('email', 'Poul.Jensen+fo@Example.fo')).toEqual(['jensen+fo@example.fo', 'fo@example.fo', 'example.fo', 'fo']);
    expect(searchWordsOf('email', 'a_b-c@d.fo')).toEqual(['b-c@d.fo', 'c@d.fo', 'd.fo', 'fo']);
  });

  it('keeps at most 12 words of one text', () => {
    expect(searchWordsOf('name', Array.from({ length: 30 }, (_, index) => `w${index}`).join(' '))).toHaveLength(12);
  });

  it('reads a term as the words are kept: lower-cased, leading separators dropped', () => {
    expect(searchWordTerm(' @Example.FO')).toBe('example.fo');
    expect(searchWordTerm('Jens')).toBe('jens');
  });
});
