import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '#events/envelope.ts';
import type { Locale } from '#shared/locales.ts';
import type { createUserRequest } from '#shared/schemas/auth.ts';
import type { CurrentUser } from '#shared/schemas/users.ts';
import type * as z from 'zod';
import type { NewUser, UserRecord } from '../users/model.ts';
import { type CodePorts, consumeCode, issueCode, spendCodeAllowances } from '../auth/codes.ts';
import { codeEmail } from '../auth/messages.ts';
import { DomainError } from '../errors.ts';
import { endKeptUntilOf } from './eid-sessions.ts';
import { newEvent } from './events.ts';
import type { EidClaims, Identity } from '../auth/identity.ts';
import type { Mailer } from '../ports/mailer.ts';
import { getCurrentUser } from '../users/current-user.ts';
import { deviceKeyOf, sessionDevice } from '../auth/sessions.ts';

/**
 * A national e-ID's first sign-in (spec §4 "Single sign-on"): the provider's token is valid but
 * its subject is linked to no user yet. The person either links it to the user they already
 * have (a code goes to that user's e-mail) or creates a user.
 */
export interface EidSignInPorts {
  users: {
    get(userId: string): Promise<UserRecord | null>;
    idByEmail(email: string): Promise<string | null>;
  };
  eidLinks: {
    subjectOf(userId: string): Promise<string | null>;
    link(input: { subject: string; userId: string; now: Date; event: EventEnvelope }): Promise<void>;
    createLinkedUser(input: { user: NewUser; subject: string; now: Date; event: EventEnvelope }): Promise<void>;
  };
  /** The e-ID sessions whose sign-in was reported (E9), each with its event in one transaction. */
  eidSessions: {
    /** False (nothing written) when the session's sign-in was reported before. */
    /** `keptUntil`: until when the record is kept (TTL, epoch seconds). */
    recordSignInOnce(input: { sessionId: string; userId: string; at: Date; keptUntil: number; event: EventEnvelope }): Promise<boolean>;
  };
  /** Whether a user keeps a password (how the answer says the user signs in). */
  credentials: { passwordHashOf(userId: string): Promise<string | null> };
  codes: CodePorts;
  mailer: Mailer;
  /** The portal's origin (PUBLIC_URL): the only address e-mails name. */
  origin: string;
  /** Publishes events already committed to the outbox (see deliverEvents). */
  deliver(envelopes: readonly EventEnvelope[]): Promise<void>;
}

export type CreateUserInput = z.infer<typeof createUserRequest>;

/** The e-ID of a caller on an `e-id` route, which the route's auth rule already required. */
function eidOf(identity: Identity): EidClaims {
  if (!identity.eid) throw new DomainError('unauthenticated');
  return identity.eid;
}

/** A first-sign-in step for an e-ID that is linked already is a mistake of the caller's. */
function unlinkedEidOf(identity: Identity): EidClaims {
  const eid = eidOf(identity);
  if (identity.kind === 'user') throw new DomainError('eid_already_linked');
  return eid;
}

/** `GET /auth/check-samleikin-user-is-verified`: answered from what the authorizer resolved. */
export function eidUserExists(identity: Identity): { user_exists: boolean } {
  eidOf(identity);
  return { user_exists: identity.kind === 'user' };
}

/** Where an e-ID sign-in comes from: the request's User-Agent and the web's `X-Device-Id`. */
export interface SignInDevice {
  userAgent: string | undefined;
  deviceId: string | undefined;
}

/**
 * Reports a user's e-ID sign-in as `user.signed-in` (method `e-id`, with its device, like a
 * password sign-in: the activity log and the new-device check read it), once per e-ID session:
 * the provider's refreshed tokens and a repeated check belong to the same sign-in. A token that
 * names no session cannot be told apart from the next, so it reports nothing.
 */
export async function reportEidSignIn(
  input: { userId: string; sessionId: string | undefined } & SignInDevice,
  ports: Pick<EidSignInPorts, 'eidSessions' | 'codes' | 'deliver'>,
): Promise<boolean> {
  if (!input.sessionId) return false;
  const device = sessionDevice(input.userAgent);
  const event = newEvent(
    'user.signed-in',
    { userId: input.userId, tokenId: input.sessionId, method: 'e-id', device: { key: deviceKeyOf(input.userId, input.deviceId, device), ...device } },
    ports.codes.clock,
  );
  const at = ports.codes.clock.now();
  const recorded = await ports.eidSessions.recordSignInOnce({ sessionId: input.sessionId, userId: input.userId, at, keptUntil: endKeptUntilOf(at), event });
  if (recorded) await ports.deliver([event]);
  return recorded;
}

/**
 * The e-ID client's check right after the provider's sign-in (spec §4 "Single sign-on"): whether
 * the e-ID is linked, and for a linked one the sign-in itself is reported (once per session).
 */
export async function checkEidSignIn(input: { identity: Identity } & SignInDevice, ports: EidSignInPorts): Promise<{ user_exists: boolean }> {
  const answer = eidUserExists(input.identity);
  const { identity } = input;
  if (identity.kind === 'user')
    await reportEidSignIn({ userId: identity.userId, sessionId: identity.eid?.sessionId ?? identity.tokenId, userAgent: input.userAgent, deviceId: input.deviceId }, ports);
  return answer;
}

