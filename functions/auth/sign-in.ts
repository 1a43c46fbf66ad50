import { defaultLocale, type Locale } from '#shared/locales.ts';
import { DomainError } from '../errors.ts';
import { consumeCode, issueCode } from './codes.ts';
import { codeEmail, codeSms, passwordGuessingEmail } from './messages.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { e164 } from './phone.ts';
import type { AccountPorts } from './ports.ts';
import {
  codeTryAllowance,
  giveBack,
  isFirstOverLimit,
  isOverLimit,
  rateLimited,
  signInAllowances,
  signInCodeAllowances,
  type Spent,
  spendAllowances,
  spendEach,
} from './rate-limits.ts';
import { type OpenedSession, openSession } from './sessions.ts';

/** An id that no user has: unknown e-mails read the same items as known ones. */
export const nobody = 'no-such-user';

type SignInPorts = Pick<AccountPorts, 'users' | 'credentials' | 'codes' | 'mailer' | 'sms' | 'origin' | 'clock'>;

/**
 * Step 1 of credential sign-in. An unknown e-mail and a wrong password get the same answer at
 * once, `invalid_credentials` (422), after the same reads and a password check of the same cost
 * (against a dummy hash, made before either is checked), so neither the answer nor its timing
 * tells whether the e-mail has an account. Only a right password sends the code, by e-mail and,
 * when the user has a verified phone, by SMS; the answer is then its verification id.
 *
 * Wrong passwords are limited per e-mail and address, per address, and per e-mail alone at a
 * much higher level (rate-limits.ts, `signInAllowances`), so nobody can lock the owner out
 * from elsewhere. Every try is counted before the password is checked and a right one gives
 * its count back; the codes a right password sends have their own limit per e-mail, which
 * only someone with the password can use up.
 */
export async function requestLogin(input: { email: string; password: string; sourceIp: string; locale: Locale }, ports: SignInPorts): Promise<{ verificationId: string }> {
  const email = input.email.toLowerCase();
  const tries = await spendSignInTry({ email, sourceIp: input.sourceIp }, ports);
  // Awaited whatever the e-mail: the first request of a process makes it, known address or not.
  const dummyHash = await dummyPasswordHash();
  const userId = (await ports.users.idByEmail(email)) ?? nobody;
  const [user, storedHash] = await Promise.all([ports.users.get(userId), ports.credentials.passwordHashOf(userId)]);
  const passwordRight = await verifyPassword(input.password, storedHash ?? dummyHash);

  if (!user || !storedHash || !passwordRight) throw new DomainError('invalid_credentials');
  // Only someone who knows the password gets here: the owner's own sign-ins use up no try.
  await giveBack(tries, ports.codes);
  // Deactivated by an administrator: told so (only the password's holder learns it), no code sent.
  if (user.deactivatedAt) throw new DomainError('account_deactivated');
  await spendAllowances(signInCodeAllowances({ email, sourceIp: input.sourceIp }), ports.codes);
  if (needsRehash(storedHash)) await ports.credentials.rehash(user.userId, storedHash, await hashPassword(input.password), ports.clock.now());

  const issued = await issueCode({ purpose: 'login', target: email, userId: user.userId, sourceIp: input.sourceIp, allowancesSpent: true }, ports.codes);
  const locale = user.language ?? input.locale;
  await ports.mailer.send({ to: user.email, ...codeEmail('login', issued.code, locale, ports.origin) });
  if (user.phoneVerifiedAt && user.phone && user.phoneCode) {
    await ports.sms.send({ to: e164(user.phoneCode, user.phone), text: codeSms('login', issued.code, locale) });
  }
  return { verificationId: issued.verificationId };
}

/**
 * Counts one password try, or refuses it with `rate_limited`. The address limits come first
 * and a try they refuse is not counted for the e-mail, so no single address can use up the
 * e-mail's own allowance. The one try that uses that up tells the owner.
 */
async function spendSignInTry(input: { email: string; sourceIp: string }, ports: SignInPorts): Promise<Spent[]> {
  const { fromAddress, forEmail } = signInAllowances(input);
  const spentFromAddress = await spendAllowances(fromAddress, ports.codes);
  const [spentForEmail] = await spendEach([forEmail], ports.codes);
  if (isOverLimit(spentForEmail!)) {
    if (isFirstOverLimit(spentForEmail!)) await tellOwnerOfGuessing(input.email, new Date(spentForEmail!.expiresAt * 1000), ports);
    throw rateLimited([spentForEmail!], ports.codes.clock.now());
  }
  return [...spentFromAddress, spentForEmail!];
}

/** The owner (a user with a password at this address) hears that password sign-in is paused, in their language. */
async function tellOwnerOfGuessing(email: string, pausedUntil: Date, ports: SignInPorts): Promise<void> {
  const userId = await ports.users.idByEmail(email);
  if (!userId) return;
  const [user, passwordHash] = await Promise.all([ports.users.get(userId), ports.credentials.passwordHashOf(userId)]);
  if (!user || !passwordHash) return;
  // The request's language is the guesser's; the owner reads their own, or the portal's default.
  await ports.mailer.send({ to: user.email, ...passwordGuessingEmail(pausedUntil, user.language ?? defaultLocale, ports.origin) });
}

/**
 * The second factor of a password sign-in: the right code for the verification id names its
 * user. Wrong codes are limited per address (rate-limits.ts, `codeTryAllowance`): counted before
 * the check, given back when the code is right. Sign-in (`login`) and the step-up before a risky
 * change (step-up.ts) both pass through here.
 */
export async function passSecondFactor(input: { code: string; verificationId: string; sourceIp: string }, ports: Pick<AccountPorts, 'codes'>): Promise<{ userId: string }> {
  const tries = await spendAllowances([codeTryAllowance(input.sourceIp)], ports.codes);
  const { userId } = await consumeCode({ purpose: 'login', verificationId: input.verificationId, code: input.code }, ports.codes);
  await giveBack(tries, ports.codes);
  // Decoys never pass, so a passed sign-in code always names its user.
  return { userId: userId! };
}

/** Step 2: the second factor passed opens a session. */
export async function login(
  input: { code: string; verificationId: string; userAgent: string | undefined; deviceId?: string | undefined; sourceIp: string },
  ports: Pick<AccountPorts, 'codes' | 'tokens' | 'clock' | 'deliver'>,
): Promise<OpenedSession> {
  const { userId } = await passSecondFactor(input, ports);
  return openSession({ userId, userAgent: input.userAgent, deviceId: input.deviceId, method: 'password-and-code' }, ports);
}
