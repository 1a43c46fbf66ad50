import { afterEach, describe, expect, it } from 'vitest';
import { checkoutAttemptFor, clearCheckoutAttempt, newIdempotencyKey, readCheckoutAttempt } from './checkout-attempt';

afterEach(() => sessionStorage.clear());

describe('checkout attempt', () => {
  it('makes keys the API accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('keeps one key per selection, whatever the order of the names', () => {
    const first = checkoutAttemptFor(['b.fo', 'a.fo'], 2);
    expect(first.domains).toEqual(['a.fo', 'b.fo']);
    expect(checkoutAttemptFor(['a.fo', 'b.fo'], 2).key).toBe(first.key);
    expect(readCheckoutAttempt()).toEqual(first);
  });

  it('makes a new key for other names or another period', () => {
    const first = checkoutAttemptFor(['a.fo'], 1);
    const other = checkoutAttemptFor(['a.fo', 'b.fo'], 1);
    expect(other.key).not.toBe(first.key);
    const longer = checkoutAttemptFor(['a.fo', 'b.fo'], 5);
    expect(longer.key).not.toBe(other.key);
    // Going back to the first selection is a new attempt too: only the last one is kept.
    expect(checkoutAttemptFor(['a.fo'], 1).key).not.toBe(first.key);
  });

  it('ends with clear, and ignores a broken entry', () => {
    const first = checkoutAttemptFor(['a.fo'], 1);
    clearCheckoutAttempt();
    expect(readCheckoutAttempt()).toBeNull();
    expect(checkoutAttemptFor(['a.fo'], 1).key).not.toBe(first.key);
    sessionStorage.setItem('okisnavn.checkout', JSON.stringify({ value: { key: 'bad key!', domains: [], years: 1 }, expiresAt: null }));
    expect(readCheckoutAttempt()).toBeNull();
  });
});