/**
 * `POST /auth/check-samleikin-user-email`: when a user has that e-mail and no e-ID yet, e-mails
 * them a linking code bound to the caller's e-ID subject. The answer is the same either way
 * (no enumeration), and the send allowances are spent either way, so probing costs the same.
 */
export async function startEidLinking(input: { identity: Identity; email: string; sourceIp: string; locale: Locale }, ports: EidSignInPorts): Promise<{ accepted: true }> {
  const eid = unlinkedEidOf(input.identity);
  const email = input.email.trim().toLowerCase();
  await spendCodeAllowances({ recipient: email, sourceIp: input.sourceIp }, ports.codes);
  const userId = await ports.users.idByEmail(email);
  const user = userId && !(await ports.eidLinks.subjectOf(userId)) ? await ports.users.get(userId) : null;
  if (!user) {
    // Stored like a real code, so the work done does not tell whether the address is known.
    await issueCode({ purpose: 'eid-linking', target: email, data: { subject: eid.subject }, sourceIp: input.sourceIp, decoy: true, allowancesSpent: true }, ports.codes);
    return { accepted: true };
  }
  const { code } = await issueCode(
    { purpose: 'eid-linking', target: email, userId: user.userId, data: { subject: eid.subject }, sourceIp: input.sourceIp, allowancesSpent: true },
    ports.codes,
  );
  await ports.mailer.send({ to: email, ...codeEmail('eid-linking', code, user.language ?? input.locale, ports.origin) });
  return { accepted: true };
}

/**
 * `POST /auth/verify-samleikin-linking`: the code from the e-mail links the caller's e-ID to that
 * user (only the e-ID the code was issued for: another e-ID's right code counts as a wrong try),
 * marks the user `is_using_samleikin`, and reports `user.eid-linked`.
 */
export async function verifyEidLinking(input: { identity: Identity; email: string; code: string } & Partial<SignInDevice>, ports: EidSignInPorts): Promise<CurrentUser> {
  const eid = unlinkedEidOf(input.identity);
  const consumed = await consumeCode({ purpose: 'eid-linking', target: input.email, code: input.code, matches: (data) => data.subject === eid.subject }, ports.codes);
  if (!consumed.userId) throw new DomainError('invalid_code');
  const now = ports.codes.clock.now();
  const event = newEvent('user.eid-linked', { userId: consumed.userId }, ports.codes.clock);
  await ports.eidLinks.link({ subject: eid.subject, userId: consumed.userId, now, event });
  await ports.deliver([event]);
  // The web signs in with this very token now, without checking again: this is the sign-in.
  await reportEidSignIn({ userId: consumed.userId, sessionId: eid.sessionId, userAgent: input.userAgent, deviceId: input.deviceId }, ports);
  return getCurrentUser(consumed.userId, ports);
}

/**
 * `POST /auth/register-samleikin-user` and `POST /users`: creates the user for the caller's
 * e-ID (spec "User create"): the e-mail claim, the user, the e-ID link and `user.registered` in
 * one transaction. The name is the e-ID's when the token carries one (the provider vouches for
 * it, and an e-ID user cannot change it later). The e-mail counts as verified when it is the
 * e-ID's own address; otherwise a verification code goes to it (`/email-verification`).
 */
export async function registerEidUser(
  input: { identity: Identity; request: CreateUserInput; sourceIp: string } & Partial<SignInDevice>,
  ports: EidSignInPorts,
): Promise<CurrentUser> {
  const eid = unlinkedEidOf(input.identity);
  const { request } = input;
  const email = request.email.trim().toLowerCase();
  const vouched = eid.email !== null && eid.email.toLowerCase() === email;
  // Refused before anything is written when the address has had too many codes already.
  if (!vouched) await spendCodeAllowances({ recipient: email, sourceIp: input.sourceIp }, ports.codes);

  const now = ports.codes.clock.now();
  const userId = randomUUID();
  const user: NewUser = {
    userId,
    email,
    name: eid.name ?? request.name,
    street: request.street,
    zip: request.zip,
    city: request.city,
    countryCode: request.country_code,
    language: request.language,
    isUsingSamleikin: true,
    hasPassword: false,
    ...(vouched ? { emailVerifiedAt: now.toISOString() } : {}),
  };
  const event = newEvent('user.registered', { userId, method: 'e-id' }, ports.codes.clock);
  await ports.eidLinks.createLinkedUser({ user, subject: eid.subject, now, event });
  await ports.deliver([event]);
  // The new user's first sign-in, from their first device (which therefore notifies no one).
  await reportEidSignIn({ userId, sessionId: eid.sessionId, userAgent: input.userAgent, deviceId: input.deviceId }, ports);

  if (!vouched) {
    const { code } = await issueCode({ purpose: 'email-verification', target: email, userId, sourceIp: input.sourceIp, allowancesSpent: true }, ports.codes);
    await ports.mailer.send({ to: email, ...codeEmail('email-verification', code, request.language, ports.origin) });
  }
  return getCurrentUser(userId, ports);
}
