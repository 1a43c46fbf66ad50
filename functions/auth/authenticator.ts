import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Locale } from '#shared/locales.ts';
import { DomainError } from '../errors.ts';
import { consumeCode, issueCode } from './codes.ts';
import { newEvent } from './events.ts';
import { codeEmail } from './messages.ts';
import type { AccountPorts } from './ports.ts';

/**
 * An authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, as every app reads a
 * QR code by default) as a password user's second factor, in place of the e-mailed code.
 *
 * Turning it on: the e-mailed code first (a password guesser cannot add a factor of their own),
 * then a secret made here and kept pending, then the first code from the app confirms it and
 * ten single-use recovery codes are handed out once (stored only as hashes). At sign-in
 * (`checkSecondFactor` in ./sign-in.ts) a code of the current step or the one before passes, a
 * step at or before the last one used does not (a code is used once), and a recovery code passes
 * once.
 */
export const totpPeriodSeconds = 30;
export const totpDigits = 6;
export const recoveryCodeCount = 10;
/** What the app shows as the account's issuer. */
export const totpIssuer = 'Økisnavn';

export type AuthenticatorPorts = Pick<AccountPorts, 'users' | 'codes' | 'mailer' | 'origin' | 'clock' | 'deliver' | 'authenticators'>;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: totpIssuer, label, algorithm: 'SHA1', digits: totpDigits, period: totpPeriodSeconds, secret: Secret.fromBase32(secret) });

/** The time step of a moment. */
export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / totpPeriodSeconds);

/**
 * The step a code was made for, if it is the current step's or the one before (a code typed just
 * as the app moved on); null for any other code. Two steps back, or a step ahead, is refused.
 */
export function matchingStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null || delta > 0) return null;
  return stepAt(now) + delta;
}

/** Recovery codes: 10 characters of an alphabet without look-alikes (0/O, 1/I/L), shown as `xxxxx-xxxxx`. */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const recoveryLength = 10;

export function newRecoveryCode(): string {
  const characters = Array.from({ length: recoveryLength }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]!).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** What a typed recovery code is compared as: lower case, without spaces and dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * A recovery code's hash: ~49 random bits each, so a fast hash with the user's id in it is
 * enough (as for bearer tokens); only the hash is kept.
 */
export const hashRecoveryCode = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${normalizeRecoveryCode(code)}`)
    .digest('hex');

function newRecoveryCodes(userId: string): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => hashRecoveryCode(userId, code)) };
}

export interface AuthenticatorStatus {
  enabled: boolean;
  enabled_at: string | null;
  recovery_codes_left: number;
}

/** What the account page shows: on or off, since when, how many recovery codes are left. */
export async function authenticatorStatus(input: { userId: string }, ports: Pick<AuthenticatorPorts, 'authenticators'>): Promise<AuthenticatorStatus> {
  const record = await ports.authenticators.get(input.userId);
  const enabled = record?.status === 'on';
  return { enabled, enabled_at: enabled ? (record.confirmedAt ?? null) : null, recovery_codes_left: enabled ? record.recoveryCodeHashes.length : 0 };
}

/** Only password users, whose second factor is the e-mailed code, may put an app in its place. */
async function passwordUser(userId: string, ports: Pick<AuthenticatorPorts, 'users'>) {
  const user = await ports.users.get(userId);
  if (!user) throw new DomainError('not_found');
  if (!user.hasPassword) throw new DomainError('authenticator_needs_password');
  return user;
}

/**
 * Step 1: e-mails the user a code (as the sign-in does, with the same send limits) that step 2
 * takes. Refused when the app is on already.
 */
export async function sendAuthenticatorSetupCode(input: { userId: string; sourceIp: string; locale: Locale }, ports: AuthenticatorPorts): Promise<void> {
  const user = await passwordUser(input.userId, ports);
  if ((await ports.authenticators.get(user.userId))?.status === 'on') throw new DomainError('authenticator_already_on');
  const issued = await issueCode({ purpose: 'authenticator-setup', target: user.userId, recipient: user.email, userId: user.userId, sourceIp: input.sourceIp }, ports.codes);
  await ports.mailer.send({ to: user.email, ...codeEmail('authenticator-setup', issued.code, user.language ?? input.locale, ports.origin) });
}

/**
 * Step 2: the e-mailed code makes a new secret, kept pending (a setup begun again replaces it);
 * answered with the secret and its `otpauth://` address for the QR code, once.
 */
