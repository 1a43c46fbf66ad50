import { describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '../users/model.ts';
import { DomainError } from '../errors.ts';
import type { MailMessage } from '../ports/mailer.ts';
import type { ChallengeStore, StoredChallenge } from './codes.ts';
import { hashPassword, passwordHashing, testParameters } from './password.ts';
import type { AccountPorts } from './ports.ts';
import { messageAllowances, type RateLimitStore, spendEach } from './rate-limits.ts';
import { login, requestLogin } from './sign-in.ts';

/**
 * The sign-in rules over in-memory ports, where the client address is just an argument. Users'
 * passwords are hashed at the test runtimes' cost (`testParameters`, which the ports' hashing
 * also uses, so nothing is rehashed), so a hundred wrong tries take milliseconds, not the half
 * minute of the real cost.
 */
const password = 'Correct-horse-2026';
const cheapHash = hashPassword(password, testParameters);

async function fakes(owners: { email: string; language?: 'fo' | 'en' }[]) {
  let now = new Date('2026-03-05T10:00:00Z');
  const clock = { now: () => now };
  const counters = new Map<string, number>();
  const rateLimits: RateLimitStore = {
    async spend(rule, key, windowStart, _expiresAt, amount = 1) {
      const id = `${rule}#${key}#${windowStart}`;
      counters.set(id, (counters.get(id) ?? 0) + amount);
      return counters.get(id)!;
    },
  };
  const stored = new Map<string, StoredChallenge>();
  const challenges: ChallengeStore = {
    save: async (challenge) => void stored.set(challenge.verificationId, structuredClone(challenge)),
    get: async (id) => structuredClone(stored.get(id) ?? null),
    latest: async () => null,
    async recordWrongTry(id, max) {
      const challenge = stored.get(id);
      if (!challenge || challenge.consumedAt || challenge.attempts >= max) return null;
      return ++challenge.attempts;
    },
    async consume(id, at) {
      stored.get(id)!.consumedAt = at;
      return true;
    },
  };
  const users = new Map<string, UserRecord>();
  const hashes = new Map<string, string>();
  for (const [index, owner] of owners.entries()) {
    const userId = `user-${index}`;
    users.set(userId, { userId, email: owner.email, ...(owner.language ? { language: owner.language } : {}) } as UserRecord);
    hashes.set(userId, await cheapHash);
  }
  const mail: MailMessage[] = [];
  const ports = {
    users: {
      get: async (userId: string) => users.get(userId) ?? null,
      idByEmail: async (email: string) => [...users.values()].find((user) => user.email === email)?.userId ?? null,
    },
    credentials: { passwordHashOf: async (userId: string) => hashes.get(userId) ?? null, rehash: async () => undefined } as unknown as AccountPorts['credentials'],
    passwords: passwordHashing(testParameters),
    codes: { challenges, rateLimits, clock },
    mailer: { send: async (message: MailMessage) => void mail.push(message) },
    sms: { send: async () => undefined },
    origin: 'https://okisnavn.fo',
    clock,
    tokens: { issue: async (input: { tokenId?: string }) => ({ token: 'token', tokenId: input.tokenId ?? 'id', expiresAt: now }) } as unknown as AccountPorts['tokens'],
    deliver: async () => undefined,
    // No one here has an authenticator app (authenticator.test.ts: those who have one).
    authenticators: { get: async () => null } as unknown as AccountPorts['authenticators'],
  };
  const codeIn = (message: MailMessage | undefined) => /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
  return { ports, mail, codeIn, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

type Ports = Awaited<ReturnType<typeof fakes>>['ports'];
const answerOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );
const tryPassword = (ports: Ports, email: string, secret: string, sourceIp: string) => answerOf(requestLogin({ email, password: secret, sourceIp, locale: 'en' }, ports));
const times = async (count: number, attempt: (index: number) => Promise<string>) => {
  const answers = [];
  for (let index = 0; index < count; index++) answers.push(await attempt(index));
  return answers;
};
const ok = (count: number) => Array<string>(count).fill('ok');
const wrong = (count: number) => Array<string>(count).fill('invalid_credentials');
const limited = (count: number) => Array<string>(count).fill('rate_limited');
const owner = 'owner@example.com';

describe('wrong passwords', () => {
  it('and unknown e-mails get the same answer at once, with no code stored or sent', async () => {
    const { ports, mail } = await fakes([{ email: owner }]);
    const saved = vi.spyOn(ports.codes.challenges, 'save');
    const unknown = await requestLogin({ email: 'nobody@example.com', password: 'Wrong-password-1', sourceIp: '203.0.113.1', locale: 'en' }, ports).catch(
      (error: unknown) => error,
    );
    const wrongPassword = await requestLogin({ email: owner, password: 'Wrong-password-1', sourceIp: '203.0.113.2', locale: 'en' }, ports).catch((error: unknown) => error);
    for (const answer of [unknown, wrongPassword]) {
      expect(answer).toBeInstanceOf(DomainError);
      expect(answer).toMatchObject({ code: 'invalid_credentials', status: 422, fields: undefined });
    }
    expect(saved).not.toHaveBeenCalled();
    expect(mail).toEqual([]);
    // The right password, and only it, stores a code and sends it.
    await expect(requestLogin({ email: owner, password, sourceIp: '203.0.113.3', locale: 'en' }, ports)).resolves.toMatchObject({ verificationId: expect.any(String) });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(mail).toHaveLength(1);
  });

  it('from one address stop that address after 5, and never the owner at another', async () => {
    const { ports, mail, codeIn } = await fakes([{ email: owner }]);
    expect(await times(8, () => tryPassword(ports, owner, 'Wrong-password-1', '198.51.100.1'))).toEqual([...wrong(5), ...limited(3)]);
    expect(mail).toEqual([]);
    // Even the right password from the guessing address waits for the next window…
    expect(await tryPassword(ports, owner, password, '198.51.100.1')).toBe('rate_limited');
    // …while the owner, at home, signs in.
    const { verificationId } = await requestLogin({ email: owner, password, sourceIp: '203.0.113.9', locale: 'en' }, ports);
    expect(mail).toHaveLength(1);
    await expect(login({ code: codeIn(mail[0]), verificationId, userAgent: undefined, sourceIp: '203.0.113.9' }, ports)).resolves.toMatchObject({ token: 'token' });
  });

  it('are not what other messages to the address use up: reset links asked for by anyone leave the sign-in code alone', async () => {
    const { ports, mail } = await fakes([{ email: owner }]);
    for (let index = 0; index < 6; index++) await spendEach(messageAllowances({ recipient: owner, sourceIp: '198.51.100.1' }), ports.codes);
    expect(await tryPassword(ports, owner, password, '203.0.113.9')).toBe('ok');
    expect(mail.at(-1)!.subject).toBe('Your Økisnavn sign-in code');
  });

  it('from one address across e-mails stop it after 30', async () => {
    const emails = Array.from({ length: 32 }, (_, index) => `person-${index}@example.com`);
    const { ports } = await fakes(emails.map((email) => ({ email })));
    expect(await times(32, (index) => tryPassword(ports, emails[index]!, 'Wrong-password-1', '198.51.100.2'))).toEqual([...wrong(30), ...limited(2)]);
    expect(await tryPassword(ports, emails[0]!, 'Wrong-password-1', '198.51.100.3')).toBe('invalid_credentials');
  });

  it('count only when wrong: the owner signing in now and then uses up nothing', async () => {
    const { ports } = await fakes([{ email: owner }]);
    const from = '203.0.113.9';
    // 4 wrong, 3 right (each gives its try back), then one more wrong is still allowed.
    expect(await times(4, () => tryPassword(ports, owner, 'Wrong-password-1', from))).toEqual(wrong(4));
    expect(await times(3, () => tryPassword(ports, owner, password, from))).toEqual(ok(3));
    expect(await times(2, () => tryPassword(ports, owner, 'Wrong-password-1', from))).toEqual(['invalid_credentials', 'rate_limited']);
  });

  it('for one e-mail from many addresses: the 101st in an hour is refused for everyone, and the owner is told once, in their language', async () => {
    const { ports, mail, advance } = await fakes([{ email: owner, language: 'fo' }]);
    // One address keeps going after its limit: only the 5 tries it was allowed count for the e-mail.
    expect(await times(25, () => tryPassword(ports, owner, 'Wrong-password-1', '198.51.100.0'))).toEqual([...wrong(5), ...limited(20)]);
    // 19 more addresses, 5 tries each: 100 wrong passwords for the e-mail in the hour, all answered.
    expect(await times(95, (index) => tryPassword(ports, owner, 'Wrong-password-1', `198.51.100.${1 + Math.floor(index / 5)}`))).toEqual(wrong(95));
    expect(mail).toEqual([]);

    expect(await tryPassword(ports, owner, 'Wrong-password-1', '198.51.100.50')).toBe('rate_limited');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: owner, subject: 'Onkur roynir at rita inn á brúkaran hjá tær á Økisnavn' });
    expect(mail[0]!.text).toContain('11:00'); // the hour window ends at 11:00 UTC, 11:00 in the Faroes in March
    expect(mail[0]!.text).toContain('https://okisnavn.fo/login/forgot-password');

    // Refused for everyone until the hour is over, the owner included; told only once.
    expect(await tryPassword(ports, owner, 'Wrong-password-1', '198.51.100.51')).toBe('rate_limited');
    expect(await tryPassword(ports, owner, password, '203.0.113.9')).toBe('rate_limited');
    expect(mail).toHaveLength(1);
    advance(60 * 60_000);
    expect(await tryPassword(ports, owner, password, '203.0.113.9')).toBe('ok');
    expect(mail.at(-1)!.subject).toBe('Kotan at rita inn á Økisnavn');
  });
});

