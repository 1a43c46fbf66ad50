import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import type { UserRecord } from '../users/model.ts';
import type { MailMessage } from '../ports/mailer.ts';
import { requestPasswordReset, sendPasswordResetLink } from './password-reset.ts';
import type { AccountPorts } from './ports.ts';

/** Ports that record every call forgot-password makes, in order, with what it wrote and published. */
function recording() {
  const calls: string[] = [];
  const links: { userId: string; email: string }[] = [];
  const mail: MailMessage[] = [];
  const published: EventEnvelope[] = [];
  const users = new Map<string, UserRecord>([
    ['u-password', { userId: 'u-password', email: 'ann@example.com', language: 'en' } as UserRecord],
    ['u-eid', { userId: 'u-eid', email: 'eid@example.com', language: 'fo' } as UserRecord],
  ]);
  const ports = {
    users: {
      get: async (userId: string) => (calls.push('users.get'), users.get(userId) ?? null),
      idByEmail: async (email: string) => (calls.push('users.idByEmail'), [...users.values()].find((user) => user.email === email)?.userId ?? null),
    },
    credentials: {
      passwordHashOf: async (userId: string) => (calls.push('credentials.passwordHashOf'), userId === 'u-password' ? 'scrypt$…' : null),
    } as unknown as AccountPorts['credentials'],
    resetLinks: { create: async (link: { userId: string; email: string }) => void (calls.push('resetLinks.create'), links.push(link)) } as unknown as AccountPorts['resetLinks'],
    codes: {
      rateLimits: { spend: async () => (calls.push('rateLimits.spend'), 1) },
      challenges: {} as AccountPorts['codes']['challenges'],
      clock: { now: () => new Date('2026-03-05T10:00:00Z') },
    },
    publisher: { publish: async (envelopes: readonly EventEnvelope[]) => void (calls.push('publisher.publish'), published.push(...envelopes)) },
    mailer: { send: async (message: MailMessage) => void (calls.push('mailer.send'), mail.push(message)) },
    origin: 'https://okisnavn.fo',
    clock: { now: () => new Date('2026-03-05T10:00:00Z') },
  };
  return { ports, calls, links, mail, published };
}

const addresses = ['ann@example.com', 'eid@example.com', 'nobody@example.com'] as const;

describe('forgot password, the answer', () => {
  it('does the same calls for a user with a password, an e-ID-only user and an unknown address: the limits, then one job; no account is read', async () => {
    const runs = [];
    for (const email of addresses) {
      const run = recording();
      await requestPasswordReset({ email: email.toUpperCase(), sourceIp: '203.0.113.9', locale: 'en' }, run.ports);
      runs.push(run);
    }
    for (const [index, run] of runs.entries()) {
      expect(run.calls).toEqual(['rateLimits.spend', 'rateLimits.spend', 'publisher.publish']);
      expect(run.published).toHaveLength(1);
      expect(run.published[0]!.metadata).toMatchObject({ name: 'user.password-reset-requested', version: 1 });
      expect(run.published[0]!.data).toEqual({ email: addresses[index], locale: 'en' });
      expect(run.mail).toEqual([]);
      expect(run.links).toEqual([]);
    }
  });
});

describe('forgot password, the work (the password-reset consumer)', () => {
  it('e-mails a user with a password the link with the address, in their language; anyone else a note without one', async () => {
    const [owner, eidOnly, unknown] = await Promise.all(
      addresses.map(async (email) => {
        const run = recording();
        const sent = await sendPasswordResetLink({ email, locale: 'en' }, run.ports);
        return { ...run, sent };
      }),
    );
    expect(owner!.sent).toBe('link');
    expect(owner!.links).toEqual([expect.objectContaining({ userId: 'u-password', email: 'ann@example.com' })]);
    expect(owner!.mail).toHaveLength(1);
    expect(owner!.mail[0]).toMatchObject({ to: 'ann@example.com', subject: 'Set a new password' });
    expect(owner!.mail[0]!.text).toMatch(/https:\/\/okisnavn\.fo\/login\/reset-password\/[\w-]{43}\?email=ann%40example\.com(\s|$)/);

    for (const [run, to] of [
      [eidOnly!, 'eid@example.com'],
      [unknown!, 'nobody@example.com'],
    ] as const) {
      expect(run.sent).toBe('note');
      expect(run.links).toEqual([]);
      expect(run.mail).toHaveLength(1);
      expect(run.mail[0]!.to).toBe(to);
      expect(run.mail[0]!.text).not.toContain('/login/reset-password/');
    }
    expect(eidOnly!.mail[0]!.subject).toBe('Umbønin um nýtt loyniorð'); // the user's language
    expect(unknown!.mail[0]!.subject).toBe('Your request for a new password'); // the request's
  });
});
