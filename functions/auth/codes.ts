import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { limits } from '#shared/schemas/auth.ts';
import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';
import { messageAllowances, type RateLimitStore, spendAllowances } from './rate-limits.ts';

/**
 * One-time codes: every "we sent you a 6-digit code" flow (sign-in, e-mail and phone
 * verification, e-mail change, national e-ID linking, proving another address to claim its domains) goes through this module.
 *
 * ## Use
 *
 * ```ts
 * import { consumeCode, issueCode } from '../auth/codes.ts';
 * import { codeEmail } from '../auth/messages.ts';
 *
 * // 1. Issue: spends the rate limits (5 per recipient, 30 per client IP in 15 minutes → 429
 * //    `rate_limited`), stores the code hashed, and hands it back once to send.
 * const { verificationId, code } = await issueCode(
 *   { purpose: 'eid-linking', target: email, userId, data: { subject }, sourceIp }, ports);
 * await mailer.send({ to: email, ...codeEmail('eid-linking', code, locale) });
 *
 * // 2. Consume: by the verification id (sign-in) or by the target (the newest code issued for
 * //    that purpose and target; issuing again replaces it). Right → the challenge, once.
 * const { userId, data } = await consumeCode({ purpose: 'eid-linking', target: email, code }, ports);
 * ```
 *
 * `ports` = `{ challenges: challengeRepository, rateLimits: rateLimitRepository, clock }`
 * (`functions/adapters/dynamodb/challenge-repository.ts`, `configuredClock()` from
 * `functions/adapters/clock/configured-clock.ts`), or `codePorts` from `./wiring.ts`.
 *
 * ## Rules
 *
 * - 6 digits from `crypto.randomInt`; stored only as sha256(verificationId:code).
 * - Bound to a random verification id and a purpose: a code of one purpose never passes for another.
 * - Lives `limits.codeLifetimeSeconds` (10 minutes): TTL attribute `expiresAt`, checked on read.
 * - Single use; dies after `limits.codeMaxAttempts` (5) wrong tries.
 * - Wrong, unknown, used or expired → 422 `invalid_code`; the 5th wrong try and any try after
 *   it → 422 `code_attempts_exhausted` (ask for a new code).
 * - `matches` (optional) checks the challenge's `data` against the request (e.g. the phone
 *   number being verified); a mismatch counts as a wrong try.
 * - A decoy (`decoy: true`) is stored and rate-limited like a real code but no code passes it:
 *   the e-ID's linking answers the same whether or not the address has a user.
 */
export type CodePurpose = 'login' | 'email-verification' | 'email-change' | 'phone-verification' | 'eid-linking' | 'claim-email' | 'authenticator-setup';

