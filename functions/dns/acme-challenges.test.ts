import { describe, expect, it } from 'vitest';
import { challengeNameOf, cleanupChanges, isChallengeValue, presentChanges } from './acme-challenges.ts';
import type { StoredDnsRecord } from './model.ts';

const value = (letter: string) => letter.repeat(43);

function txt(id: string, name: string, text: string, minute: number): StoredDnsRecord {
  return { id, record: { type: 'TXT', name, value: text, ttl: 60 }, createdAt: `2026-12-07T02:${String(minute).padStart(2, '0')}:00.000Z` };
}

describe("an ACME challenge's value", () => {
  it('is 43 characters of base64url, as DNS-01 makes it and acme-dns checks it', () => {
    expect(isChallengeValue('LoqXcYV8q5ONbJQxbmR7SCTNo3tiAXDfowyjxAjEuX0')).toBe(true);
    expect(isChallengeValue(value('-'))).toBe(true);
    expect(isChallengeValue(value('a').slice(1))).toBe(false);
    expect(isChallengeValue(`${value('a')}a`)).toBe(false);
    expect(isChallengeValue(`${value('a').slice(1)}=`)).toBe(false);
    expect(isChallengeValue(`${value('a').slice(1)}+`)).toBe(false);
    expect(isChallengeValue('')).toBe(false);
  });
});

describe("a challenge's full name", () => {
  it.each([
    ['_acme-challenge.example.fo.', { domain: 'example.fo', name: '_acme-challenge', challenge: true }],
    ['_ACME-Challenge.Example.FO', { domain: 'example.fo', name: '_acme-challenge', challenge: true }],
    ['_acme-challenge.www.example.fo.', { domain: 'example.fo', name: '_acme-challenge.www', challenge: true }],
    ['www.example.fo.', { domain: 'example.fo', name: 'www', challenge: false }],
    ['example.fo.', { domain: 'example.fo', name: '@', challenge: false }],
    ['www._acme-challenge.example.fo', { domain: 'example.fo', name: 'www._acme-challenge', challenge: false }],
  ])('%s → %o', (fqdn, parsed) => {
    expect(challengeNameOf(fqdn)).toEqual(parsed);
  });

  it.each([
    '',
    '.',
    'fo',
    '_acme-challenge.example.com.',
    '_acme-challenge..example.fo',
    '_acme-challenge.-x.fo',
    'a b.example.fo',
    `${'a'.repeat(64)}.example.fo`,
    `${'a.'.repeat(130)}fo`,
  ])('is no name of a .fo domain: %s', (fqdn) => {
    expect(challengeNameOf(fqdn)).toBeNull();
  });
});

describe('presenting a value', () => {
  const name = '_acme-challenge';
  it('adds it with the short TTL', () => {
    expect(presentChanges([], name, value('a'))).toEqual([{ action: 'add', record: { type: 'TXT', name, value: value('a'), ttl: 60 } }]);
  });

  it('keeps the value before it (a name and its wildcard) and removes older ones', () => {
    const records = [txt('1', name, value('a'), 1), txt('2', name, value('b'), 2), txt('w', 'www', 'other', 0)];
    expect(presentChanges(records, name, value('c'))).toEqual([
      { action: 'remove', id: '1' },
      { action: 'add', record: { type: 'TXT', name, value: value('c'), ttl: 60 } },
    ]);
    expect(presentChanges([txt('1', name, value('a'), 1)], name, value('b'))).toEqual([{ action: 'add', record: { type: 'TXT', name, value: value('b'), ttl: 60 } }]);
  });

  it('changes nothing when the value is there already (a client that retries)', () => {
    expect(presentChanges([txt('1', name, value('a'), 1)], name, value('a'))).toEqual([]);
  });

  it('keeps to its own name and to challenges: another name’s and a TXT record of another kind stay', () => {
    const records = [
      txt('1', '_acme-challenge.www', value('a'), 1),
      txt('2', '_acme-challenge.www', value('b'), 2),
      txt('3', name, 'v=spf1 -all', 0),
      txt('4', name, value('d'), 4),
    ];
    expect(presentChanges(records, name, value('c'))).toEqual([{ action: 'add', record: { type: 'TXT', name, value: value('c'), ttl: 60 } }]);
    expect(presentChanges(records, '_acme-challenge.www', value('c'))).toEqual([
      { action: 'remove', id: '1' },
      { action: 'add', record: { type: 'TXT', name: '_acme-challenge.www', value: value('c'), ttl: 60 } },
    ]);
  });
});

describe('cleaning up a value', () => {
  it('removes only that value of that name', () => {
    const records = [txt('1', '_acme-challenge', value('a'), 1), txt('2', '_acme-challenge', value('b'), 2), txt('3', '_acme-challenge.www', value('a'), 3)];
    expect(cleanupChanges(records, '_acme-challenge', value('a'))).toEqual([{ action: 'remove', id: '1' }]);
    expect(cleanupChanges(records, '_acme-challenge', value('c'))).toEqual([]);
  });
});
