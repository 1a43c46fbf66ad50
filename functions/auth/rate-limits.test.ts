import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  addressKey,
  codeTryAllowance,
  giveBack,
  isFirstOverLimit,
  isOverLimit,
  type RateLimitStore,
  signInAllowances,
  signInCodeAllowances,
  spendAllowances,
  spendEach,
  windowOf,
} from './rate-limits.ts';

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
      rateLimits: {
        spend: async (rule: string, key: string, start: string) =>
          counts.set(`${rule}${key}${start}`, (counts.get(`${rule}${key}${start}`) ?? 0) + 1).get(`${rule}${key}${start}`)!,
      },
      clock: { now: () => now },
    };
    const allowance = (key: string) => [{ rule: 'r', key, limit: 2, windowSeconds: 60 }];
    await spendAllowances(allowance('a'), ports);
    await spendAllowances(allowance('a'), ports);
    // Refused until the window ends (10:01:00): the answer's Retry-After.
    await expect(spendAllowances(allowance('a'), ports)).rejects.toThrow(new DomainError('rate_limited', undefined, { retryAfterSeconds: 60 }));
    await expect(spendAllowances(allowance('b'), ports)).resolves.toHaveLength(1);
    now = new Date('2026-03-05T10:01:00Z');
    await expect(spendAllowances(allowance('a'), ports)).resolves.toHaveLength(1);
  });
});

describe('client addresses', () => {
  it('count IPv4 by the address and IPv6 by its /64, however it is written', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:aa:1:9c2b:1ff:fe3e:42')).toBe('2001:db8:aa:1::/64');
    expect(addressKey('2001:0db8:00aa:0001::1')).toBe('2001:db8:aa:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:aa:1:ffff:ffff:ffff:ffff')).toBe(addressKey('2001:db8:aa:1::2'));
    expect(addressKey('2001:db8:aa:2::1')).not.toBe(addressKey('2001:db8:aa:1::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});

describe('sign-in allowances', () => {
  it('count wrong passwords per e-mail and address, per address, and per e-mail alone far higher', () => {
    const { fromAddress, forEmail } = signInAllowances({ email: 'Ann@Example.com', sourceIp: '203.0.113.7' });
    expect(fromAddress).toEqual([
      { rule: 'sign-in-email-ip', key: 'ann@example.com#203.0.113.7', limit: 5, windowSeconds: 900 },
      { rule: 'sign-in-ip', key: '203.0.113.7', limit: 30, windowSeconds: 900 },
    ]);
    expect(forEmail).toEqual({ rule: 'sign-in-email', key: 'ann@example.com', limit: 100, windowSeconds: 3600 });
    // What one address can add to the e-mail's count in its window stays well below the e-mail's limit.
    const perAddressPerHour = fromAddress[0]!.limit * (forEmail.windowSeconds / fromAddress[0]!.windowSeconds);
    expect(perAddressPerHour * 4).toBeLessThan(forEmail.limit);
    // Sign-in codes have their own count per e-mail: other messages to the address never use it up.
    expect(signInCodeAllowances({ email: 'Ann@Example.com', sourceIp: '203.0.113.7' })).toEqual([
      { rule: 'sign-in-code-recipient', key: 'ann@example.com', limit: 5, windowSeconds: 900 },
      { rule: 'message-ip', key: '203.0.113.7', limit: 30, windowSeconds: 900 },
    ]);
    expect(codeTryAllowance('::ffff:203.0.113.7')).toEqual({ rule: 'code-try-ip', key: '203.0.113.7', limit: 30, windowSeconds: 900 });
  });
});

describe('spending and giving back', () => {
  const counting = () => {
    const counts = new Map<string, number>();
    const store: RateLimitStore = {
      async spend(rule, key, windowStart, _expiresAt, amount = 1) {
        const id = `${rule}#${key}#${windowStart}`;
        counts.set(id, (counts.get(id) ?? 0) + amount);
        return counts.get(id)!;
      },
    };
    let now = new Date('2026-03-05T10:14:59Z');
    return { counts, ports: { rateLimits: store, clock: { now: () => now } }, move: (iso: string) => (now = new Date(iso)) };
  };
  const allowance = { rule: 'r', key: 'k', limit: 2, windowSeconds: 900 };

  it('marks exactly one spend per window as the first past the limit', async () => {
    const { ports } = counting();
    const spent = [];
    for (let index = 0; index < 5; index++) spent.push(...(await spendEach([allowance], ports)));
    expect(spent.map(isOverLimit)).toEqual([false, false, true, true, true]);
    expect(spent.map(isFirstOverLimit)).toEqual([false, false, true, false, false]);
  });

  it('gives a spend back in the window it was spent in, even after that window ended', async () => {
    const { counts, ports, move } = counting();
    const spent = await spendAllowances([allowance], ports);
    move('2026-03-05T10:15:01Z');
    await giveBack(spent, ports);
    expect(counts.get('r#k#2026-03-05T10:00:00.000Z')).toBe(0);
    expect(counts.has('r#k#2026-03-05T10:15:00.000Z')).toBe(false);
  });
});
