import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { type ChallengeStore, type CodePorts, consumeCode, hasPendingCode, issueCode, newCode, type StoredChallenge } from './codes.ts';
import type { RateLimitStore } from './rate-limits.ts';

/** In-memory stand-ins with the table's conditional semantics. */
function fakes() {
  const challenges = new Map<string, StoredChallenge>();
  const latest = new Map<string, string>();
  const store: ChallengeStore = {
    async save(challenge, options) {
      challenges.set(challenge.verificationId, structuredClone(challenge));
      if (options.latest) latest.set(`${challenge.purpose}#${challenge.target}`, challenge.verificationId);
    },
    async get(id) {
      return structuredClone(challenges.get(id) ?? null);
    },
    async latest(purpose, target) {
      return latest.get(`${purpose}#${target}`) ?? null;
    },
    async recordWrongTry(id, max) {
      const challenge = challenges.get(id);
      if (!challenge || challenge.consumedAt || challenge.attempts >= max) return null;
      challenge.attempts += 1;
      return challenge.attempts;
    },
    async consume(id, at, max) {
      const challenge = challenges.get(id);
      if (!challenge || challenge.consumedAt || challenge.attempts >= max) return false;
      challenge.consumedAt = at;
      return true;
    },
  };
  const counters = new Map<string, number>();
  const rateLimits: RateLimitStore = {
    async spend(rule, key, windowStart) {
      const id = `${rule}#${key}#${windowStart}`;
      counters.set(id, (counters.get(id) ?? 0) + 1);
      return counters.get(id)!;
    },
  };
  let now = new Date('2026-03-05T10:00:00Z');
  const clock = { now: () => now };
  const ports: CodePorts = { challenges: store, rateLimits, clock };
  return { ports, challenges, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

const codeOf = (error: unknown): string => (error instanceof DomainError ? error.code : String(error));
/** What a code attempt answers: `passed` or the error code. */
const attempt = (promise: Promise<unknown>) => promise.then(() => 'passed', codeOf);
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');
let ip = 0;
const nextIp = () => `10.0.0.${++ip % 250}`;

describe('one-time codes', () => {
  it('are 6 digits, uniformly drawn with leading zeros kept', () => {
    for (let index = 0; index < 200; index++) expect(newCode()).toMatch(/^\d{6}$/);
  });

  it('pass once with the verification id, and are stored only as a hash', async () => {
    const { ports, challenges } = fakes();
    const issued = await issueCode({ purpose: 'login', target: 'Ann@Example.com', userId: 'u1', sourceIp: nextIp() }, ports);
    expect(JSON.stringify([...challenges.values()])).not.toContain(issued.code);
    const consumed = await consumeCode({ purpose: 'login', verificationId: issued.verificationId, code: issued.code }, ports);
    expect(consumed).toMatchObject({ purpose: 'login', target: 'ann@example.com', userId: 'u1' });
    const again = await consumeCode({ purpose: 'login', verificationId: issued.verificationId, code: issued.code }, ports).catch(codeOf);
    expect(again).toBe('invalid_code');
  });

  it('are found by target for other purposes, and a new code replaces the previous one', async () => {
    const { ports } = fakes();
    const first = await issueCode({ purpose: 'email-verification', target: 'ann@example.com', userId: 'u1', sourceIp: nextIp() }, ports);
    const second = await issueCode({ purpose: 'email-verification', target: 'ann@example.com', userId: 'u1', sourceIp: nextIp() }, ports);
    if (first.code !== second.code) {
      expect(await consumeCode({ purpose: 'email-verification', target: 'ann@example.com', code: first.code }, ports).catch(codeOf)).toBe('invalid_code');
    }
    expect(await hasPendingCode({ purpose: 'email-verification', target: 'ANN@example.com' }, ports)).toBe(true);
    const consumed = await consumeCode({ purpose: 'email-verification', target: 'ann@example.com', code: second.code }, ports);
    expect(consumed.userId).toBe('u1');
    expect(await hasPendingCode({ purpose: 'email-verification', target: 'ann@example.com' }, ports)).toBe(false);
  });

  it('never pass for another purpose', async () => {
    const { ports } = fakes();
    const issued = await issueCode({ purpose: 'email-change', target: 'ann@example.com', sourceIp: nextIp() }, ports);
    const answer = await consumeCode({ purpose: 'login', verificationId: issued.verificationId, code: issued.code }, ports).catch(codeOf);
    expect(answer).toBe('invalid_code');
  });

  it('expire after 10 minutes', async () => {
    const { ports, advance } = fakes();
    const issued = await issueCode({ purpose: 'login', target: 'ann@example.com', sourceIp: nextIp() }, ports);
    expect(issued.expiresAt.getTime() - ports.clock.now().getTime()).toBe(600_000);
    advance(600_000);
    const answer = await consumeCode({ purpose: 'login', verificationId: issued.verificationId, code: issued.code }, ports).catch(codeOf);
    expect(answer).toBe('invalid_code');
  });

  it('still pass just before they expire', async () => {
    const { ports, advance } = fakes();
    const issued = await issueCode({ purpose: 'login', target: 'ann@example.com', sourceIp: nextIp() }, ports);
    advance(599_000);
    await expect(consumeCode({ purpose: 'login', verificationId: issued.verificationId, code: issued.code }, ports)).resolves.toBeDefined();
  });

  it('die after 5 wrong tries, even for the right code', async () => {
    const { ports } = fakes();
    const issued = await issueCode({ purpose: 'login', target: 'ann@example.com', sourceIp: nextIp() }, ports);
    const answers: string[] = [];
    for (let index = 0; index < 5; index++) {
      answers.push(await attempt(consumeCode({ purpose: 'login', verificationId: issued.verificationId, code: wrong(issued.code) }, ports)));
    }
    expect(answers).toEqual(['invalid_code', 'invalid_code', 'invalid_code', 'invalid_code', 'code_attempts_exhausted']);
    const right = await consumeCode({ purpose: 'login', verificationId: issued.verificationId, code: issued.code }, ports).catch(codeOf);
    expect(right).toBe('code_attempts_exhausted');
  });

  it('pass after fewer than 5 wrong tries', async () => {
    const { ports } = fakes();
    const issued = await issueCode({ purpose: 'login', target: 'ann@example.com', sourceIp: nextIp() }, ports);
    for (let index = 0; index < 4; index++) {
      await consumeCode({ purpose: 'login', verificationId: issued.verificationId, code: wrong(issued.code) }, ports).catch(codeOf);
    }
    await expect(consumeCode({ purpose: 'login', verificationId: issued.verificationId, code: issued.code }, ports)).resolves.toBeDefined();
  });

  it('count a mismatch of the bound data as a wrong try', async () => {
    const { ports, challenges } = fakes();
    const issued = await issueCode({ purpose: 'phone-verification', target: 'u1', recipient: '+298123456', data: { phone: '123456' }, sourceIp: nextIp() }, ports);
    const mismatch = await consumeCode({ purpose: 'phone-verification', target: 'u1', code: issued.code, matches: (data) => data.phone === '654321' }, ports).catch(codeOf);
    expect(mismatch).toBe('invalid_code');
    expect(challenges.get(issued.verificationId)?.attempts).toBe(1);
    const right = await consumeCode({ purpose: 'phone-verification', target: 'u1', code: issued.code, matches: (data) => data.phone === '123456' }, ports);
    expect(right.data).toEqual({ phone: '123456' });
  });

  it('as decoys never pass, whatever the code', async () => {
    const { ports } = fakes();
    const decoy = await issueCode({ purpose: 'login', target: 'nobody@example.com', sourceIp: nextIp(), decoy: true }, ports);
    const answer = await consumeCode({ purpose: 'login', verificationId: decoy.verificationId, code: decoy.code }, ports).catch(codeOf);
    expect(answer).toBe('invalid_code');
  });

  it('answer invalid_code for an unknown verification id', async () => {
    const { ports } = fakes();
    expect(await consumeCode({ purpose: 'login', verificationId: 'nope', code: '123456' }, ports).catch(codeOf)).toBe('invalid_code');
    expect(await consumeCode({ purpose: 'eid-linking', target: 'nobody@example.com', code: '123456' }, ports).catch(codeOf)).toBe('invalid_code');
  });

  it('are limited to 5 per recipient in 15 minutes, then allowed again in the next window', async () => {
    const { ports, advance } = fakes();
    const send = () => issueCode({ purpose: 'login', target: 'ann@example.com', sourceIp: nextIp() }, ports).then(() => 'sent', codeOf);
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await send());
    expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate_limited']);
    advance(15 * 60_000);
    expect(await send()).toBe('sent');
  });

  it('are limited to 30 per client IP in 15 minutes', async () => {
    const { ports } = fakes();
    const answers = [];
    for (let index = 0; index < 31; index++) {
      answers.push(await issueCode({ purpose: 'login', target: `person${index}@example.com`, sourceIp: '192.0.2.1' }, ports).then(() => 'sent', codeOf));
    }
    expect(answers.filter((answer) => answer === 'sent')).toHaveLength(30);
    expect(answers.at(-1)).toBe('rate_limited');
  });
});
