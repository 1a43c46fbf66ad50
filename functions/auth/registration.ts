import { randomUUID } from 'node:crypto';
import type { Locale } from '#shared/locales.ts';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import { type CodePurpose, consumeCode, findChallenge, hasPendingCode, issueCode, spendCodeAllowances } from './codes.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { codeEmail } from './messages.ts';
import type { AccountPorts } from './ports.ts';
import { type OpenedSession, openSession } from './sessions.ts';
import { getCurrentUser } from '../users/current-user.ts';

export interface AbroadRegistration {
  name: string;
  street: string;
  zip: string;
  city: string;
  countryCode: string;
  phone: string;
  phoneCode: string;
  email: string;
  language: Locale;
  password: string;
}

/**
 * Sign-up for people without a national e-ID: the user (e-mail and phone unverified), the
 * e-mail claim, the password and `user.registered` in one transaction, then a verification
 * code to the address. `email_taken` (409) when the address belongs to a user already. The
 * phone gets its code once the owner is signed in (update-phone / resend-phone-verification):
 * SMS are never sent for someone who has proved nothing yet.
 */
export async function registerAbroadUser(
  input: AbroadRegistration & { sourceIp: string },
  ports: Pick<AccountPorts, 'users' | 'accounts' | 'passwords' | 'codes' | 'mailer' | 'origin' | 'clock' | 'deliver'>,
): Promise<void> {
  const email = input.email.toLowerCase();
  await refuseCommonPassword(input.password);
  await spendCodeAllowances({ recipient: email, sourceIp: input.sourceIp }, ports.codes);
  if (await ports.users.idByEmail(email)) throw new DomainError('email_taken');

  const userId = randomUUID();
  const event = newEvent('user.registered', { userId, method: 'credentials' }, ports.clock);
  await ports.accounts.register({
    user: {
      userId,
      email,
      name: input.name,
      street: input.street,
      zip: input.zip,
      city: input.city,
      countryCode: input.countryCode,
      phone: input.phone.trim(),
      phoneCode: input.phoneCode,
      language: input.language,
    },
    passwordHash: await ports.passwords.hash(input.password),
    at: ports.clock.now(),
    event,
  });
  await ports.deliver([event]);
  await sendEmailCode({ purpose: 'email-verification', email, userId, locale: input.language, sourceIp: input.sourceIp, allowancesSpent: true }, ports);
}

async function sendEmailCode(
  input: {
    purpose: 'email-verification' | 'email-change';
    email: string;
    userId: string;
    data?: Record<string, string>;
    locale: Locale;
    sourceIp: string;
    allowancesSpent?: boolean;
  },
  ports: Pick<AccountPorts, 'codes' | 'mailer' | 'origin'>,
): Promise<void> {
  const issued = await issueCode(
    {
      purpose: input.purpose,
      target: input.email,
      userId: input.userId,
      sourceIp: input.sourceIp,
      ...(input.data ? { data: input.data } : {}),
      ...(input.allowancesSpent ? { allowancesSpent: true } : {}),
    },
    ports.codes,
  );
  await ports.mailer.send({ to: input.email, ...codeEmail(input.purpose, issued.code, input.locale, ports.origin) });
}

/**
 * Verifies an address with its code. A new account's address: marked verified and its owner
 * signed in (the answer carries a token). An address change (update-email): the user moves to
 * the new address, whose claim replaces the old one in one transaction; no token.
 */
export async function verifyEmail(
  input: { email: string; code: string; userAgent: string | undefined; deviceId?: string | undefined },
  ports: Pick<AccountPorts, 'users' | 'accounts' | 'codes' | 'tokens' | 'clock' | 'deliver'>,
): Promise<{ verified: true; session?: OpenedSession }> {
  const email = input.email.toLowerCase();
  const purpose: CodePurpose =
    !(await hasPendingCode({ purpose: 'email-verification', target: email }, ports.codes)) && (await hasPendingCode({ purpose: 'email-change', target: email }, ports.codes))
      ? 'email-change'
      : 'email-verification';
  const consumed = await consumeCode({ purpose, target: email, code: input.code }, ports.codes);
  const user = consumed.userId ? await ports.users.get(consumed.userId) : null;
  const now = ports.clock.now();

  if (purpose === 'email-verification') {
    if (!user || user.email !== email) throw new DomainError('invalid_code');
    const event = newEvent('user.email-verified', { userId: user.userId, email, previousEmail: null }, ports.clock);
    await ports.accounts.markEmailVerified({ userId: user.userId, email, at: now, event });
    await ports.deliver([event]);
    return { verified: true, session: await openSession({ userId: user.userId, userAgent: input.userAgent, deviceId: input.deviceId, method: 'email-verification' }, ports) };
  }

  const previousEmail = consumed.data.previousEmail;
  // The user changed address another way since asking: this code is for a stale change.
  if (!user || !previousEmail || user.email !== previousEmail) throw new DomainError('invalid_code');
  const event = newEvent('user.email-verified', { userId: user.userId, email, previousEmail }, ports.clock);
  await ports.accounts.changeEmail({ userId: user.userId, previousEmail, email, at: now, event });
  await ports.deliver([event]);
  return { verified: true };
}

