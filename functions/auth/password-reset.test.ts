import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../users/model.ts';
import type { MailMessage } from '../ports/mailer.ts';
import { requestPasswordReset } from './password-reset.ts';
import type { AccountPorts } from './ports.ts';
import { nobody } from './sign-in.ts';

/** Ports that record every call a forgot-password request makes, in order, with what it wrote. */
function recording() {
  const calls: string[] = [];
  const links: { userId: string; email: string }[] = [];
  const mail: MailMessage[] = [];
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
    mailer: { send: async (message: MailMessage) => void (calls.push('mailer.send'), mail.push(message)) },
    origin: 'https://okisnavn.fo',
    clock: { now: () => new Date('2026-03-05T10:00:00Z') },
  };
  return { ports, calls, links, mail };
}

describe('forgot password', () => {
  it('does the same calls, in the same order, for a user with a password, an e-ID-only user and an unknown address', async () => {
    const runs = [];
    for (const email of ['ann@example.com', 'eid@example.com', 'nobody@example.com']) {
      const run = recording();
      await requestPasswordReset({ email, sourceIp: '203.0.113.9', locale: 'en' }, run.ports);
      runs.push(run);
    }
    const [owner, eidOnly, unknown] = runs;
    expect(owner!.calls).toEqual(['rateLimits.spend', 'rateLimits.spend', 'users.idByEmail', 'users.get', 'credentials.passwordHashOf', 'resetLinks.create', 'mailer.send']);
    expect(eidOnly!.calls).toEqual(owner!.calls);
    expect(unknown!.calls).toEqual(owner!.calls);

    // The owner gets the link; the others a note without one, to the address given, and a decoy link bound to nobody.
    expect(owner!.links).toEqual([expect.objectContaining({ userId: 'u-password', email: 'ann@example.com' })]);
    expect(owner!.mail[0]).toMatchObject({ to: 'ann@example.com', subject: 'Set a new password' });
    expect(owner!.mail[0]!.text).toMatch(/https:\/\/okisnavn\.fo\/login\/reset-password\/[\w-]{43}/);
    for (const [run, to] of [
      [eidOnly!, 'eid@example.com'],
      [unknown!, 'nobody@example.com'],
    ] as const) {
      expect(run.links).toEqual([expect.objectContaining({ userId: nobody, email: to })]);
      expect(run.mail).toHaveLength(1);
      expect(run.mail[0]!.to).toBe(to);
      expect(run.mail[0]!.text).not.toContain('/login/reset-password/');
    }
    expect(eidOnly!.mail[0]!.subject).toBe('Umbønin um nýtt loyniorð'); // the user's language
    expect(unknown!.mail[0]!.subject).toBe('Your request for a new password'); // the request's
  });
});
