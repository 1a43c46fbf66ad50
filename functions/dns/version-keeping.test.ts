import { describe, expect, it } from 'vitest';
import { versionsPastKeeping } from './version-keeping.ts';

const now = new Date('2026-12-06T12:00:00Z');
const cutoff = new Date(now.getTime() - 730 * 86_400_000);
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const kept = (versions: { version: number; at: string }[], latest: number) => versionsPastKeeping(versions, latest, 100, cutoff).map((version) => version.version);

describe('versions kept 2 years or the last 100, whichever is more', () => {
  it('keeps the last 100 however old', () => {
    const old = Array.from({ length: 100 }, (_, index) => ({ version: index + 1, at: daysAgo(2000 - index) }));
    expect(kept(old, 100)).toEqual([]);
    expect(kept([...old, { version: 101, at: daysAgo(1) }], 101)).toEqual([1]);
  });

  it('keeps every version of the last 2 years however many', () => {
    const recent = Array.from({ length: 300 }, (_, index) => ({ version: index + 1, at: daysAgo(700 - index) }));
    expect(kept(recent, 300)).toEqual([]);
  });

  it('lets go of what is both older than 2 years and not among the last 100', () => {
    const versions = [
      { version: 1, at: daysAgo(900) },
      { version: 2, at: daysAgo(731) },
      { version: 3, at: daysAgo(729) },
      ...Array.from({ length: 100 }, (_, index) => ({ version: index + 4, at: daysAgo(10) })),
    ];
    expect(kept(versions, 103)).toEqual([1, 2]);
  });
});
