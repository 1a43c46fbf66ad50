import { isIPv6 } from 'node:net';
import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';

/**
 * Rate limits as fixed windows: each (rule, key) has one counter per window, kept in the table
 * with a TTL, raised atomically; the request that raises it past the limit is refused with
 * 429 `rate_limited`. Fixed windows allow up to twice the limit across a window edge; that is
 * accepted for the simplicity of one atomic counter (docs/decisions/README.md, "Accounts").
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
  /** Adds `amount` (one unless given; -1 gives one back) to the window's counter and answers the new count. */
  spend(rule: string, key: string, windowStart: string, expiresAt: number, amount?: number): Promise<number>;
}

export interface RateLimitPorts {
  rateLimits: RateLimitStore;
  clock: Clock;
}

/** One allowance spent: its window, so it can be given back there, and the count it reached. */
export interface Spent {
  allowance: Allowance;
  windowStart: string;
  expiresAt: number;
  count: number;
}

export const fifteenMinutes = 15 * 60;
export const oneHour = 60 * 60;

/**
 * The key a client address is counted under. An IPv6 client usually holds a whole /64 and can
 * pick a new address in it for every request, so IPv6 counts by its /64; IPv4 (also written as
 * `::ffff:a.b.c.d`) counts by the address.
 */
export function addressKey(sourceIp: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(sourceIp);
  if (mapped) return mapped[1]!;
  if (!isIPv6(sourceIp)) return sourceIp;
  return `${ipv6Groups(sourceIp).slice(0, 4).join(':')}::/64`;
}

/** The 8 groups of an IPv6 address, without leading zeros (`::` expanded, a dotted tail as two groups). */
function ipv6Groups(address: string): string[] {
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [head = '', tail] = address.toLowerCase().split('%')[0]!.split('::');
  const [headGroups, tailGroups] = [groupsOf(head), groupsOf(tail ?? '')];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => group.replace(/^0+(?=.)/, ''));
}

/**
 * Codes, links and sign-in codes sent: 5 per recipient (e-mail address or phone number) and 30
 * per client address in 15 minutes. The address limit is higher because offices and phone
 * networks share addresses; the recipient limit is what protects a person's inbox and a code's
 * 1-in-a-million odds (5 codes × 5 tries per 15 minutes).
 */
export function messageAllowances(input: { recipient: string; sourceIp: string }): Allowance[] {
  return [
    { rule: 'message-recipient', key: input.recipient.toLowerCase(), limit: 5, windowSeconds: fifteenMinutes },
    { rule: 'message-ip', key: addressKey(input.sourceIp), limit: 30, windowSeconds: fifteenMinutes },
  ];
}

/**
 * Wrong passwords on request-login (an unknown e-mail is a wrong password). NIST SP 800-63B
 * §5.2.2: limit failed tries per account without letting anyone lock the owner out. So the
 * tight limits count where the tries come from, and the e-mail alone only at a level no single
 * address can reach:
 * - `fromAddress`: 5 per e-mail and address, and 30 per address across e-mails, in 15 minutes.
 *   Someone guessing from their own address is stopped there; the owner, elsewhere, is not.
 * - `forEmail`: 100 per e-mail in an hour from everywhere together, the account's own ceiling
 *   against guessing spread over many addresses. One address adds at most 20 an hour (it is
 *   counted only once the address limits let a try through), so tripping it takes at least 5
 *   addresses; then everyone is refused for the rest of the hour and the owner is told.
 */
export function signInAllowances(input: { email: string; sourceIp: string }): { fromAddress: Allowance[]; forEmail: Allowance } {
  const email = input.email.toLowerCase();
  const address = addressKey(input.sourceIp);
  return {
    fromAddress: [
      { rule: 'sign-in-email-ip', key: `${email}#${address}`, limit: 5, windowSeconds: fifteenMinutes },
      { rule: 'sign-in-ip', key: address, limit: 30, windowSeconds: fifteenMinutes },
    ],
    forEmail: { rule: 'sign-in-email', key: email, limit: 100, windowSeconds: oneHour },
  };
}

