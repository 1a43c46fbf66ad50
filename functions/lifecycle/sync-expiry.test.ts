import { describe, expect, it } from 'vitest';
import type { DomainRecord } from '../domains/model.ts';
import { DomainError } from '../errors.ts';
import type { DomainInfo } from '../ports/registry.ts';
import type { DomainJob, DueEntry, ExpirySyncSweep, FinishedSweep } from './model.ts';
import type { ExpirySyncPorts } from './ports.ts';
import { runExpirySync } from './sync-expiry.ts';

const now = new Date('2026-06-01T10:00:00.000Z');
const domain = (domainId: string): DomainRecord => ({
  domainId,
  name: `${domainId}.fo`,
  ownerType: 'user',
  ownerId: 'u1',
  registrantContactId: 'C1',
  registeredAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  nameServerMode: 'product',
  nameServers: [],
  transferLock: true,
  registrationLock: false,
  autoRenewal: false,
  registryStatuses: ['ok'],
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

/** The ports in memory: entries by domain, a registry answering `info` from a function. */
function memoryPorts(entries: DueEntry[], info: (name: string) => Promise<DomainInfo>) {
  const due = new Map(entries.map((entry) => [entry.domainId, entry]));
  const saved: { sweep: ExpirySyncSweep | null; finished: FinishedSweep | null } = { sweep: null, finished: null };
  const ports: ExpirySyncPorts = {
    domains: {
      get: async (id) => domain(id),
      update: async (record, changes) => ({ ...record, ...changes, version: record.version + 1 }) as DomainRecord,
    },
    due: {
      listDue: async (_job: DomainJob, upTo: Date) => ({ entries: [...due.values()].filter((entry) => entry.dueAt <= upTo.toISOString()), nextKey: undefined }),
      listAll: async () => ({ entries: [...due.values()], nextKey: undefined }),
      countAll: async () => due.size,
      schedule: async (domainId, job, at, lastRunAt) =>
        void due.set(domainId, { domainId, job, dueAt: at.toISOString(), ...(lastRunAt ? { lastRunAt: lastRunAt.toISOString() } : {}) }),
      scheduleIfMissing: async () => false,
      moveUnsharded: async () => 0,
      remove: async (domainId) => void due.delete(domainId),
    },
    sweeps: {
      get: async () => saved.sweep,
      save: async (sweep) => void (saved.sweep = sweep),
      clear: async (finished) => void ((saved.sweep = null), (saved.finished = finished ?? null)),
    },
    registry: { domainInfo: info },
    clock: { now: () => now },
    deliver: async () => {},
    logger: { info: () => {}, error: () => {} },
  };
  return { ports, due, saved };
}
const infoOf = (name: string): DomainInfo => ({
  name,
  roid: 'R',
  statuses: ['ok'],
  registrantId: 'C1',
  contacts: [],
  nameServers: [],
  registrar: 'okisnavn',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
  expiresAt: '2027-01-01T00:00:00.000Z',
  authInfo: null,
  dsRecords: [],
});

describe('runExpirySync', () => {
  const dueNow = (domainId: string): DueEntry => ({ domainId, job: 'expiry-sync', dueAt: '2026-06-01T09:00:00.000Z' });

  it('counts what a sweep goes through, and keeps the finished sweep with how many it synced of how many (the admin’s progress)', async () => {
    const later = (domainId: string): DueEntry => ({ domainId, job: 'expiry-sync', dueAt: '2026-12-01T00:00:00.000Z' });
    const { ports, saved } = memoryPorts([later('a'), later('b'), later('c')], async (name) => infoOf(name));
    const report = await runExpirySync({ all: true }, ports);
    expect(report.sweep).toEqual({ synced: 3, done: true });
    expect(saved.sweep).toBeNull();
    expect(saved.finished).toEqual({ startedAt: now.toISOString(), finishedAt: now.toISOString(), synced: 3, total: 3 });
  });

  it('stops at a registry that does not answer: what was due stays due, and an asked-for sweep is kept for the next run', async () => {
    const { ports, due, saved } = memoryPorts([dueNow('a'), dueNow('b')], async () => {
      throw new DomainError('registry_unavailable');
    });
    const report = await runExpirySync({ all: true }, ports);
    expect(report).toMatchObject({ checked: 1, registryUnavailable: true, sweep: { synced: 0, done: false } });
    expect([...due.values()].map((entry) => entry.dueAt)).toEqual(['2026-06-01T09:00:00.000Z', '2026-06-01T09:00:00.000Z']);
    // With the number of entries it goes through (the admin's progress: synced of total).
    expect(saved.sweep).toEqual({ startedAt: now.toISOString(), cursor: null, synced: 0, total: 2 });
  });

  it('tries a domain whose sync fails for another reason again an hour later, and goes on with the rest', async () => {
    const { ports, due } = memoryPorts([dueNow('a'), dueNow('b')], async (name) => {
      if (name === 'a.fo') throw new Error('unexpected answer');
      return infoOf(name);
    });
    const report = await runExpirySync({}, ports);
    expect(report).toMatchObject({ checked: 2, failed: 1, changed: 0, registryUnavailable: false });
    expect(due.get('a')?.dueAt).toBe('2026-06-01T11:00:00.000Z');
    expect(due.get('b')).toEqual({ domainId: 'b', job: 'expiry-sync', dueAt: '2026-07-01T10:00:00.000Z', lastRunAt: now.toISOString() });
  });
});
