import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import type { UserRecord } from '../users/model.ts';
import { DomainError } from '../errors.ts';
import type { MailMessage } from '../ports/mailer.ts';
import {
  authenticatorStatus,
  confirmAuthenticator,
  hashRecoveryCode,
  renewRecoveryCodes,
  sendAuthenticatorSetupCode,
  startAuthenticatorSetup,
  turnOffAuthenticator,
} from './authenticator.ts';
import type { ChallengeStore, StoredChallenge } from './codes.ts';
import type { AuthenticatorRecord } from './model.ts';
import { hashPassword, passwordHashing, testParameters } from './password.ts';
import type { AccountPorts, AuthenticatorStore } from './ports.ts';
import type { RateLimitStore } from './rate-limits.ts';
import { login, requestLogin } from './sign-in.ts';

/**
 * The authenticator app over in-memory ports with the table's conditions, and a clock we move:
 * turning it on (e-mailed code → secret → first code → recovery codes), then signing in with it.
 */
const password = 'Correct-horse-2026';
const cheapHash = hashPassword(password, testParameters);

async function fakes() {
  // 10:00:00 UTC is the start of a 30-second step: moving by whole steps keeps codes apart.
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
  const latest = new Map<string, string>();
  const challenges: ChallengeStore = {
    async save(challenge, options) {
      stored.set(challenge.verificationId, structuredClone(challenge));
      if (options.latest) latest.set(`${challenge.purpose}#${challenge.target}`, challenge.verificationId);
    },
    get: async (id) => structuredClone(stored.get(id) ?? null),
    latest: async (purpose, target) => latest.get(`${purpose}#${target}`) ?? null,
    async recordWrongTry(id, max) {
      const challenge = stored.get(id);
      if (!challenge || challenge.consumedAt || challenge.attempts >= max) return null;
      return ++challenge.attempts;
    },
    async consume(id, at, max) {
      const challenge = stored.get(id);
      if (!challenge || challenge.consumedAt || challenge.attempts >= max) return false;
      challenge.consumedAt = at;
      return true;
    },
  };
  const records = new Map<string, AuthenticatorRecord>();
  const events: EventEnvelope[] = [];
  const authenticators: AuthenticatorStore = {
    get: async (userId) => structuredClone(records.get(userId) ?? null),
    async savePending({ userId, secret, at }) {
      if (records.get(userId)?.status === 'on') return false;
      records.set(userId, { userId, secret, status: 'pending', createdAt: at.toISOString(), recoveryCodeHashes: [] });
      return true;
    },
    async confirm({ userId, secret, step, recoveryCodeHashes, at, event }) {
      const record = records.get(userId);
      if (record?.status !== 'pending' || record.secret !== secret) return false;
      records.set(userId, { ...record, status: 'on', confirmedAt: at.toISOString(), lastUsedStep: step, recoveryCodeHashes: [...recoveryCodeHashes] });
      events.push(event);
      return true;
    },
    async useStep(userId, step) {
      const record = records.get(userId);
      if (record?.status !== 'on' || (record.lastUsedStep !== undefined && record.lastUsedStep >= step)) return false;
      record.lastUsedStep = step;
      return true;
    },
    async useRecoveryCode(userId, codeHash) {
      const record = records.get(userId);
      if (record?.status !== 'on' || !record.recoveryCodeHashes.includes(codeHash)) return false;
      record.recoveryCodeHashes = record.recoveryCodeHashes.filter((hash) => hash !== codeHash);
      return true;
    },
    async replaceRecoveryCodes({ userId, recoveryCodeHashes, event }) {
      const record = records.get(userId);
      if (record?.status !== 'on') return false;
      record.recoveryCodeHashes = [...recoveryCodeHashes];
      events.push(event);
      return true;
    },
    async remove({ userId, event }) {
      if (!records.delete(userId)) return false;
      if (event) events.push(event);
      return true;
    },
  };
  const users = new Map<string, UserRecord>([
    ['ann', { userId: 'ann', email: 'ann@example.com', language: 'en', hasPassword: true } as UserRecord],
    ['eid-only', { userId: 'eid-only', email: 'eid@example.com', language: 'fo' } as UserRecord],
  ]);
  const passwordHash = await cheapHash;
  const mail: MailMessage[] = [];
  const ports = {
    users: {
      get: async (userId: string) => users.get(userId) ?? null,
      idByEmail: async (email: string) => [...users.values()].find((user) => user.email === email)?.userId ?? null,
    },
    credentials: {
      passwordHashOf: async (userId: string) => (users.get(userId)?.hasPassword ? passwordHash : null),
      rehash: async () => undefined,
    } as unknown as AccountPorts['credentials'],
    passwords: passwordHashing(testParameters),
    authenticators,
    codes: { challenges, rateLimits, clock },
    mailer: { send: async (message: MailMessage) => void mail.push(message) },
    sms: { send: async () => undefined },
    origin: 'https://okisnavn.fo',
    clock,
    tokens: { issue: async (input: { tokenId?: string }) => ({ token: 'token', tokenId: input.tokenId ?? 'id', expiresAt: now }) } as unknown as AccountPorts['tokens'],
    deliver: async () => undefined,
  };
  const codeIn = (message: MailMessage | undefined) => /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
  return { ports, mail, events, records, codeIn, advance: (ms: number) => (now = new Date(now.getTime() + ms)), now: () => now };
}

