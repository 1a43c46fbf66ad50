import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';

/**
 * Rate limits as fixed windows: each (rule, key) has one counter per window, kept in the table
 * with a TTL, raised atomically; the request that raises it past the limit is refused with
 * 429 `rate_limited`. Fixed windows allow up to twice the limit across a window edge; that is
 * accepted for the simplicity of one atomic counter (docs/decisions.md, "Accounts").
 */
export interface Allowance {
  /** Names the counter family, e.g. `code-recipient`. */
  rule: string;
  /** Whom it counts: an e-mail address, a phone number, an IP address, a user id. */
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitStore {
  /** Adds one to the window's counter and answers the new count. */
  spend(rule: string, key: string, windowStart: string, expiresAt: number): Promise<number>;
}

export interface RateLimitPorts {
  rateLimits: RateLimitStore;
  clock: Clock;
}

export const fifteenMinutes = 15 * 60;

/**
 * Codes, links and sign-in attempts: 5 per recipient (e-mail address or phone number) and 30
 * per client IP in 15 minutes. The IP limit is higher because offices and phone networks share
 * addresses; the recipient limit is what protects a person's inbox and a code's 1-in-a-million
 * odds (5 codes × 5 tries per 15 minutes).
 */
export function messageAllowances(input: { recipient: string; sourceIp: string }): Allowance[] {
  return [
    { rule: 'message-recipient', key: input.recipient.toLowerCase(), limit: 5, windowSeconds: fifteenMinutes },
    { rule: 'message-ip', key: input.sourceIp, limit: 30, windowSeconds: fifteenMinutes },
  ];
}

/** Checking the current password on a password change: 10 per user in 15 minutes. */
export function passwordCheckAllowance(userId: string): Allowance {
  return { rule: 'password-check', key: userId, limit: 10, windowSeconds: fifteenMinutes };
}

/** The fixed window `now` falls in. */
export function windowOf(now: Date, windowSeconds: number): { start: string; endsAt: number } {
  const startSeconds = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
  return { start: new Date(startSeconds * 1000).toISOString(), endsAt: startSeconds + windowSeconds };
}

/** Spends one of each allowance; throws `rate_limited` when any is used up. */
export async function spendAllowances(allowances: readonly Allowance[], ports: RateLimitPorts): Promise<void> {
  const now = ports.clock.now();
  const counts = await Promise.all(
    allowances.map((allowance) => {
      const window = windowOf(now, allowance.windowSeconds);
      return ports.rateLimits.spend(allowance.rule, allowance.key, window.start, window.endsAt);
    }),
  );
  if (counts.some((count, index) => count > allowances[index]!.limit)) throw new DomainError('rate_limited');
}
