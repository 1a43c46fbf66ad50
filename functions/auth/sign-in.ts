import { defaultLocale, type Locale } from '#shared/locales.ts';
import { DomainError } from '../errors.ts';
import { passesAuthenticator } from './authenticator.ts';
import { codeMatches, consumeChallengeWith, issueCode, type CodePurpose } from './codes.ts';
import { codeEmail, codeSms, passwordGuessingEmail } from './messages.ts';
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
import { type OpenedSession, openSession, type SignInMethod } from './sessions.ts';
import type { UserRecord } from '../users/model.ts';

/** An id that no user has: unknown e-mails read the same items as known ones. */
export const nobody = 'no-such-user';

type SignInPorts = Pick<AccountPorts, 'users' | 'credentials' | 'passwords' | 'codes' | 'mailer' | 'sms' | 'origin' | 'clock' | 'authenticators'>;

/** What the second step asks for: the e-mailed (and texted) code, or the user's authenticator app's code. */
export type SecondFactor = 'email-code' | 'authenticator';

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
export async function requestLogin(
  input: { email: string; password: string; sourceIp: string; locale: Locale },
  ports: SignInPorts,
): Promise<{ verificationId: string; secondFactor: SecondFactor }> {
  const email = input.email.toLowerCase();
  const tries = await spendSignInTry({ email, sourceIp: input.sourceIp }, ports);
  // Awaited whatever the e-mail: the first request of a process makes it, known address or not.
  const dummyHash = await ports.passwords.dummyHash();
  const userId = (await ports.users.idByEmail(email)) ?? nobody;
  const [user, storedHash] = await Promise.all([ports.users.get(userId), ports.credentials.passwordHashOf(userId)]);
  const passwordRight = await ports.passwords.verify(input.password, storedHash ?? dummyHash);

  if (!user || !storedHash || !passwordRight) throw new DomainError('invalid_credentials');
  // Only someone who knows the password gets here: the owner's own sign-ins use up no try.
  await giveBack(tries, ports.codes);
  // Deactivated by an administrator: told so (only the password's holder learns it), no code sent.
  if (user.deactivatedAt) throw new DomainError('account_deactivated');
  await spendAllowances(signInCodeAllowances({ email, sourceIp: input.sourceIp }), ports.codes);
  if (ports.passwords.needsRehash(storedHash)) await ports.credentials.rehash(user.userId, storedHash, await ports.passwords.hash(input.password), ports.clock.now());

  return startSecondFactor({ user, purpose: 'login', sourceIp: input.sourceIp, locale: input.locale }, ports);
}

/**
 * The second factor after a right password, for sign-in and for any other flow that asks for
 * password and second factor (a fresh sign-in before a risky change): a user whose authenticator
 * app is on is asked for its code and sent nothing; anyone else gets a code by e-mail (and by SMS
 * to a verified phone). Either way the answer is a verification id for `checkSecondFactor`, bound
 * to the purpose, living and dying as an e-mailed code does (10 minutes, 5 wrong tries). The
 * caller has spent the send allowances (`signInCodeAllowances`).
 */
export async function startSecondFactor(
  input: { user: UserRecord; purpose: CodePurpose; sourceIp: string; locale: Locale },
  ports: Pick<AccountPorts, 'codes' | 'mailer' | 'sms' | 'origin' | 'authenticators'>,
): Promise<{ verificationId: string; secondFactor: SecondFactor }> {
  const { user } = input;
  if ((await ports.authenticators.get(user.userId))?.status === 'on') {
    // A challenge no e-mailed code passes (`decoy`): only the app's code or a recovery code, checked below.
    const issued = await issueCode(
      { purpose: input.purpose, target: user.email, userId: user.userId, data: { factor: 'authenticator' }, sourceIp: input.sourceIp, decoy: true, allowancesSpent: true },
      ports.codes,
    );
    return { verificationId: issued.verificationId, secondFactor: 'authenticator' };
  }
  const issued = await issueCode({ purpose: input.purpose, target: user.email, userId: user.userId, sourceIp: input.sourceIp, allowancesSpent: true }, ports.codes);
  const locale = user.language ?? input.locale;
  await ports.mailer.send({ to: user.email, ...codeEmail(codeMailPurpose(input.purpose), issued.code, locale, ports.origin) });
  if (user.phoneVerifiedAt && user.phone && user.phoneCode) {
    await ports.sms.send({ to: e164(user.phoneCode, user.phone), text: codeSms('login', issued.code, locale) });
  }
  return { verificationId: issued.verificationId, secondFactor: 'email-code' };
}