/**
 * Sign-in codes sent (only a right password sends one): 5 per e-mail in 15 minutes, counted
 * apart from the other messages so that nobody without the password (asking for reset links or
 * verification codes for the address) can use up the owner's sign-in; and the 30 per address
 * every message counts.
 */
export function signInCodeAllowances(input: { email: string; sourceIp: string }): Allowance[] {
  const [, perAddress] = messageAllowances({ recipient: input.email, sourceIp: input.sourceIp });
  return [{ rule: 'sign-in-code-recipient', key: input.email.toLowerCase(), limit: 5, windowSeconds: fifteenMinutes }, perAddress!];
}

/**
 * Wrong sign-in codes on login: 30 per address in 15 minutes. Each code dies after 5 wrong
 * tries anyway; this stops one address from working through many verification ids.
 */
export function codeTryAllowance(sourceIp: string): Allowance {
  return { rule: 'code-try-ip', key: addressKey(sourceIp), limit: 30, windowSeconds: fifteenMinutes };
}

/**
 * Availability checked by a signed-out visitor (issue 26): 30 checks per client address in 15
 * minutes, each of up to 20 names in one registry command. Enough for anyone choosing a name
 * (the search box asks once per pause in typing); it keeps one address from using the
 * registrar's EPP session as a free bulk lookup. Signed-in users search without it.
 */
export function guestAvailabilityAllowance(sourceIp: string): Allowance {
  return { rule: 'guest-availability-ip', key: addressKey(sourceIp), limit: 30, windowSeconds: fifteenMinutes };
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

export const isOverLimit = (spent: Spent): boolean => spent.count > spent.allowance.limit;

/**
 * The one spend in a window that went past the limit. The counter is raised atomically, so
 * exactly one request per window sees this: the one that tells the owner.
 */
export const isFirstOverLimit = (spent: Spent): boolean => spent.count === spent.allowance.limit + 1;

/** Spends one of each allowance (at once) and answers what each reached; refuses nothing. */
export async function spendEach(allowances: readonly Allowance[], ports: RateLimitPorts): Promise<Spent[]> {
  const now = ports.clock.now();
  return Promise.all(
    allowances.map(async (allowance) => {
      const window = windowOf(now, allowance.windowSeconds);
      const count = await ports.rateLimits.spend(allowance.rule, allowance.key, window.start, window.endsAt);
      return { allowance, windowStart: window.start, expiresAt: window.endsAt, count };
    }),
  );
}

/** Spends one of each allowance; throws `rate_limited` when any is used up, saying when the last of those windows ends. */
export async function spendAllowances(allowances: readonly Allowance[], ports: RateLimitPorts): Promise<Spent[]> {
  const spent = await spendEach(allowances, ports);
  const over = spent.filter(isOverLimit);
  if (over.length > 0) throw rateLimited(over, ports.clock.now());
  return spent;
}

/** The refusal for used-up allowances: `Retry-After` is the whole seconds until the last of their windows ends (at least 1). */
export function rateLimited(over: readonly Pick<Spent, 'expiresAt'>[], now: Date): DomainError {
  const endsAt = Math.max(...over.map((one) => one.expiresAt));
  return new DomainError('rate_limited', undefined, { retryAfterSeconds: Math.max(1, Math.ceil(endsAt - now.getTime() / 1000)) });
}

/**
 * Gives spent allowances back, in the window they were spent in: for limits that count only
 * failures, every try is spent before it is made (so concurrent tries cannot slip past the
 * limit) and a success gives its spend back.
 */
export async function giveBack(spent: readonly Spent[], ports: RateLimitPorts): Promise<void> {
  await Promise.all(spent.map((one) => ports.rateLimits.spend(one.allowance.rule, one.allowance.key, one.windowStart, one.expiresAt, -1)));
}
