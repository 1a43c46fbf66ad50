import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../users/model.ts';
import type { StoredChallenge } from '../auth/codes.ts';
import { DomainError } from '../errors.ts';
import type { Identity } from '../auth/identity.ts';
import type { MailMessage } from '../ports/mailer.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import { deviceKeyOf } from '../auth/sessions.ts';
import { checkEidSignIn, type EidSignInPorts, eidUserExists, registerEidUser, startEidLinking, verifyEidLinking } from './eid-sign-in.ts';

const now = new Date('2026-11-22T12:00:00Z');
const eid = { subject: '0101901234', name: 'Anna Hansen', email: 'anna@example.fo' };
const unlinked: Identity = { kind: 'anonymous', eid };
const linked: Identity = { kind: 'user', eid, userId: 'u9', tokenId: 'eid:j', isAdmin: false, isVerified: true, user: {} as UserRecord };

function fakes() {
  const users = new Map<string, UserRecord>([['u1', { userId: 'u1', email: 'known@example.fo', name: 'Known', language: 'en' } as UserRecord]]);
  const subjects = new Map<string, string>(); // userId → subject
  const challenges = new Map<string, StoredChallenge>();
  const latest = new Map<string, string>();
  const mail: MailMessage[] = [];
  const spent: string[] = [];
  const delivered: string[] = [];
  const events: EventEnvelope[] = [];
  const signedInSessions = new Set<string>();
  const ports: EidSignInPorts = {
    users: {
      get: async (userId) => users.get(userId) ?? null,
      idByEmail: async (email) => [...users.values()].find((user) => user.email === email)?.userId ?? null,
    },
    credentials: { passwordHashOf: async () => null },
    eidSessions: {
      recordSignInOnce: async ({ sessionId }) => {
        if (signedInSessions.has(sessionId)) return false;
        signedInSessions.add(sessionId);
        return true;
      },
    },
    eidLinks: {
      subjectOf: async (userId) => subjects.get(userId) ?? null,
      link: async ({ subject, userId }) => {
        if (subjects.has(userId) || [...subjects.values()].includes(subject)) throw new DomainError('eid_already_linked');
        subjects.set(userId, subject);
        users.set(userId, { ...users.get(userId)!, isUsingSamleikin: true });
      },
      createLinkedUser: async ({ user, subject }) => {
        if ([...subjects.values()].includes(subject)) throw new DomainError('eid_already_linked');
        if ([...users.values()].some((other) => other.email === user.email)) throw new DomainError('email_taken');
        users.set(user.userId, { isAdmin: false, hasSharedDomains: false, unreadNotificationsCount: 0, createdAt: now.toISOString(), ...user } as UserRecord);
        subjects.set(user.userId, subject);
      },
    },
    codes: {
      challenges: {
        save: async (challenge, options) => {
          challenges.set(challenge.verificationId, challenge);
          if (options.latest) latest.set(`${challenge.purpose}#${challenge.target}`, challenge.verificationId);
        },
        get: async (id) => challenges.get(id) ?? null,
        latest: async (purpose, target) => latest.get(`${purpose}#${target}`) ?? null,
        recordWrongTry: async (id) => ++challenges.get(id)!.attempts,
        consume: async (id, at) => {
          challenges.get(id)!.consumedAt = at;
          return true;
        },
      },
      rateLimits: {
        spend: async (rule, key) => {
          spent.push(`${rule}:${key}`);
          return 1;
        },
      },
      clock: { now: () => now },
    },
    mailer: { send: async (message) => void mail.push(message) },
    origin: 'https://okisnavn.fo',
    deliver: async (envelopes) => {
      delivered.push(...envelopes.map((envelope) => envelope.metadata.name));
      events.push(...envelopes);
    },
  };
  const codeIn = (to: string) => /\b(\d{6})\b/.exec(mail.filter((message) => message.to === to).at(-1)?.text ?? '')?.[1];
  return { ports, users, subjects, mail, spent, delivered, events, codeIn };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'passed',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

describe('an e-ID’s first sign-in', () => {
  it('says whether the e-ID is linked, from what the authorizer resolved', () => {
    expect(eidUserExists(unlinked)).toEqual({ user_exists: false });
    expect(eidUserExists(linked)).toEqual({ user_exists: true });
    expect(() => eidUserExists({ kind: 'anonymous' })).toThrow(DomainError);
  });

  it('mails a linking code only to a known user without an e-ID, spending the allowances every time', async () => {
    const { ports, mail, spent, subjects } = fakes();
    for (const email of ['Known@Example.fo', 'unknown@example.fo']) {
      expect(await startEidLinking({ identity: unlinked, email, sourceIp: '10.0.0.1', locale: 'fo' }, ports)).toEqual({ accepted: true });
    }
    subjects.set('u1', 'someone-else');
    await startEidLinking({ identity: unlinked, email: 'known@example.fo', sourceIp: '10.0.0.1', locale: 'fo' }, ports);
    expect(mail.map((message) => message.to)).toEqual(['known@example.fo']);
    expect(mail[0]!.subject).toBe('Link your national e-ID to your user'); // the user's language
    expect(spent.filter((entry) => entry.startsWith('message-recipient'))).toHaveLength(3);
  });

  it('links with the code, only for the e-ID that asked for it', async () => {
    const { ports, codeIn, subjects, delivered } = fakes();
    await startEidLinking({ identity: unlinked, email: 'known@example.fo', sourceIp: '10.0.0.1', locale: 'fo' }, ports);
    const code = codeIn('known@example.fo')!;
    const other: Identity = { kind: 'anonymous', eid: { ...eid, subject: '0909909999' } };
    expect(await failure(verifyEidLinking({ identity: other, email: 'known@example.fo', code }, ports))).toBe('invalid_code');
    const user = await verifyEidLinking({ identity: unlinked, email: 'known@example.fo', code }, ports);
    expect(user).toMatchObject({ id: 'u1', is_using_samleikin: true });
    expect(subjects.get('u1')).toBe(eid.subject);
    expect(delivered).toEqual(['user.eid-linked']);
  });

  it('refuses every step to an e-ID that is linked already', async () => {
    const { ports } = fakes();
    expect(await failure(startEidLinking({ identity: linked, email: 'known@example.fo', sourceIp: '10.0.0.1', locale: 'fo' }, ports))).toBe('eid_already_linked');
    expect(await failure(verifyEidLinking({ identity: linked, email: 'known@example.fo', code: '123456' }, ports))).toBe('eid_already_linked');
  });

  const request = (email: string) => ({
    name: 'Typed',
    street: 'Vegur 1',
    zip: '100',
    city: 'Tórshavn',
    country_code: 'FO',
    language: 'fo' as const,
    email,
    terms_accepted: true as const,
    privacy_policy_accepted: true as const,
  });

  it('creates a verified user with the e-ID’s name when the e-mail is the e-ID’s own, sending nothing', async () => {
    const { ports, mail, spent, delivered } = fakes();
    const user = await registerEidUser({ identity: unlinked, request: request('ANNA@example.fo'), sourceIp: '10.0.0.1' }, ports);
    expect(user).toMatchObject({ name: 'Anna Hansen', email: 'anna@example.fo', is_email_verified: true, is_using_samleikin: true, language: 'fo' });
    expect(mail).toEqual([]);
    expect(spent).toEqual([]);
    expect(delivered).toEqual(['user.registered']);
  });

  it('sends a verification code to another address, in the chosen language', async () => {
    const { ports, mail } = fakes();
    const user = await registerEidUser({ identity: { kind: 'anonymous', eid: { ...eid, name: null } }, request: request('work@example.fo'), sourceIp: '10.0.0.1' }, ports);
    expect(user).toMatchObject({ name: 'Typed', email: 'work@example.fo', is_email_verified: false });
    expect(mail.map((message) => [message.to, message.subject])).toEqual([['work@example.fo', 'Vátta teldubústað']]);
  });

  it('refuses a linked e-ID and a taken e-mail', async () => {
    const { ports } = fakes();
    expect(await failure(registerEidUser({ identity: linked, request: request('new@example.fo'), sourceIp: '10.0.0.1' }, ports))).toBe('eid_already_linked');
    expect(await failure(registerEidUser({ identity: unlinked, request: request('known@example.fo'), sourceIp: '10.0.0.1' }, ports))).toBe('email_taken');
  });
});

describe('an e-ID sign-in is reported like any other (activity, known devices)', () => {
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const device = { userAgent: firefox, deviceId: 'abcdefabcdefabcdef012345' };
  const linkedInSession: Identity = { ...linked, eid: { ...eid, sessionId: 'eid-s1' }, tokenId: 'eid-s1' };
  const unlinkedInSession: Identity = { kind: 'anonymous', eid: { ...eid, sessionId: 'eid-s2' } };

  it('reports user.signed-in (method e-id, the e-ID session, the device) when a linked e-ID checks in, once per session', async () => {
    const { ports, events } = fakes();
    expect(await checkEidSignIn({ identity: linkedInSession, ...device }, ports)).toEqual({ user_exists: true });
    expect(events.map((event) => [event.metadata.name, event.data])).toEqual([
      [
        'user.signed-in',
        {
          userId: 'u9',
          tokenId: 'eid-s1',
          method: 'e-id',
          device: { key: deviceKeyOf('u9', device.deviceId, { browser: 'Firefox', system: 'Linux' }), browser: 'Firefox', system: 'Linux' },
        },
      ],
    ]);
    // The same provider sign-in checked again (a reload, a refreshed token) is not a second sign-in.
    await checkEidSignIn({ identity: linkedInSession, ...device }, ports);
    expect(events).toHaveLength(1);
    // A new provider sign-in is.
    await checkEidSignIn({ identity: { ...linkedInSession, tokenId: 'eid-s3', eid: { ...eid, sessionId: 'eid-s3' } }, ...device }, ports);
    expect(events.map((event) => (event.data as { tokenId: string }).tokenId)).toEqual(['eid-s1', 'eid-s3']);
  });

  it('reports nothing for an e-ID not linked yet (no user signed in)', async () => {
    const { ports, events } = fakes();
    expect(await checkEidSignIn({ identity: unlinkedInSession, ...device }, ports)).toEqual({ user_exists: false });
    expect(events).toEqual([]);
  });

  it('counts creating the user and linking as that session’s sign-in', async () => {
    const created = fakes();
    await registerEidUser(
      {
        identity: unlinkedInSession,
        request: {
          name: 'T',
          street: 'V 1',
          zip: '100',
          city: 'Tórshavn',
          country_code: 'FO',
          language: 'fo',
          email: 'anna@example.fo',
          terms_accepted: true,
          privacy_policy_accepted: true,
        },
        sourceIp: '10.0.0.1',
        ...device,
      },
      created.ports,
    );
    expect(created.delivered).toEqual(['user.registered', 'user.signed-in']);
    expect(created.events[1]!.data).toMatchObject({ tokenId: 'eid-s2', method: 'e-id', device: { browser: 'Firefox', system: 'Linux' } });

    const linking = fakes();
    await startEidLinking({ identity: unlinkedInSession, email: 'known@example.fo', sourceIp: '10.0.0.1', locale: 'fo' }, linking.ports);
    await verifyEidLinking({ identity: unlinkedInSession, email: 'known@example.fo', code: linking.codeIn('known@example.fo')!, ...device }, linking.ports);
    expect(linking.delivered).toEqual(['user.eid-linked', 'user.signed-in']);
    expect(linking.events[1]!.data).toMatchObject({ userId: 'u1', tokenId: 'eid-s2', method: 'e-id' });
  });
});