/**
 * `POST /auth/verify-current-email`: a signed-in user whose address is not verified yet (a
 * national e-ID user who gave another address than the e-ID's) verifies it with the code sent
 * to it, and is released (spec §4 rule 1) without a second session. Only a code for the user's
 * current address counts (one sent before an address change is void); verified already →
 * nothing to do.
 */
export async function verifyCurrentEmail(
  input: { userId: string; code: string },
  ports: Pick<AccountPorts, 'users' | 'accounts' | 'credentials' | 'codes' | 'clock' | 'deliver'>,
): Promise<CurrentUser> {
  const user = await ports.users.get(input.userId);
  if (!user) throw new DomainError('unauthenticated');
  if (user.emailVerifiedAt) return getCurrentUser(user.userId, ports);
  const consumed = await consumeCode({ purpose: 'email-verification', target: user.email, code: input.code }, ports.codes);
  if (consumed.userId !== user.userId) throw new DomainError('invalid_code');
  const event = newEvent('user.email-verified', { userId: user.userId, email: user.email, previousEmail: null }, ports.clock);
  await ports.accounts.markEmailVerified({ userId: user.userId, email: user.email, at: ports.clock.now(), event });
  await ports.deliver([event]);
  return getCurrentUser(user.userId, ports);
}

/**
 * Sends a new code to an address waiting for verification: a new account's, or the target of
 * an address change. The same answer for every e-mail; the rate limits count every e-mail alike.
 */
export async function resendEmailVerification(
  input: { email: string; sourceIp: string; locale: Locale },
  ports: Pick<AccountPorts, 'users' | 'codes' | 'mailer' | 'origin'>,
): Promise<void> {
  const email = input.email.toLowerCase();
  await spendCodeAllowances({ recipient: email, sourceIp: input.sourceIp }, ports.codes);
  const userId = await ports.users.idByEmail(email);
  const user = userId ? await ports.users.get(userId) : null;
  if (user) {
    if (user.emailVerifiedAt) return;
    const locale = user.language ?? input.locale;
    await sendEmailCode({ purpose: 'email-verification', email, userId: user.userId, locale, sourceIp: input.sourceIp, allowancesSpent: true }, ports);
    return;
  }
  const change = await findChallenge({ purpose: 'email-change', target: email }, ports.codes);
  const changer = change?.userId ? await ports.users.get(change.userId) : null;
  if (!change || !changer || changer.email !== change.data.previousEmail) return;
  await sendEmailCode(
    { purpose: 'email-change', email, userId: changer.userId, data: change.data, locale: changer.language ?? input.locale, sourceIp: input.sourceIp, allowancesSpent: true },
    ports,
  );
}

/**
 * Changes the signed-in user's address. A verified address stays until the new one is proved:
 * a code goes to the new address, and the change happens when it is verified (verify-email).
 * An address that was never verified proves nothing and holds the user back (spec §4 rule 1),
 * so it is replaced at once (its claim freed, the new one taken) and the verification code goes
 * to the new address: a mistyped address at sign-up is fixed by typing the right one.
 * `email_taken` when the address belongs to another user. Asking for one's own unverified
 * address re-sends its verification code. Every send counts against the code allowances.
 */
export async function startEmailChange(
  input: { userId: string; email: string; sourceIp: string; locale: Locale },
  ports: Pick<AccountPorts, 'users' | 'accounts' | 'codes' | 'mailer' | 'origin'>,
): Promise<void> {
  const user = await ports.users.get(input.userId);
  if (!user) throw new DomainError('unauthenticated');
  const email = input.email.toLowerCase();
  const locale = user.language ?? input.locale;
  if (email === user.email) {
    if (!user.emailVerifiedAt) await sendEmailCode({ purpose: 'email-verification', email, userId: user.userId, locale, sourceIp: input.sourceIp }, ports);
    return;
  }
  if (await ports.users.idByEmail(email)) throw new DomainError('email_taken');
  if (!user.emailVerifiedAt) {
    // Refused before anything is written when the new address has had too many codes already.
    await spendCodeAllowances({ recipient: email, sourceIp: input.sourceIp }, ports.codes);
    await ports.accounts.replaceUnverifiedEmail({ userId: user.userId, previousEmail: user.email, email });
    await sendEmailCode({ purpose: 'email-verification', email, userId: user.userId, locale, sourceIp: input.sourceIp, allowancesSpent: true }, ports);
    return;
  }
  await sendEmailCode({ purpose: 'email-change', email, userId: user.userId, data: { previousEmail: user.email }, locale, sourceIp: input.sourceIp }, ports);
}