type World = Awaited<ReturnType<typeof fakes>>;
const step = 30_000;
const answerOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );
/** The code an app with this secret shows at a moment. */
const appCode = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: at.getTime() });
let ip = 0;
const nextIp = () => `10.0.1.${++ip % 250}`;

/** Turns Ann's app on as the account page does; answers the secret and the recovery codes. */
async function turnOn(world: World) {
  await sendAuthenticatorSetupCode({ userId: 'ann', sourceIp: nextIp(), locale: 'en' }, world.ports);
  const mailed = world.codeIn(world.mail.at(-1));
  const { secret, otpauthUri } = await startAuthenticatorSetup({ userId: 'ann', code: mailed }, world.ports);
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/%C3%98kisnavn:ann%40example\.com\?issuer=%C3%98kisnavn&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
  const { recoveryCodes } = await confirmAuthenticator({ userId: 'ann', code: appCode(secret, world.now()) }, world.ports);
  return { secret, recoveryCodes };
}

/** Password, then the second step as the sign-in page does it: the verification id, and whether a mail went out. */
async function requestSignIn(world: World) {
  const mailsBefore = world.mail.length;
  const requested = await requestLogin({ email: 'ann@example.com', password, sourceIp: nextIp(), locale: 'en' }, world.ports);
  return { ...requested, mailed: world.mail.length > mailsBefore };
}
const signIn = (world: World, verificationId: string, proof: { code: string } | { recoveryCode: string }) =>
  answerOf(login({ verificationId, userAgent: undefined, sourceIp: nextIp(), ...proof } as Parameters<typeof login>[0], world.ports));

describe('turning an authenticator app on', () => {
  it('needs the e-mailed code first: without it, or with a wrong one, no secret is made', async () => {
    const world = await fakes();
    expect(await answerOf(startAuthenticatorSetup({ userId: 'ann', code: '123456' }, world.ports))).toBe('invalid_code');
    await sendAuthenticatorSetupCode({ userId: 'ann', sourceIp: nextIp(), locale: 'en' }, world.ports);
    expect(world.mail.at(-1)).toMatchObject({ to: 'ann@example.com', subject: 'Your code to turn on an authenticator app' });
    const mailed = world.codeIn(world.mail.at(-1));
    expect(await answerOf(startAuthenticatorSetup({ userId: 'ann', code: mailed === '000000' ? '000001' : '000000' }, world.ports))).toBe('invalid_code');
    expect(world.records.has('ann')).toBe(false);
    // Nothing pending: no first code can turn anything on.
    expect(await answerOf(confirmAuthenticator({ userId: 'ann', code: '123456' }, world.ports))).toBe('authenticator_off');
    expect(await authenticatorStatus({ userId: 'ann' }, world.ports)).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
  });

  it('keeps the secret pending until the first code from the app, then hands out ten recovery codes, stored only hashed', async () => {
    const world = await fakes();
    await sendAuthenticatorSetupCode({ userId: 'ann', sourceIp: nextIp(), locale: 'en' }, world.ports);
    const { secret } = await startAuthenticatorSetup({ userId: 'ann', code: world.codeIn(world.mail.at(-1)) }, world.ports);
    expect(world.records.get('ann')).toMatchObject({ status: 'pending', secret });
    // The e-mailed code was used up: a second setup needs a new one.
    expect(await answerOf(startAuthenticatorSetup({ userId: 'ann', code: world.codeIn(world.mail.at(-1)) }, world.ports))).toBe('invalid_code');
    expect(await answerOf(confirmAuthenticator({ userId: 'ann', code: appCode(secret, new Date(world.now().getTime() - 2 * step)) }, world.ports))).toBe('invalid_code');
    const { recoveryCodes } = await confirmAuthenticator({ userId: 'ann', code: appCode(secret, world.now()) }, world.ports);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const record = world.records.get('ann')!;
    expect(record.status).toBe('on');
    expect(JSON.stringify(record)).not.toContain(recoveryCodes[0]!.replace('-', ''));
    expect(record.recoveryCodeHashes).toEqual(recoveryCodes.map((code) => hashRecoveryCode('ann', code)));
    expect(world.events.map((event) => [event.metadata.name, event.data])).toEqual([['user.authenticator-changed', { userId: 'ann', change: 'turned-on' }]]);
    expect(await authenticatorStatus({ userId: 'ann' }, world.ports)).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(await answerOf(sendAuthenticatorSetupCode({ userId: 'ann', sourceIp: nextIp(), locale: 'en' }, world.ports))).toBe('authenticator_already_on');
  });

  it('is for password users only', async () => {
    const world = await fakes();
    expect(await answerOf(sendAuthenticatorSetupCode({ userId: 'eid-only', sourceIp: nextIp(), locale: 'fo' }, world.ports))).toBe('authenticator_needs_password');
    expect(world.mail).toEqual([]);
  });
});

