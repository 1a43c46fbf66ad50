import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import type { AccessTokenRecord } from '../auth/model.ts';
import { DomainError } from '../errors.ts';
import type { DomainRecord } from '../domains/model.ts';
import { reportNotMe, type NotMePorts } from './not-me.ts';
import type { NotMeLink } from './not-me-model.ts';
import { notMeLinkExpiresAt, notMeTokenHash } from './not-me-rules.ts';

const now = new Date('2026-12-06T12:00:00.000Z');
const domain: DomainRecord = {
  domainId: 'd1',
  name: 'a.fo',
  ownerType: 'user',
  ownerId: 'owner',
  registrantContactId: 'C1',
  registeredAt: now.toISOString(),
  expiresAt: now.toISOString(),
  nameServerMode: 'product',
  nameServers: [],
  transferLock: true,
  registrationLock: false,
  autoRenewal: false,
  updatedAt: now.toISOString(),
  version: 3,
};

/** The use case's ports in memory: one link for token `tok`, two live sessions of the author, the domain. */
function world(options: { saveFails?: boolean; spent?: number } = {}) {
  const links = new Map<string, NotMeLink>([
    [
      notMeTokenHash('tok'),
      {
        tokenHash: notMeTokenHash('tok'),
        actorId: 'author',
        actorName: 'Mallory',
        domainId: 'd1',
        recipientId: 'owner',
        eventId: 'e1',
        createdAt: now.toISOString(),
        expiresAt: notMeLinkExpiresAt(now),
      },
    ],
  ]);
  const token = (tokenHash: string): AccessTokenRecord =>
    ({ tokenHash, tokenId: tokenHash, userId: 'author', kind: 'session', label: '', createdAt: now.toISOString(), expiresAt: now.getTime() / 1000 + 3600 }) as AccessTokenRecord;
  const tokens = [token('t1'), token('t2')];
  const saved: { change: unknown; events: readonly EventEnvelope[] }[] = [];
  let spent = options.spent ?? 0;
  const ports: NotMePorts = {
    links: {
      get: async (hash) => links.get(hash) ?? null,
      markUsed: async (hash, at) => {
        const link = links.get(hash)!;
        if (link.usedAt) throw new DomainError('not_me_link_used');
        links.set(hash, { ...link, usedAt: at.toISOString() });
      },
      unmarkUsed: async (hash) => {
        const { usedAt: _usedAt, ...link } = links.get(hash)!;
        links.set(hash, link);
      },
    },
    sessions: {
      tokens: {
        listOfUser: async () => tokens,
        revoke: async (hash: string, at: Date) => {
          tokens.find((one) => one.tokenHash === hash)!.revokedAt = at.toISOString();
        },
      } as never,
      clock: { now: () => now },
      eidSessions: { endSession: async () => undefined, endEverySession: async () => undefined, subjectOf: async () => null },
      eidClock: { now: () => now },
    },
    rateLimits: { spend: async () => ++spent },
    domains: { get: async (id) => (id === 'd1' ? domain : null), teamRoleOf: async () => null },
    store: {
      save: async (record: DomainRecord, change: unknown, _at: Date, events: readonly EventEnvelope[] = []) => {
        if (options.saveFails) throw new DomainError('conflict');
        saved.push({ change, events });
        return record;
      },
    } as never,
    clock: { now: () => now },
    deliver: async () => undefined,
  };
  return { ports, links, tokens, saved };
}

const codeOf = async (promise: Promise<unknown>) => promise.then(() => undefined).catch((error: unknown) => (error instanceof DomainError ? error.code : String(error)));

describe('reporting "This was not me"', () => {
  it('dates the lock before the report even when the clock moves on while it runs: the history keeps their order', async () => {
    const w = world();
    let reads = 0;
    // 5 ms on at every reading, as a busy machine's clock can be between two lines.
    w.ports.clock = { now: () => new Date(now.getTime() + 5 * reads++) };
    await reportNotMe({ token: 'tok', sourceIp: '192.0.2.1' }, w.ports);
    const [locked, reported] = w.saved[0]!.events.map((event) => event.metadata.occurredAt);
    expect(locked! < reported!, `${locked} before ${reported}`).toBe(true);
  });

  it('ends every session of the author and locks the domain in one save, by whom the mail went to; the link is used', async () => {
    const w = world();
    expect(await reportNotMe({ token: 'tok', sourceIp: '192.0.2.1' }, w.ports)).toEqual({ domain_name: 'a.fo', locked: 'now' });
    expect(w.tokens.every((token) => token.revokedAt)).toBe(true);
    expect(w.saved).toHaveLength(1);
    expect(w.saved[0]!.events.map((event) => [event.metadata.name, (event.data as { actorId: string }).actorId])).toEqual([
      ['domain.portal-locked', 'owner'],
      ['domain.not-me-reported', 'owner'],
    ]);
    expect(w.saved[0]!.events[0]!.data).toMatchObject({ via: 'not-me' });
    expect(w.saved[0]!.events[1]!.data).toMatchObject({ suspectId: 'author', suspectName: 'Mallory', locked: 'now', liftCancelled: false });
    expect(w.links.get(notMeTokenHash('tok'))!.usedAt).toBe(now.toISOString());
    expect(await codeOf(reportNotMe({ token: 'tok', sourceIp: '192.0.2.1' }, w.ports))).toBe('not_me_link_used');
  });

  it('gives the use back when locking fails, so the link works again', async () => {
    const w = world({ saveFails: true });
    expect(await codeOf(reportNotMe({ token: 'tok', sourceIp: '192.0.2.1' }, w.ports))).toBe('conflict');
    expect(w.links.get(notMeTokenHash('tok'))!.usedAt).toBeUndefined();
  });

  it('spends the address’s allowance first: past 10 in the window nothing is read or done', async () => {
    const w = world({ spent: 10 });
    expect(await codeOf(reportNotMe({ token: 'tok', sourceIp: '192.0.2.1' }, w.ports))).toBe('rate_limited');
    expect(w.tokens.some((token) => token.revokedAt)).toBe(false);
    expect(w.links.get(notMeTokenHash('tok'))!.usedAt).toBeUndefined();
  });

  it('refuses a token nobody was mailed', async () => {
    expect(await codeOf(reportNotMe({ token: 'other', sourceIp: '192.0.2.1' }, world().ports))).toBe('not_me_link_invalid');
  });
});