export async function startAuthenticatorSetup(input: { userId: string; code: string }, ports: AuthenticatorPorts): Promise<{ secret: string; otpauthUri: string }> {
  const user = await passwordUser(input.userId, ports);
  if ((await ports.authenticators.get(user.userId))?.status === 'on') throw new DomainError('authenticator_already_on');
  await consumeCode({ purpose: 'authenticator-setup', target: user.userId, code: input.code }, ports.codes);
  const secret = new Secret({ size: 20 }).base32;
  if (!(await ports.authenticators.savePending({ userId: user.userId, secret, at: ports.clock.now() }))) throw new DomainError('authenticator_already_on');
  return { secret, otpauthUri: totpOf(secret, user.email).toString() };
}

/** Step 3: the app's first code turns it on; the ten recovery codes are answered, once. */
export async function confirmAuthenticator(input: { userId: string; code: string }, ports: AuthenticatorPorts): Promise<{ recoveryCodes: string[] }> {
  const record = await ports.authenticators.get(input.userId);
  if (record?.status === 'on') throw new DomainError('authenticator_already_on');
  if (!record) throw new DomainError('authenticator_off');
  const now = ports.clock.now();
  const step = matchingStep(record.secret, input.code, now);
  if (step === null) throw new DomainError('invalid_code');
  const { codes, hashes } = newRecoveryCodes(input.userId);
  const event = newEvent('user.authenticator-changed', { userId: input.userId, change: 'turned-on' }, ports.clock);
  if (!(await ports.authenticators.confirm({ userId: input.userId, secret: record.secret, step, recoveryCodeHashes: hashes, at: now, event }))) {
    throw new DomainError('conflict');
  }
  await ports.deliver([event]);
  return { recoveryCodes: codes };
}

/** Ten new recovery codes in place of the old ones (used or not), answered once. */
export async function renewRecoveryCodes(input: { userId: string }, ports: AuthenticatorPorts): Promise<{ recoveryCodes: string[] }> {
  const { codes, hashes } = newRecoveryCodes(input.userId);
  const event = newEvent('user.authenticator-changed', { userId: input.userId, change: 'recovery-codes-renewed' }, ports.clock);
  if (!(await ports.authenticators.replaceRecoveryCodes({ userId: input.userId, recoveryCodeHashes: hashes, event }))) throw new DomainError('authenticator_off');
  await ports.deliver([event]);
  return { recoveryCodes: codes };
}

/** Turns the app off: sign-in asks for the e-mailed code again. A pending setup is dropped quietly. */
export async function turnOffAuthenticator(input: { userId: string }, ports: AuthenticatorPorts): Promise<void> {
  const record = await ports.authenticators.get(input.userId);
  if (record?.status !== 'on') {
    if (record) await ports.authenticators.remove({ userId: input.userId });
    throw new DomainError('authenticator_off');
  }
  const event = newEvent('user.authenticator-changed', { userId: input.userId, change: 'turned-off' }, ports.clock);
  if (!(await ports.authenticators.remove({ userId: input.userId, event }))) throw new DomainError('authenticator_off');
  await ports.deliver([event]);
}

/**
 * The sign-in's check of an app's code or a recovery code for a user whose app is on: true when
 * it passes, and then it is used up (the step, or the recovery code).
 */
export async function passesAuthenticator(
  input: { userId: string } & ({ code: string; recoveryCode?: never } | { recoveryCode: string; code?: never }),
  ports: Pick<AuthenticatorPorts, 'authenticators' | 'clock'>,
): Promise<boolean> {
  const record = await ports.authenticators.get(input.userId);
  if (record?.status !== 'on') return false;
  if (input.recoveryCode !== undefined) return ports.authenticators.useRecoveryCode(input.userId, hashRecoveryCode(input.userId, input.recoveryCode));
  const step = matchingStep(record.secret, input.code, ports.clock.now());
  if (step === null || (record.lastUsedStep !== undefined && step <= record.lastUsedStep)) return false;
  return ports.authenticators.useStep(input.userId, step);
}