describe('wrong sign-in codes', () => {
  it('from one address are refused after 30, across verification ids; a right code gives its try back', async () => {
    const { ports, mail, codeIn } = await fakes([{ email: owner }]);
    const guesser = '198.51.100.7';
    const wrongCode = (verificationId: string, from = guesser) => answerOf(login({ code: '000000', verificationId, userAgent: undefined, sourceIp: from }, ports));
    // A wrong password issues no verification id: a guesser has only ids of their own making.
    const madeUp = (index: number) => `made-up-${index}`;
    const answers = await times(31, (index) => wrongCode(madeUp(index)));
    expect(answers.slice(0, 30)).toEqual(Array<string>(30).fill('invalid_code'));
    expect(answers[30]).toBe('rate_limited');
    expect(await wrongCode(madeUp(31), '203.0.113.9')).toBe('invalid_code');

    // The owner elsewhere: 29 wrong codes, a right one (given back), then one more wrong is still answered.
    const from = '203.0.113.10';
    const { verificationId } = await requestLogin({ email: owner, password, sourceIp: from, locale: 'en' }, ports);
    expect(await times(29, (index) => wrongCode(madeUp(100 + index), from))).toEqual(Array<string>(29).fill('invalid_code'));
    await expect(login({ code: codeIn(mail.at(-1)), verificationId, userAgent: undefined, sourceIp: from }, ports)).resolves.toMatchObject({ token: 'token' });
    expect(await wrongCode(madeUp(200), from)).toBe('invalid_code'); // the 30th wrong code from this address
    expect(await wrongCode(madeUp(201), from)).toBe('rate_limited');
  });

  it('for a real code: the fifth wrong one ends it, and the right code no longer passes', async () => {
    const { ports, mail, codeIn } = await fakes([{ email: owner }]);
    const from = '203.0.113.11';
    const { verificationId } = await requestLogin({ email: owner, password, sourceIp: from, locale: 'en' }, ports);
    const wrongs = await times(5, () => answerOf(login({ code: '000000', verificationId, userAgent: undefined, sourceIp: from }, ports)));
    expect(wrongs).toEqual([...Array<string>(4).fill('invalid_code'), 'code_attempts_exhausted']);
    expect(await answerOf(login({ code: codeIn(mail.at(-1)), verificationId, userAgent: undefined, sourceIp: from }, ports))).toBe('code_attempts_exhausted');
  });
});
