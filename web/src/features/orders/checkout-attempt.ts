import { readSession, removeSession, sessionKeys, writeSession } from '../../lib/storage';

/**
 * One checkout attempt: the `Idempotency-Key` made for a selection (names and years). It is
 * kept in session storage (`okisnavn.checkout`, 10-minute expiry) so that a second click, a
 * retry after a network error or a reload sends the same key with the same body and gets the
 * same order. A different selection or period gets a new key. The purchase result pages end
 * the attempt: the order it made is past its checkout.
 */
export interface CheckoutAttempt {
  key: string;
  /** Sorted, so that the same selection always sends the same body. */
  domains: string[];
  years: number;
}

const keyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

/** A fresh key: a random UUID (8–128 of `[A-Za-z0-9_.:-]`, as the API asks). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function selectionOf(domains: readonly string[], years: number): Omit<CheckoutAttempt, 'key'> {
  return { domains: [...new Set(domains)].sort(), years };
}

function sameSelection(a: Omit<CheckoutAttempt, 'key'>, b: Omit<CheckoutAttempt, 'key'>): boolean {
  return a.years === b.years && a.domains.length === b.domains.length && a.domains.every((domain, index) => domain === b.domains[index]);
}

function isAttempt(value: unknown): value is CheckoutAttempt {
  if (typeof value !== 'object' || value === null) return false;
  const { key, domains, years } = value as Partial<CheckoutAttempt>;
  return typeof key === 'string' && keyPattern.test(key) && Array.isArray(domains) && domains.every((d) => typeof d === 'string') && typeof years === 'number';
}

export function readCheckoutAttempt(): CheckoutAttempt | null {
  const stored = readSession<unknown>(sessionKeys.checkout);
  return isAttempt(stored) ? stored : null;
}

/** The attempt for this selection: the stored one when it matches, otherwise a new one (stored). */
export function checkoutAttemptFor(domains: readonly string[], years: number): CheckoutAttempt {
  const selection = selectionOf(domains, years);
  const stored = readCheckoutAttempt();
  if (stored && sameSelection(stored, selection)) return stored;
  const attempt: CheckoutAttempt = { key: newIdempotencyKey(), ...selection };
  writeSession(sessionKeys.checkout, attempt);
  return attempt;
}

export function clearCheckoutAttempt(): void {
  removeSession(sessionKeys.checkout);
}
