import { createHash } from 'node:crypto';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';
import type { UserRecord } from '../users/model.ts';
import type { PasskeyRecord, PasskeyRepository, WebauthnChallenge, WebauthnChallengeRepository, WebauthnPurpose } from './passkey-model.ts';
import type { AccountPorts } from './ports.ts';
import { newEvent } from './events.ts';
import { markSessionAuthenticated, type OpenedSession, openSession, type SessionFreshnessPorts } from './sessions.ts';

/**
 * `@simplewebauthn/server` with its ASN.1, X.509 and decorator libraries (≈ 300 KB, evaluated at
 * import) is loaded at the first passkey ceremony, not at the auth function's cold start: a chunk
 * of its own in the bundle (docs/decisions/function-bundles-split.md).
 */
let webauthnLibrary: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => (webauthnLibrary ??= import('@simplewebauthn/server'));

/** A ceremony's challenge is good for 5 minutes, once (issue 29). */
export const passkeyChallengeLifetimeSeconds = 5 * 60;

/**
 * The relying party: the portal's host and origin (PUBLIC_URL), the same the web is served on.
 * An IP address can never be a relying party's id (browsers refuse it), so the loopback address
 * the local runtime listens on (`http://127.0.0.1:<port>`) stands for its name, `localhost`, on
 * the same port: there the browser reaches the portal as `http://localhost:<port>`.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

const loopbackAddresses = new Set(['127.0.0.1', '[::1]']);

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  if (loopbackAddresses.has(url.hostname)) url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin, name: 'Økisnavn' };
}

export interface PasskeyPorts {
  passkeys: PasskeyRepository;
  challenges: WebauthnChallengeRepository;
  clock: Clock;
  relyingParty: RelyingParty;
}

/** A passkey as the API answers it: never its key. */
export interface PasskeyView {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  /** The authenticator may sync it to the person's other devices (a backup-eligible credential), and it is synced. */
  backed_up: boolean;
}

const viewOf = (passkey: PasskeyRecord): PasskeyView => ({
  id: passkey.passkeyId,
  name: passkey.name,
  created_at: passkey.createdAt,
  last_used_at: passkey.lastUsedAt ?? null,
  backed_up: passkey.backedUp,
});

/** The passkey's id in keys and paths: a credential id may be longer than a sort key may be. */
export const passkeyIdOf = (credentialId: string): string => createHash('sha256').update(credentialId).digest('base64url');

// ── rules ───────────────────────────────────────────────────────────────────────────────────

/** The challenge to store for a ceremony begun now. */
export function newChallenge(input: { challenge: string; purpose: WebauthnPurpose; userId?: string; now: Date }): WebauthnChallenge {
  return {
    challenge: input.challenge,
    purpose: input.purpose,
    ...(input.userId ? { userId: input.userId } : {}),
    createdAt: input.now.toISOString(),
    expiresAt: Math.floor(input.now.getTime() / 1000) + passkeyChallengeLifetimeSeconds,
  };
}

/**
 * The challenge a ceremony's answer was made for, taken out of the store (so a second use finds
 * nothing): refused when unknown or used (`passkey_challenge_used`), made for another ceremony or
 * person (the same: it is not this ceremony's), or older than 5 minutes (`passkey_challenge_expired`).
 */
export function acceptTakenChallenge(taken: WebauthnChallenge | null, expected: { purpose: WebauthnPurpose; userId?: string }, now: Date): WebauthnChallenge {
  if (!taken || taken.purpose !== expected.purpose || taken.userId !== expected.userId) throw new DomainError('passkey_challenge_used');
  if (now.getTime() - Date.parse(taken.createdAt) > passkeyChallengeLifetimeSeconds * 1000) throw new DomainError('passkey_challenge_expired');
  return taken;
}

/** The challenge inside an answer's clientDataJSON (base64url JSON); an answer without one does not verify. */
export function challengeOfAnswer(clientDataJSON: string): string {
  try {
    const { challenge } = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    if (typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200) return challenge;
  } catch {
    // falls through: not JSON
  }
  throw new DomainError('passkey_not_verified');
}

/** The user id an assertion's `userHandle` carries (the registration's `user.id`, UTF-8 bytes of the user id). */
export function userIdOfHandle(userHandle: string | undefined): string | null {
  if (!userHandle) return null;
  const userId = Buffer.from(userHandle, 'base64url').toString('utf8');
  return /^[\w-]{1,100}$/.test(userId) ? userId : null;
}