export interface StoredChallenge {
  verificationId: string;
  purpose: string;
  target: string;
  userId?: string;
  data: Record<string, string>;
  codeHash: string;
  attempts: number;
  createdAt: string;
  consumedAt?: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export interface ChallengeStore {
  /** Saves the challenge; with `latest`, (purpose, target) then points at it. */
  save(challenge: StoredChallenge, options: { latest: boolean }): Promise<void>;
  get(verificationId: string): Promise<StoredChallenge | null>;
  latest(purpose: string, target: string): Promise<string | null>;
  /** +1 try while alive (tries < max, unused); the new count, or null when it was not alive. */
  recordWrongTry(verificationId: string, maxAttempts: number): Promise<number | null>;
  /** Marks it used if still unused with tries left; false otherwise (a race lost). */
  consume(verificationId: string, at: string, maxAttempts: number): Promise<boolean>;
}

export interface CodePorts {
  challenges: ChallengeStore;
  rateLimits: RateLimitStore;
  clock: Clock;
}

export interface IssueCodeInput {
  purpose: CodePurpose;
  /**
   * What the code is bound to and found by: an e-mail address (lower-cased here) or a user id.
   * Also the rate-limit recipient unless `recipient` is given.
   */
  target: string;
  /** Where the code goes, when that is not `target` (a phone number for a user-id target). */
  recipient?: string;
  userId?: string;
  /** Strings handed back by consumeCode (keep secrets out). */
  data?: Record<string, string>;
  /** The caller's IP address (`RouteRequest.sourceIp`), for the per-IP limit. */
  sourceIp: string;
  /** A code no one can use (see the rules above). */
  decoy?: boolean;
  /** Only when the caller already spent the allowances (spendCodeAllowances) for this request. */
  allowancesSpent?: boolean;
}

export interface IssuedCode {
  verificationId: string;
  /** The 6 digits, to send. Never stored. */
  code: string;
  expiresAt: Date;
}

export type ConsumeCodeInput = {
  purpose: CodePurpose;
  code: string;
  /** Checks the challenge's data against the request; false counts as a wrong try. */
  matches?: (data: Record<string, string>) => boolean;
} & ({ verificationId: string; target?: never } | { target: string; verificationId?: never });

export interface ConsumedCode {
  verificationId: string;
  purpose: CodePurpose;
  target: string;
  userId?: string;
  data: Record<string, string>;
}

/** Purposes whose codes are found by target; sign-in codes are found by their verification id. */
const foundByTarget = (purpose: CodePurpose) => purpose !== 'login';
const normalizeTarget = (target: string) => target.trim().toLowerCase();

function hashCode(verificationId: string, code: string): string {
  return createHash('sha256').update(`${verificationId}:${code}`).digest('hex');
}

/** A new 6-digit code, uniformly drawn (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 10 ** limits.codeLength)).padStart(limits.codeLength, '0');
}

/** Spends the send allowances once for a request that may or may not issue a code afterwards. */
export async function spendCodeAllowances(input: { recipient: string; sourceIp: string }, ports: Pick<CodePorts, 'rateLimits' | 'clock'>): Promise<void> {
  await spendAllowances(messageAllowances(input), ports);
}

export async function issueCode(input: IssueCodeInput, ports: CodePorts): Promise<IssuedCode> {
  const target = normalizeTarget(input.target);
  if (!input.allowancesSpent) await spendCodeAllowances({ recipient: input.recipient ?? target, sourceIp: input.sourceIp }, ports);
  const now = ports.clock.now();
  const verificationId = randomBytes(16).toString('base64url');
  const code = newCode();
  const expiresAt = new Date(now.getTime() + limits.codeLifetimeSeconds * 1000);
  await ports.challenges.save(
    {
      verificationId,
      purpose: input.purpose,
      target,
      ...(input.userId ? { userId: input.userId } : {}),
      data: input.data ?? {},
      codeHash: input.decoy ? '' : hashCode(verificationId, code),
      attempts: 0,
      createdAt: now.toISOString(),
      expiresAt: Math.floor(expiresAt.getTime() / 1000),
    },
    { latest: foundByTarget(input.purpose) },
  );
  return { verificationId, code, expiresAt };
}

/** Whether an unexpired, unused code of this purpose is waiting for the target. */
export async function hasPendingCode(input: { purpose: CodePurpose; target: string }, ports: Pick<CodePorts, 'challenges' | 'clock'>): Promise<boolean> {
  const challenge = await findChallenge(input, ports);
  return challenge !== null && isAlive(challenge, ports.clock.now());
}

/** The newest challenge of a purpose for a target, alive or not (resending needs its data). */
export async function findChallenge(input: { purpose: CodePurpose; target: string }, ports: Pick<CodePorts, 'challenges'>): Promise<StoredChallenge | null> {
  const verificationId = await ports.challenges.latest(input.purpose, normalizeTarget(input.target));
  return verificationId ? ports.challenges.get(verificationId) : null;
}

function isAlive(challenge: StoredChallenge, now: Date): boolean {
  return !challenge.consumedAt && challenge.expiresAt * 1000 > now.getTime() && challenge.attempts < limits.codeMaxAttempts;
}

/** Whether a code is the challenge's (never for a decoy), in constant time. */
export function codeMatches(challenge: StoredChallenge, code: string): boolean {
  if (challenge.codeHash === '') return false;
  const expected = Buffer.from(challenge.codeHash, 'hex');
  const given = Buffer.from(hashCode(challenge.verificationId, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function consumeCode(input: ConsumeCodeInput, ports: CodePorts): Promise<ConsumedCode> {
  const challenge =
    input.verificationId !== undefined ? await ports.challenges.get(input.verificationId) : await findChallenge({ purpose: input.purpose, target: input.target }, ports);
  return consumeChallengeWith({ purpose: input.purpose, challenge, verify: async (found) => codeMatches(found, input.code) && (input.matches?.(found.data) ?? true) }, ports);
}

/**
 * Uses up a challenge read before with a check of the caller's own: the rules above (purpose,
 * expiry, single use, 5 wrong tries) with `verify` in place of the e-mailed code's hash. The
 * sign-in's second factor checks an authenticator app's code this way (functions/auth/sign-in.ts).
 */
export async function consumeChallengeWith(
  input: { purpose: CodePurpose; challenge: StoredChallenge | null; verify: (challenge: StoredChallenge) => Promise<boolean> },
  ports: CodePorts,
): Promise<ConsumedCode> {
  const { challenge } = input;
  const now = ports.clock.now();
  if (!challenge || challenge.purpose !== input.purpose) throw new DomainError('invalid_code');
  if (challenge.attempts >= limits.codeMaxAttempts) throw new DomainError('code_attempts_exhausted');
  if (challenge.consumedAt || challenge.expiresAt * 1000 <= now.getTime()) throw new DomainError('invalid_code');

  if (!(await input.verify(challenge))) {
    const attempts = await ports.challenges.recordWrongTry(challenge.verificationId, limits.codeMaxAttempts);
    // null: used up or out of tries by a concurrent request meanwhile.
    throw new DomainError(attempts !== null && attempts >= limits.codeMaxAttempts ? 'code_attempts_exhausted' : 'invalid_code');
  }
  // Two right answers at once: only one uses the code up.
  if (!(await ports.challenges.consume(challenge.verificationId, now.toISOString(), limits.codeMaxAttempts))) {
    throw new DomainError('invalid_code');
  }
  return {
    verificationId: challenge.verificationId,
    purpose: input.purpose,
    target: challenge.target,
    ...(challenge.userId ? { userId: challenge.userId } : {}),
    data: challenge.data,
  };
}
