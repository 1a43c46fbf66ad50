import type { Locale } from '../../shared/locales.ts';
import { consumeCode, issueCode, spendCodeAllowances } from './codes.ts';
import { codeEmail, codeSms } from './messages.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { e164 } from './phone.ts';
import type { AccountPorts } from './ports.ts';
import { type OpenedSession, openSession } from './sessions.ts';

/** An id that no user has: unknown e-mails read the same items as known ones. */
const nobody = 'no-such-user';

/**
 * Step 1 of credential sign-in. The answer is a verification id whatever happened: for an
 * unknown e-mail and a wrong password a decoy challenge no code can pass is made, after the
 * same reads and a password check of the same cost (against a dummy hash), so neither answer
 * nor timing tells whether the e-mail has an account. Only a right password sends the code,
 * by e-mail and, when the user has a verified phone, by SMS. Rate-limited per e-mail and per
 * client IP, for every e-mail alike.
 */
export async function requestLogin(
  input: { email: string; password: string; sourceIp: string; locale: Locale },
  ports: Pick<AccountPorts, 'users' | 'credentials' | 'codes' | 'mailer' | 'sms' | 'origin' | 'clock'>,
): Promise<{ verificationId: string }> {
  const email = input.email.toLowerCase();
  await spendCodeAllowances({ recipient: email, sourceIp: input.sourceIp }, ports.codes);
  const userId = (await ports.users.idByEmail(email)) ?? nobody;
  const [user, storedHash] = await Promise.all([ports.users.get(userId), ports.credentials.passwordHashOf(userId)]);
  const passwordRight = await verifyPassword(input.password, storedHash ?? (await dummyPasswordHash()));

  if (!user || !storedHash || !passwordRight) {
    const decoy = await issueCode({ purpose: 'login', target: email, sourceIp: input.sourceIp, decoy: true, allowancesSpent: true }, ports.codes);
    return { verificationId: decoy.verificationId };
  }
  if (needsRehash(storedHash)) await ports.credentials.rehash(user.userId, storedHash, await hashPassword(input.password), ports.clock.now());

  const issued = await issueCode({ purpose: 'login', target: email, userId: user.userId, sourceIp: input.sourceIp, allowancesSpent: true }, ports.codes);
  const locale = user.language ?? input.locale;
  await ports.mailer.send({ to: user.email, ...codeEmail('login', issued.code, locale, ports.origin) });
  if (user.phoneVerifiedAt && user.phone && user.phoneCode) {
    await ports.sms.send({ to: e164(user.phoneCode, user.phone), text: codeSms('login', issued.code, locale) });
  }
  return { verificationId: issued.verificationId };
}

/** Step 2: the right code for the verification id opens a session. */
export async function login(
  input: { code: string; verificationId: string; userAgent: string | undefined },
  ports: Pick<AccountPorts, 'codes' | 'tokens' | 'clock' | 'deliver'>,
): Promise<OpenedSession> {
  const { userId } = await consumeCode({ purpose: 'login', verificationId: input.verificationId, code: input.code }, ports.codes);
  // Decoys never pass, so a passed sign-in code always names its user.
  return openSession({ userId: userId!, userAgent: input.userAgent, method: 'password-and-code' }, ports);
}
