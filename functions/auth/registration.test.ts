import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../users/model.ts';
import type { StoredChallenge } from './codes.ts';
import { DomainError } from '../errors.ts';
import type { MailMessage } from '../ports/mailer.ts';
import type { AccountPorts } from './ports.ts';
import { startEmailChange, verifyCurrentEmail } from './registration.ts';

const now = new Date('2026-11-22T12:00:00Z');

/** In-memory users, claims, codes, allowances and mail: what the two use cases touch. */
function fakes(user: Partial<UserRecord> = {}) {
  const users = new Map<string, UserRecord>([
    ['u1', { userId: 'u1', email: 'typo@example.fo', name: 'Marjun', language: 'fo', isUsingSamleikin: true, ...user } as UserRecord],
    ['u2', { userId: 'u2', email: 'taken@example.fo', name: 'Other', emailVerifiedAt: now.toISOString() } as UserRecord],
  ]);
  const challenges = new Map<string, StoredChallenge>();
  const latest = new Map<string, string>();
  const counts = new Map<string, number>();
  const mail: MailMessage[] = [];
  const written: string[] = [];
  const events: string[] = [];
  const ports = {
    users: {
      get: async (userId: string) => users.get(userId) ?? null,
      idByEmail: async (email: string) => [...users.values()].find((candidate) => candidate.email === email)?.userId ?? null,
    },
    accounts: {
      replaceUnverifiedEmail: async ({ userId, previousEmail, email }: { userId: string; previousEmail: string; email: string }) => {
        written.push(`replace ${previousEmail} → ${email}`);
        users.set(userId, { ...users.get(userId)!, email });
      },
      markEmailVerified: async ({ userId, email, at }: { userId: string; email: string; at: Date }) => {
        written.push(`verified ${email}`);
        users.set(userId, { ...users.get(userId)!, emailVerifiedAt: at.toISOString() });
      },
    },
    credentials: { passwordHashOf: async () => null },
    codes: {
      challenges: {
        save: async (challenge: StoredChallenge, options: { latest?: boolean }) => {
          challenges.set(challenge.verificationId, challenge);
          if (options.latest) latest.set(`${challenge.purpose}#${challenge.target}`, challenge.verificationId);
        },
        get: async (id: string) => challenges.get(id) ?? null,
        latest: async (purpose: string, target: string) => latest.get(`${purpose}#${target}`) ?? null,
        recordWrongTry: async (id: string) => ++challenges.get(id)!.attempts,
        consume: async (id: string, at: string) => {
          challenges.get(id)!.consumedAt = at;
          return true;
        },
      },
      rateLimits: {
        spend: async (rule: string, key: string, _window: string, _expires: number, amount = 1) => {
          const count = (counts.get(`${rule}:${key}`) ?? 0) + amount;
          counts.set(`${rule}:${key}`, count);
          return count;
        },
      },
      clock: { now: () => now },
    },
    mailer: { send: async (message: MailMessage) => void mail.push(message) },
    origin: 'https://okisnavn.fo',
    clock: { now: () => now },
    deliver: async (envelopes: readonly { metadata: { name: string } }[]) => void events.push(...envelopes.map((envelope) => envelope.metadata.name)),
  } as unknown as AccountPorts;
  const codeIn = (to: string) => /\b(\d{6})\b/.exec(mail.filter((message) => message.to === to).at(-1)?.text ?? '')?.[1];
  return { ports, users, mail, written, events, counts, codeIn };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

const change = (ports: AccountPorts, email: string) => startEmailChange({ userId: 'u1', email, sourceIp: '10.0.0.1', locale: 'en' }, ports);

describe('changing the address of a user held unverified', () => {
  it('replaces the unverified address at once and sends the verification code to the new one', async () => {
    const { ports, users, written, codeIn } = fakes();
    await change(ports, 'Right@Example.fo');
    expect(written).toEqual(['replace typo@example.fo → right@example.fo']);
    expect(users.get('u1')!.email).toBe('right@example.fo');
    expect(codeIn('right@example.fo')).toMatch(/^\d{6}$/);
    expect(codeIn('typo@example.fo')).toBeUndefined();
  });

  it('spends the new address’s allowance before writing: a used-up address changes nothing', async () => {
    const { ports, counts, written, mail } = fakes();
    counts.set('message-recipient:right@example.fo', 5);
    expect(await failure(change(ports, 'right@example.fo'))).toBe('rate_limited');
    expect(written).toEqual([]);
    expect(mail).toEqual([]);
  });

  it('refuses another user’s address, and keeps the two-step change for a verified address', async () => {
    expect(await failure(change(fakes().ports, 'taken@example.fo'))).toBe('email_taken');
    const { ports, users, written, codeIn } = fakes({ emailVerifiedAt: now.toISOString() });
    await change(ports, 'right@example.fo');
    expect(written).toEqual([]);
    expect(users.get('u1')!.email).toBe('typo@example.fo');
    expect(codeIn('right@example.fo')).toMatch(/^\d{6}$/);
  });
});

describe('verifying the signed-in user’s own address', () => {
  it('takes the code sent to the current address, marks it verified and reports it', async () => {
    const { ports, written, events, codeIn } = fakes();
    await change(ports, 'right@example.fo');
    const code = codeIn('right@example.fo')!;
    expect(await failure(verifyCurrentEmail({ userId: 'u1', code: code === '000000' ? '000001' : '000000' }, ports))).toBe('invalid_code');
    const user = await verifyCurrentEmail({ userId: 'u1', code }, ports);
    expect(user).toMatchObject({ email: 'right@example.fo', is_email_verified: true, has_password: false });
    expect(written.at(-1)).toBe('verified right@example.fo');
    expect(events).toEqual(['user.email-verified']);
  });

  it('voids a code sent to the address before it was replaced', async () => {
    const { ports, users, codeIn } = fakes();
    await change(ports, 'typo@example.fo'); // its own address: the code again, to the typo
    const stale = codeIn('typo@example.fo')!;
    await change(ports, 'right@example.fo');
    if (stale === codeIn('right@example.fo')) return; // one in a million: the same six digits
    expect(await failure(verifyCurrentEmail({ userId: 'u1', code: stale }, ports))).toBe('invalid_code');
    expect(users.get('u1')!.emailVerifiedAt).toBeUndefined();
  });

  it('has nothing to do for a verified user', async () => {
    const { ports, written } = fakes({ emailVerifiedAt: now.toISOString() });
    expect(await verifyCurrentEmail({ userId: 'u1', code: '123456' }, ports)).toMatchObject({ is_email_verified: true });
    expect(written).toEqual([]);
  });
});
