import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '#shared/locales.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import { spendCodeAllowances } from './codes.ts';
import { noResetLinkEmail, resetPasswordEmail } from './messages.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import type { AccountPorts } from './ports.ts';
import { isLive } from './sessions.ts';
import { nobody } from './sign-in.ts';

/** A reset link works for an hour, once. */
export const resetLinkLifetimeSeconds = 60 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgot password, the answer: spends the send allowances (per address given and per client
 * address, alike for every e-mail) and hands the address to the password-reset queue
 * (`user.password-reset-requested`, rule `send-password-reset-links`); nothing about the account
 * is read. Every request, for a user's address or an unknown one, takes this one path and gets
 * the same answer; the per-account work is `sendPasswordResetLink`, after it.
 */
export async function requestPasswordReset(input: { email: string; sourceIp: string; locale: Locale }, ports: Pick<AccountPorts, 'codes' | 'publisher' | 'clock'>): Promise<void> {
  const email = input.email.toLowerCase();
  await spendCodeAllowances({ recipient: email, sourceIp: input.sourceIp }, ports.codes);
  await ports.publisher.publish([newEvent('user.password-reset-requested', { email, locale: input.locale }, ports.clock)]);
}

/**
 * Forgot password, the work (the password-reset consumer): a user with a password gets
 * `${origin}/login/reset-password/<token>?email=<address>` (256 random bits, stored only as its
 * SHA-256, an hour, once; the address so the page need not ask for it), in the user's language.
 * Users without a password (national e-ID only) and addresses without a user get a note that no
 * link was sent, in the user's language or the request's: they sign in with the e-ID or have
 * another address.
 */
export async function sendPasswordResetLink(
  input: { email: string; locale: Locale },
  ports: Pick<AccountPorts, 'users' | 'credentials' | 'resetLinks' | 'mailer' | 'origin' | 'clock'>,
): Promise<'link' | 'note'> {
  const email = input.email.toLowerCase();
  const userId = await ports.users.idByEmail(email);
  const [user, passwordHash] = userId ? await Promise.all([ports.users.get(userId), ports.credentials.passwordHashOf(userId)]) : [null, null];
  const locale = user?.language ?? input.locale;
  const to = user?.email ?? email;
  if (!user || passwordHash === null) {
    await ports.mailer.send({ to, ...noResetLinkEmail(locale, ports.origin) });
    return 'note';
  }
  const token = randomBytes(32).toString('base64url');
  const now = ports.clock.now();
  await ports.resetLinks.create({
    tokenHash: hashOf(token),
    userId: user.userId,
    email: user.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + resetLinkLifetimeSeconds * 1000),
  });
  await ports.mailer.send({ to, ...resetPasswordEmail(token, user.email, locale, ports.origin) });
  return 'link';
}

/**
 * Sets the password with a reset link's token and the e-mail it was sent to: once, within the
 * hour. Every session of the user ends (whoever knew the old password is out) and
 * `user.password-changed` (via `reset`) is reported, in the same transaction.
 */
export async function resetPassword(
  input: { token: string; email: string; password: string },
  ports: Pick<AccountPorts, 'users' | 'credentials' | 'passwords' | 'resetLinks' | 'tokens' | 'clock' | 'deliver'>,
): Promise<void> {
  const tokenHash = hashOf(input.token);
  const link = await ports.resetLinks.get(tokenHash);
  const now = ports.clock.now();
  // A decoy (written by forgot-password before it queued its work) names no user: never accepted.
  if (!link || link.userId === nobody || link.usedAt || link.expiresAt * 1000 <= now.getTime() || link.email !== input.email.toLowerCase()) {
    throw new DomainError('invalid_reset_link');
  }
  const user = await ports.users.get(link.userId);
  // A link sent to an address the user has since left is void too.
  if (!user || user.email !== link.email) throw new DomainError('invalid_reset_link');
  await refuseCommonPassword(input.password);

  const [previousHash, passwordHash, tokens] = await Promise.all([
    ports.credentials.passwordHashOf(user.userId),
    ports.passwords.hash(input.password),
    ports.tokens.listOfUser(user.userId),
  ]);
  const event = newEvent('user.password-changed', { userId: user.userId, via: 'reset' }, ports.clock);
  await ports.credentials.changePassword({
    userId: user.userId,
    previousHash,
    passwordHash,
    at: now,
    revokeTokenHashes: tokens.filter((token) => isLive(token, now)).map((token) => token.tokenHash),
    resetLinkHash: tokenHash,
    event,
  });
  await ports.deliver([event]);
}