/** Only the sign-in's purpose has mail of its own; others read as a sign-in code. */
const codeMailPurpose = (purpose: CodePurpose) => (purpose === 'phone-verification' ? 'login' : purpose);

/**
 * The one check of a second factor (sign-in, and any flow that asks for password and second
 * factor): the verification id from `startSecondFactor` with either the code (the e-mailed one,
 * or the app's when it is on) or a recovery code (only when the app is on). Wrong codes are
 * limited per address (`codeTryAllowance`: counted before, given back when right) and per
 * challenge (5 wrong tries). The app's code passes for the current step or the one before, once;
 * a recovery code passes once. Answers the user and how they proved it.
 */
export async function checkSecondFactor(
  input: { purpose: CodePurpose; verificationId: string; sourceIp: string } & ({ code: string; recoveryCode?: never } | { recoveryCode: string; code?: never }),
  ports: Pick<AccountPorts, 'codes' | 'authenticators' | 'clock'>,
): Promise<{ userId: string; method: SignInMethod }> {
  const tries = await spendAllowances([codeTryAllowance(input.sourceIp)], ports.codes);
  const challenge = await ports.codes.challenges.get(input.verificationId);
  let method: SignInMethod;
  let userId: string | undefined;
  if (challenge?.data.factor === 'authenticator') {
    method = input.recoveryCode !== undefined ? 'password-and-recovery-code' : 'password-and-authenticator';
    const proof = input.recoveryCode !== undefined ? { recoveryCode: input.recoveryCode } : { code: input.code };
    ({ userId } = await consumeChallengeWith(
      { purpose: input.purpose, challenge, verify: async (found) => found.userId !== undefined && passesAuthenticator({ userId: found.userId, ...proof }, ports) },
      ports.codes,
    ));
  } else {
    method = 'password-and-code';
    // A recovery code is for a user whose app is on: here it is only a wrong try.
    const { code } = input;
    ({ userId } = await consumeChallengeWith({ purpose: input.purpose, challenge, verify: async (found) => code !== undefined && codeMatches(found, code) }, ports.codes));
  }
  await giveBack(tries, ports.codes);
  // Decoys never pass, and an authenticator's challenge names its user: a passed one always names it.
  return { userId: userId!, method };
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
 * Step 2: the right code for the verification id (the e-mailed one, or the authenticator app's),
 * or a recovery code, opens a session (`checkSecondFactor`).
 */
export async function login(
  input: ({ code: string; recoveryCode?: never } | { recoveryCode: string; code?: never }) & {
    verificationId: string;
    userAgent: string | undefined;
    deviceId?: string | undefined;
    sourceIp: string;
  },
  ports: Pick<AccountPorts, 'codes' | 'tokens' | 'clock' | 'deliver' | 'authenticators'>,
): Promise<OpenedSession> {
  const proof = input.recoveryCode !== undefined ? { recoveryCode: input.recoveryCode } : { code: input.code };
  const { userId, method } = await checkSecondFactor({ purpose: 'login', verificationId: input.verificationId, sourceIp: input.sourceIp, ...proof }, ports);
  return openSession({ userId, userAgent: input.userAgent, deviceId: input.deviceId, method }, ports);
}