/** The library's refusals (another origin, no user verification, a bad signature, a counter gone back) as our one code. */
async function verified<T>(verify: () => Promise<T & { verified: boolean }>): Promise<T> {
  let result: T & { verified: boolean };
  try {
    result = await verify();
  } catch (error) {
    throw new DomainError('passkey_not_verified', undefined, { cause: error });
  }
  if (!result.verified) throw new DomainError('passkey_not_verified');
  return result;
}

async function takeChallenge(answer: { response: { clientDataJSON: string } }, expected: { purpose: WebauthnPurpose; userId?: string }, ports: PasskeyPorts) {
  const taken = await ports.challenges.take(challengeOfAnswer(answer.response.clientDataJSON));
  return acceptTakenChallenge(taken, expected, ports.clock.now());
}

const ceremonyTimeoutMs = passkeyChallengeLifetimeSeconds * 1000;

/**
 * The signature algorithms a new passkey may use: EdDSA, ES256, RS256, what every platform
 * authenticator offers. Not the library's post-quantum ML-DSA, which it adds where the runtime
 * has it: Node's is experimental, and a key it verified today might not verify on tomorrow's runtime.
 */
const supportedAlgorithmIDs = [-8, -7, -257];

// ── adding, listing, renaming, removing ─────────────────────────────────────────────────────

export async function listPasskeys(input: { userId: string }, ports: Pick<PasskeyPorts, 'passkeys'>): Promise<PasskeyView[]> {
  const passkeys = await ports.passkeys.listOfUser(input.userId);
  return passkeys.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(viewOf);
}

/** Options to create a passkey for the signed-in person (discoverable, user verification required). */
export async function startPasskeyRegistration(
  input: { user: Pick<UserRecord, 'userId' | 'email' | 'name'> },
  ports: PasskeyPorts,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await ports.passkeys.listOfUser(input.user.userId);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: ports.relyingParty.name,
    rpID: ports.relyingParty.id,
    userName: input.user.email,
    userDisplayName: input.user.name,
    userID: new TextEncoder().encode(input.user.userId),
    timeout: ceremonyTimeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, ...(passkey.transports ? { transports: passkey.transports } : {}) })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    supportedAlgorithmIDs,
  });
  await ports.challenges.save(newChallenge({ challenge: options.challenge, purpose: 'registration', userId: input.user.userId, now: ports.clock.now() }));
  return options;
}

/** Verifies the new credential against its challenge and keeps it under the name the person gave. */
export async function finishPasskeyRegistration(
  input: { userId: string; name: string; answer: RegistrationResponseJSON },
  ports: PasskeyPorts & Pick<AccountPorts, 'deliver'>,
): Promise<PasskeyView> {
  const challenge = await takeChallenge(input.answer, { purpose: 'registration', userId: input.userId }, ports);
  const { verifyRegistrationResponse } = await webauthn();
  const { registrationInfo } = await verified(() =>
    verifyRegistrationResponse({
      response: input.answer,
      expectedChallenge: challenge.challenge,
      expectedOrigin: ports.relyingParty.origin,
      expectedRPID: ports.relyingParty.id,
      requireUserVerification: true,
      supportedAlgorithmIDs,
    }),
  );
  if (!registrationInfo) throw new DomainError('passkey_not_verified');
  const { credential } = registrationInfo;
  const passkey: PasskeyRecord = {
    userId: input.userId,
    passkeyId: passkeyIdOf(credential.id),
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    ...(credential.transports?.length ? { transports: [...credential.transports] } : {}),
    backupEligible: registrationInfo.credentialDeviceType === 'multiDevice',
    backedUp: registrationInfo.credentialBackedUp,
    name: input.name,
    createdAt: ports.clock.now().toISOString(),
  };
  await ports.passkeys.add(passkey);
  // The account's owner hears of every new way into it (issue 29).
  await ports.deliver([newEvent('user.passkeys-changed', { userId: input.userId, change: 'added', passkeyId: passkey.passkeyId, name: passkey.name }, ports.clock)]);
  return viewOf(passkey);
}

export async function renamePasskey(input: { userId: string; passkeyId: string; name: string }, ports: Pick<PasskeyPorts, 'passkeys'>): Promise<PasskeyView> {
  if (!(await ports.passkeys.rename(input.userId, input.passkeyId, input.name))) throw new DomainError('not_found');
  const renamed = await ports.passkeys.get(input.userId, input.passkeyId);
  if (!renamed) throw new DomainError('not_found');
  return viewOf(renamed);
}

/** Another person's passkey, or one already removed, is "not found". */
export async function removePasskey(input: { userId: string; passkeyId: string }, ports: Pick<PasskeyPorts, 'passkeys' | 'clock'> & Pick<AccountPorts, 'deliver'>): Promise<void> {
  const passkey = await ports.passkeys.get(input.userId, input.passkeyId);
  if (!passkey || !(await ports.passkeys.remove(input.userId, input.passkeyId))) throw new DomainError('not_found');
  await ports.deliver([newEvent('user.passkeys-changed', { userId: input.userId, change: 'removed', passkeyId: passkey.passkeyId, name: passkey.name }, ports.clock)]);
}

