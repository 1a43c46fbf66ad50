import type { Locale } from '#shared/locales.ts';
import { DomainError } from '../errors.ts';
import type { AccountPorts } from './ports.ts';
import { markSessionAuthenticated } from './sessions.ts';
import { checkSecondFactor, requestLogin } from './sign-in.ts';

/**
 * The step-up before a risky change (issue 29; docs/decisions/step-up-before-risky-changes.md):
 * the holder of a session that is not fresh proves again who they are, by the methods the
 * account has, and the session is fresh for 5 minutes.
 *
 * - `password`: the password and its second factor, through the sign-in's own code path
 *   (`requestLogin` checks the password under its limits and sends the code, or asks for the
 *   authenticator app's when it is on; `checkSecondFactor` checks it), then `markSessionAuthenticated`. Only for a portal session: its token is marked.
 * - `eid`: a fresh national e-ID sign-in (the web asks the provider with `prompt=login`); the
 *   new token's `auth_time` is the freshness, nothing is marked here.
 * - `passkey`: one of the account's own passkeys (passkeys.ts, `finishPasskeyStepUp`), for an
 *   account that has one; it marks the session as the password's step-up does.
 */
export type StepUpMethod = 'passkey' | 'password' | 'eid';

export interface StepUpCaller {
  userId: string;
  tokenId: string;
  /** The caller came with a national e-ID token (an e-ID session), not a portal session. */
  eidSession: boolean;
}

/** The ways the caller can step up, in the order the web offers them. */
export async function stepUpMethods(
  caller: StepUpCaller,
  ports: Pick<AccountPorts, 'credentials'> & { eidSubjectOf(userId: string): Promise<string | null>; passkeyCountOf(userId: string): Promise<number> },
): Promise<StepUpMethod[]> {
  const [passwordHash, subject, passkeys] = await Promise.all([
    caller.eidSession ? null : ports.credentials.passwordHashOf(caller.userId),
    ports.eidSubjectOf(caller.userId),
    caller.eidSession ? 0 : ports.passkeyCountOf(caller.userId),
  ]);
  const methods: StepUpMethod[] = [];
  // A passkey first where the account has one: one touch, nothing to type.
  if (passkeys > 0) methods.push('passkey');
  // A password proves who holds a portal session; an e-ID session is renewed at the provider.
  if (passwordHash) methods.push('password');
  if (subject || caller.eidSession) methods.push('eid');
  return methods;
}

/** Step 1 by password: the caller's own password, checked and limited as at sign-in; the code goes out as at sign-in. */
export async function requestStepUpCode(
  input: StepUpCaller & { password: string; sourceIp: string; locale: Locale },
  ports: Pick<AccountPorts, 'users' | 'credentials' | 'passwords' | 'codes' | 'mailer' | 'sms' | 'origin' | 'clock' | 'authenticators'>,
): Promise<Awaited<ReturnType<typeof requestLogin>>> {
  // An e-ID session is not ours to mark: it steps up at the provider.
  if (input.eidSession) throw new DomainError('forbidden');
  const user = await ports.users.get(input.userId);
  if (!user) throw new DomainError('unauthenticated');
  return requestLogin({ email: user.email, password: input.password, sourceIp: input.sourceIp, locale: input.locale }, ports);
}

/** Step 2 by password: the second factor of the caller's own sign-in code makes the current session fresh. */
export async function confirmStepUp(
  input: StepUpCaller & { code: string; verificationId: string; sourceIp: string },
  ports: Pick<AccountPorts, 'codes' | 'tokens' | 'clock' | 'authenticators'>,
): Promise<void> {
  if (input.eidSession) throw new DomainError('forbidden');
  const { userId } = await checkSecondFactor({ purpose: 'login', verificationId: input.verificationId, sourceIp: input.sourceIp, code: input.code }, ports);
  // Another account's code (someone else's sign-in) proves nothing about this session.
  if (userId !== input.userId) throw new DomainError('invalid_code');
  await markSessionAuthenticated({ userId: input.userId, tokenId: input.tokenId }, ports);
}