describe('signing in with the authenticator app', () => {
  it('sends no e-mail and takes the current code', async () => {
    const world = await fakes();
    const { secret } = await turnOn(world);
    world.advance(step);
    const requested = await requestSignIn(world);
    expect(requested).toMatchObject({ secondFactor: 'authenticator', mailed: false });
    expect(await signIn(world, requested.verificationId, { code: appCode(secret, world.now()) })).toBe('ok');
  });

  it('takes a code from the step before (typed as the app moved on), and refuses one from two steps back', async () => {
    const world = await fakes();
    const { secret } = await turnOn(world);
    world.advance(5 * step);
    const previous = appCode(secret, new Date(world.now().getTime() - step));
    const twoBack = appCode(secret, new Date(world.now().getTime() - 2 * step));
    const current = appCode(secret, world.now());
    // A code that is also another step's would prove nothing here.
    expect(new Set([previous, twoBack, current]).size).toBe(3);
    const first = await requestSignIn(world);
    expect(await signIn(world, first.verificationId, { code: twoBack })).toBe('invalid_code');
    expect(await signIn(world, first.verificationId, { code: previous })).toBe('ok');
  });

  it('refuses a code used once already, and any code of an earlier step after it', async () => {
    const world = await fakes();
    const { secret } = await turnOn(world);
    world.advance(3 * step);
    const current = appCode(secret, world.now());
    const first = await requestSignIn(world);
    expect(await signIn(world, first.verificationId, { code: current })).toBe('ok');
    const second = await requestSignIn(world);
    expect(await signIn(world, second.verificationId, { code: current })).toBe('invalid_code');
    // Within the same 30 seconds the step before is older than the one just used.
    expect(await signIn(world, second.verificationId, { code: appCode(secret, new Date(world.now().getTime() - step)) })).toBe('invalid_code');
    world.advance(step);
    expect(await signIn(world, second.verificationId, { code: appCode(secret, world.now()) })).toBe('ok');
  });

  it('refuses the e-mailed kind of code: only the app proves it', async () => {
    const world = await fakes();
    const { secret } = await turnOn(world);
    world.advance(step);
    const requested = await requestSignIn(world);
    const wrong = appCode(secret, world.now()) === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt++) expect(await signIn(world, requested.verificationId, { code: wrong })).toBe('invalid_code');
    // Five wrong tries end the challenge, as for an e-mailed code: even the right code is too late.
    expect(await signIn(world, requested.verificationId, { code: wrong })).toBe('code_attempts_exhausted');
    expect(await signIn(world, requested.verificationId, { code: appCode(secret, world.now()) })).toBe('code_attempts_exhausted');
  });

  it('takes each recovery code once', async () => {
    const world = await fakes();
    const { recoveryCodes } = await turnOn(world);
    const [code] = recoveryCodes;
    const first = await requestSignIn(world);
    // Typed in capitals and without its dash, it is the same code.
    expect(await signIn(world, first.verificationId, { recoveryCode: code!.replace('-', '').toUpperCase() })).toBe('ok');
    const second = await requestSignIn(world);
    expect(await signIn(world, second.verificationId, { recoveryCode: code! })).toBe('invalid_code');
    expect(await signIn(world, second.verificationId, { recoveryCode: recoveryCodes[1]! })).toBe('ok');
    expect(await authenticatorStatus({ userId: 'ann' }, world.ports)).toMatchObject({ recovery_codes_left: 8 });
  });

  it('takes no recovery code from a user without the app, whose second factor is the e-mailed code', async () => {
    const world = await fakes();
    const requested = await requestSignIn(world);
    expect(requested).toMatchObject({ secondFactor: 'email-code', mailed: true });
    expect(await signIn(world, requested.verificationId, { recoveryCode: 'abcde-23456' })).toBe('invalid_code');
    expect(await signIn(world, requested.verificationId, { code: world.codeIn(world.mail.at(-1)) })).toBe('ok');
  });
});

describe('the recovery codes and turning the app off', () => {
  it('new recovery codes replace the old ones; turning off brings the e-mailed code back', async () => {
    const world = await fakes();
    const { recoveryCodes: old } = await turnOn(world);
    const { recoveryCodes: renewed } = await renewRecoveryCodes({ userId: 'ann' }, world.ports);
    const first = await requestSignIn(world);
    expect(await signIn(world, first.verificationId, { recoveryCode: old[0]! })).toBe('invalid_code');
    expect(await signIn(world, first.verificationId, { recoveryCode: renewed[0]! })).toBe('ok');

    await turnOffAuthenticator({ userId: 'ann' }, world.ports);
    expect(world.events.map((event) => (event.data as { change: string }).change)).toEqual(['turned-on', 'recovery-codes-renewed', 'turned-off']);
    const afterOff = await requestSignIn(world);
    expect(afterOff).toMatchObject({ secondFactor: 'email-code', mailed: true });
    expect(await answerOf(turnOffAuthenticator({ userId: 'ann' }, world.ports))).toBe('authenticator_off');
    expect(await answerOf(renewRecoveryCodes({ userId: 'ann' }, world.ports))).toBe('authenticator_off');
  });
});