// ── assertions: sign-in and step-up ────────────────────────────────────────────────────────

/**
 * Verifies an assertion of `passkey` (the counter must go up when the authenticator keeps one:
 * the library refuses a counter that did not) and keeps its new counter and backup state.
 */
async function verifyAssertion(answer: AuthenticationResponseJSON, challenge: WebauthnChallenge, passkey: PasskeyRecord, ports: PasskeyPorts): Promise<void> {
  const { verifyAuthenticationResponse } = await webauthn();
  const { authenticationInfo } = await verified(() =>
    verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge.challenge,
      expectedOrigin: ports.relyingParty.origin,
      expectedRPID: ports.relyingParty.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        ...(passkey.transports ? { transports: passkey.transports } : {}),
      },
      requireUserVerification: true,
    }),
  );
  await ports.passkeys.recordUse({
    userId: passkey.userId,
    passkeyId: passkey.passkeyId,
    counter: authenticationInfo.newCounter,
    backedUp: authenticationInfo.credentialBackedUp,
    at: ports.clock.now().toISOString(),
  });
}

/** Options for signing in with a passkey alone: no allowed credentials, the browser offers the person's discoverable ones. */
export async function startPasskeySignIn(ports: PasskeyPorts): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: ports.relyingParty.id, userVerification: 'required', timeout: ceremonyTimeoutMs });
  await ports.challenges.save(newChallenge({ challenge: options.challenge, purpose: 'sign-in', now: ports.clock.now() }));
  return options;
}

/**
 * Signs in with a passkey alone: the assertion names its user (`userHandle`) and credential; a
 * credential that user does not have is `passkey_unknown`. The session opens as every sign-in's
 * does (`openSession`), reported as `user.signed-in` with method `passkey`.
 */
export async function finishPasskeySignIn(
  input: { answer: AuthenticationResponseJSON; userAgent: string | undefined; deviceId?: string | undefined },
  ports: PasskeyPorts & Pick<AccountPorts, 'users' | 'tokens' | 'deliver'>,
): Promise<OpenedSession> {
  const challenge = await takeChallenge(input.answer, { purpose: 'sign-in' }, ports);
  const userId = userIdOfHandle(input.answer.response.userHandle);
  const passkey = userId ? await ports.passkeys.get(userId, passkeyIdOf(input.answer.id)) : null;
  if (!userId || !passkey) throw new DomainError('passkey_unknown');
  await verifyAssertion(input.answer, challenge, passkey, ports);
  const user = await ports.users.get(userId);
  if (!user) throw new DomainError('passkey_unknown');
  if (user.deactivatedAt) throw new DomainError('account_deactivated');
  return openSession({ userId, userAgent: input.userAgent, deviceId: input.deviceId, method: 'passkey' }, ports);
}

/** Options for proving again who one is with one of one's own passkeys. */
export async function startPasskeyStepUp(input: { userId: string }, ports: PasskeyPorts): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await ports.passkeys.listOfUser(input.userId);
  if (passkeys.length === 0) throw new DomainError('passkey_unknown');
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: ports.relyingParty.id,
    userVerification: 'required',
    timeout: ceremonyTimeoutMs,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credentialId, ...(passkey.transports ? { transports: passkey.transports as never[] } : {}) })),
  });
  await ports.challenges.save(newChallenge({ challenge: options.challenge, purpose: 'step-up', userId: input.userId, now: ports.clock.now() }));
  return options;
}

/** Step-up: an assertion of one of the signed-in person's own passkeys makes the current session fresh. */
export async function finishPasskeyStepUp(
  input: { userId: string; tokenId: string; answer: AuthenticationResponseJSON },
  ports: PasskeyPorts & SessionFreshnessPorts,
): Promise<{ authenticatedAt: string }> {
  const challenge = await takeChallenge(input.answer, { purpose: 'step-up', userId: input.userId }, ports);
  const handle = input.answer.response.userHandle;
  const passkey = await ports.passkeys.get(input.userId, passkeyIdOf(input.answer.id));
  if (!passkey || (handle && userIdOfHandle(handle) !== input.userId)) throw new DomainError('passkey_unknown');
  await verifyAssertion(input.answer, challenge, passkey, ports);
  return { authenticatedAt: await markSessionAuthenticated({ userId: input.userId, tokenId: input.tokenId }, ports) };
}
