import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { spendAllowances, windowOf } from './rate-limits.ts';

describe('fixed rate-limit windows', () => {
  it('start on the window boundary and end one window later', () => {
    const window = windowOf(new Date('2026-03-05T10:07:31Z'), 900);
    expect(window.start).toBe('2026-03-05T10:00:00.000Z');
    expect(window.endsAt * 1000).toBe(Date.parse('2026-03-05T10:15:00Z'));
    expect(windowOf(new Date('2026-03-05T10:14:59.999Z'), 900).start).toBe('2026-03-05T10:00:00.000Z');
    expect(windowOf(new Date('2026-03-05T10:15:00Z'), 900).start).toBe('2026-03-05T10:15:00.000Z');
  });

  it('refuse the spend past the limit, per key, and count afresh in the next window', async () => {
    const counts = new Map<string, number>();
    let now = new Date('2026-03-05T10:00:00Z');
    const ports = {
      rateLimits: { spend: async (rule: string, key: string, start: string) => counts.set(`${rule}${key}${start}`, (counts.get(`${rule}${key}${start}`) ?? 0) + 1).get(`${rule}${key}${start}`)! },
      clock: { now: () => now },
    };
    const allowance = (key: string) => [{ rule: 'r', key, limit: 2, windowSeconds: 60 }];
    await spendAllowances(allowance('a'), ports);
    await spendAllowances(allowance('a'), ports);
    await expect(spendAllowances(allowance('a'), ports)).rejects.toThrow(new DomainError('rate_limited'));
    await expect(spendAllowances(allowance('b'), ports)).resolves.toBeUndefined();
    now = new Date('2026-03-05T10:01:00Z');
    await expect(spendAllowances(allowance('a'), ports)).resolves.toBeUndefined();
  });
});
