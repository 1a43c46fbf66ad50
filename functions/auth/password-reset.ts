import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '#shared/locales.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import { spendCodeAllowances } from './codes.ts';
import { noResetLinkEmail, resetPasswordEmail } from './messages.ts';
import { hashPassword } from './password.ts';
import type { AccountPorts } from './ports.ts';
import { isLive } from './sessions.ts';
import { nobody } from './sign-in.ts';

/** A reset link works for an hour, once. */
export const resetLinkLifetimeSeconds = 60 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Forgot password: e-mails `${origin}/login/reset-password/<token>` (256 random bits, stored
 * only as its SHA-256) to a user who has a password. Users without a password (national e-ID
 * only) and addresses without a user get no link: they sign in with the e-ID or have another
 * address.
 *
 * The caller learns nothing: the answer is the same for every e-mail, the rate limits count
 * every e-mail alike, and every request does the same work — the same reads (those of a
 * placeholder user when the address has none), one link written (a decoy bound to no user,
 * which no reset accepts, when nobody can reset) and one e-mail to the address given (the link,
 * or a note that no link was sent). Timing tells nothing either, also in AWS, where sending
 * the e-mail is the slow part.
 */
export async function requestPasswordReset(
  input: { email: string; sourceIp: string; locale: Locale },
  ports: Pick<AccountPorts, 'users' | 'credentials' | 'resetLinks' | 'codes' | 'mailer' | 'origin' | 'clock'>,
): Promise<void> {
  const email = input.email.toLowerCase();
  await spendCodeAllowances({ recipient: email, sourceIp: input.sourceIp }, ports.codes);
  const userId = (await ports.users.idByEmail(email)) ?? nobody;
  const [user, passwordHash] = await Promise.all([ports.users.get(userId), ports.credentials.passwordHashOf(userId)]);
  const resettable = user !== null && passwordHash !== null;

  const token = randomBytes(32).toString('base64url');
  const now = ports.clock.now();
  await ports.resetLinks.create({
    tokenHash: hashOf(token),
    userId: resettable ? user.userId : nobody,
    email: user?.email ?? email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + resetLinkLifetimeSeconds * 1000),
  });
  const locale = user?.language ?? input.locale;
  const mail = resettable ? resetPasswordEmail(token, locale, ports.origin) : noResetLinkEmail(locale, ports.origin);
  await ports.mailer.send({ to: user?.email ?? email, ...mail });
}

/**
 * Sets the password with a reset link's token and the e-mail it was sent to: once, within the
 * hour. Every session of the user ends (whoever knew the old password is out) and
 * `user.password-changed` (via `reset`) is reported, in the same transaction.
 */
export async function resetPassword(
  input: { token: string; email: string; password: string },
  ports: Pick<AccountPorts, 'users' | 'credentials' | 'resetLinks' | 'tokens' | 'clock' | 'deliver'>,
): Promise<void> {
  const tokenHash = hashOf(input.token);
  const link = await ports.resetLinks.get(tokenHash);
  const now = ports.clock.now();
  // A decoy (forgot-password for an address nobody can reset) names no user: never accepted.
  if (!link || link.userId === nobody || link.usedAt || link.expiresAt * 1000 <= now.getTime() || link.email !== input.email.toLowerCase()) {
    throw new DomainError('invalid_reset_link');
  }
  const user = await ports.users.get(link.userId);
  // A link sent to an address the user has since left is void too.
  if (!user || user.email !== link.email) throw new DomainError('invalid_reset_link');

  const [previousHash, passwordHash, tokens] = await Promise.all([
    ports.credentials.passwordHashOf(user.userId),
    hashPassword(input.password),
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
