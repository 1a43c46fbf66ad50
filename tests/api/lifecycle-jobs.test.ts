import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { EntityParser } from 'dynamodb-toolbox/entity/actions/parse';
import { afterEach, describe, expect, it } from 'vitest';
import { createActivityRepository } from '#functions/adapters/dynamodb/activity-repository.ts';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { dueEntryEntity, dueShardOf } from '#functions/adapters/dynamodb/lifecycle-entities.ts';
import { createDueRepository, createSweepRepository } from '#functions/adapters/dynamodb/lifecycle-repository.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { backfillDueEntries } from '#functions/lifecycle/backfill-due-entries.ts';
import { sendLifecycleNotices } from '#functions/lifecycle/send-lifecycle-notices.ts';
import { type ExpirySyncReport, runExpirySync } from '#functions/lifecycle/sync-expiry.ts';
import { composeLifecycleNotices } from '#functions/lifecycle/wiring.ts';
import { Logger } from '#functions/logger.ts';
import { type Json, usePortal } from './portal.ts';
import { demoUsersDomain } from './registered-domains.ts';

/**
 * The domain-lifecycle jobs (issue 14, "Jobs") against the local runtime: DynamoDB Local, the
 * registry simulator over EPP, the in-process bus, the movable clock. The expiry sync brings a
 * drifted domain in line with the registry; the lifecycle notices go out once per threshold, also
 * when the job runs twice or at once; due entries from before the shards are found and moved
 * (a run over 10 000 domains with 100 due: due-at-scale.test.ts).
 */
const portal = usePortal({ queueRetryDelayMs: () => 20 });
const registry = () => portal.runtime.registry;
const domains = () => createDomainRepository(portal.runtime.table);
const clock = () => portal.runtime.clock;
const day = 24 * 3600 * 1000;
const minute = 60 * 1000;

afterEach(async () => {
  await registry().faults.set('none');
  clock().reset();
});

const published = (name: string, domainId: string) =>
  portal.runtime.bus.published.filter((event) => event.metadata.name === name && (event.data as { domainId?: string }).domainId === domainId);
const runJob = async (name: 'expiry-sync' | 'lifecycle-notices', input?: unknown) => {
  const report = await portal.runtime.scheduler.run(name, input);
  await portal.runtime.bus.drain();
  return report as Json;
};
const moveTo = (instant: number) => clock().advance(instant - clock().now().getTime());
const dueAt = async (domainId: string, job: string) => {
  const { Item } = await portal.runtime.table
    .getDocumentClient()
    .send(new GetCommand({ TableName: portal.runtime.tableName, Key: { pk: `DOMAIN#${domainId}`, sk: `DUE#${job}` }, ConsistentRead: true }));
  return (Item?.dueAt as string | undefined) ?? null;
};
/** An instant the job wrote, within the few seconds the movable clock runs on by itself during a call. */
const near = (iso: string | null | undefined, expected: number) => expect(Math.abs(Date.parse(iso ?? '') - expected)).toBeLessThan(5000);
const view = (domainId: string) => portal.call('GET', `/domains/${domainId}`, { token: portal.tokens.user, language: 'en' });

/** A domain of the demo user's at the registry (one year, sponsored by the portal) and in the portal, as the portal recorded it. */
async function ourDomain(recorded: Partial<DomainRecord> = {}, options: { atRegistry?: boolean } = {}): Promise<DomainRecord> {
  const domain = await demoUsersDomain(portal, 'livsgongd', recorded, options);
  // Due at once for each lifecycle job, as a registration or a transfer in writes them.
  await backfillDueEntries(domain.domainId, { due: createDueRepository(portal.runtime.table), clock: clock() });
  return domain;
}
const current = async (domain: DomainRecord) => (await domains().get(domain.domainId))!;
const activity = () => createActivityRepository(portal.runtime.table);
const adminId = async () => (await portal.call('GET', '/users/me', { token: portal.tokens.admin })).body.data.id as string;

describe('the expiry-sync job', () => {
  it('brings a drifted expiry and statuses in line with the registry, with the domain events, and schedules the next sync 30 days on', async () => {
    // The portal missed a renewal and a lifted hold: its expiry is a year early, it thinks the domain is on hold.
    const domain = await ourDomain({ registryStatuses: ['serverHold'] });
    const atRegistry = domain.expiresAt;
    await domains().update(domain, { expiresAt: new Date(Date.parse(atRegistry) - 365 * day).toISOString() }, clock().now());

    const report: ExpirySyncReport = await runJob('expiry-sync');
    expect(report.registryUnavailable).toBe(false);
    expect(await current(domain)).toMatchObject({ expiresAt: atRegistry, registryStatuses: ['ok'] });
    expect(published('domain.renewed-at-registry', domain.domainId)).toHaveLength(1);
    expect(published('domain.registry-status-changed', domain.domainId).map((event) => event.data)).toEqual([
      expect.objectContaining({ statuses: ['ok'], previousStatuses: ['serverHold'], suspended: false }),
    ]);
    near(await dueAt(domain.domainId, 'expiry-sync'), clock().now().getTime() + 30 * day);

    // At the boundary: a minute before the next sync the domain is not asked about; at it, it is (and nothing changes).
    const infos = () => registry().commandLog.filter((entry) => entry.command === 'info' && entry.names?.includes(domain.name)).length;
    const before = infos();
    clock().advance(30 * day - minute);
    await runJob('expiry-sync');
    expect(infos()).toBe(before);
    clock().advance(minute);
    await runJob('expiry-sync');
    expect(infos()).toBe(before + 1);
    expect(published('domain.renewed-at-registry', domain.domainId)).toHaveLength(1);
  });

  it('marks a domain whose expiry passed at the registry expired (inactive) once, and looks again daily', async () => {
    // The portal thinks it was renewed for another year; the registry never renewed it.
    const domain = await ourDomain({ registryStatuses: ['ok'] });
    const atRegistry = Date.parse(domain.expiresAt);
    await runJob('expiry-sync');
    await domains().update(await current(domain), { expiresAt: new Date(atRegistry + 365 * day).toISOString() }, clock().now());

    moveTo(atRegistry + 2 * 3600 * 1000);
    expect((await view(domain.domainId)).body.data.status).toBe('active');
    await runJob('expiry-sync', { domainId: domain.domainId });
    expect((await view(domain.domainId)).body.data.status).toBe('expired');
    expect((await current(domain)).expiresAt).toBe(new Date(atRegistry).toISOString());
    expect(published('domain.expired-at-registry', domain.domainId)).toHaveLength(1);
    near(await dueAt(domain.domainId, 'expiry-sync'), clock().now().getTime() + day);

    clock().advance(day);
    await runJob('expiry-sync');
    expect(published('domain.expired-at-registry', domain.domainId)).toHaveLength(1);
  });

  it('marks a domain the registry no longer knows deleted, tells its owner, and stops looking at it', async () => {
    const domain = await ourDomain({}, { atRegistry: false });
    await runJob('expiry-sync');
    near((await current(domain)).deletedAt, clock().now().getTime());
    expect((await view(domain.domainId)).body.data.status).toBe('deleted');
    expect(published('domain.deleted-at-registry', domain.domainId)).toHaveLength(1);
    expect(await dueAt(domain.domainId, 'expiry-sync')).toBeNull();
    const notifications = await portal.call('GET', '/users/me/notifications?page=1&per_page=50', { token: portal.tokens.user, language: 'en' });
    expect(notifications.body.data.data.filter((item: Json) => item.data.target === domain.name).map((item: Json) => item.data)).toEqual([
      expect.objectContaining({ type: 'danger', message: 'domain_deleted_at_registry' }),
    ]);
  });

  it('leaves everything as it is while the registry is down, and catches up on the next run', async () => {
    const domain = await ourDomain({ registryStatuses: ['ok'] });
    await domains().update(domain, { expiresAt: new Date(Date.parse(domain.expiresAt) - 365 * day).toISOString() }, clock().now());
    const drifted = await current(domain);
    await registry().faults.set('down');
    const report: ExpirySyncReport = await runJob('expiry-sync');
    expect(report.registryUnavailable).toBe(true);
    expect(await current(domain)).toEqual(drifted);
    expect(Date.parse((await dueAt(domain.domainId, 'expiry-sync'))!)).toBeLessThanOrEqual(clock().now().getTime());

    await registry().faults.set('none');
    await runJob('expiry-sync');
    expect((await current(domain)).expiresAt).toBe(domain.expiresAt);
  });
});

describe('POST /api/admin/expiry-sync', () => {
  it('is for administrators; makes one domain due now, which the next run syncs', async () => {
    const domain = await ourDomain({ registryStatuses: ['ok'] });
    await runJob('expiry-sync');
    await domains().update(await current(domain), { expiresAt: new Date(Date.parse(domain.expiresAt) - 365 * day).toISOString() }, clock().now());

    const asUser = await portal.call('POST', '/admin/expiry-sync', { token: portal.tokens.user, body: { domain_id: domain.domainId }, language: 'en' });
    expect(asUser.status).toBe(403);
    const bad = await portal.call('POST', '/admin/expiry-sync', { token: portal.tokens.admin, body: {}, language: 'en' });
    expect(bad.status).toBe(422);

    const forced = await portal.call('POST', '/admin/expiry-sync', { token: portal.tokens.admin, body: { domain_id: domain.domainId }, language: 'en' });
    expect(forced.status).toBe(202);
    expect(forced.body).toEqual({ data: { domain_id: domain.domainId, due_at: expect.any(String) } });
    near(forced.body.data.due_at, clock().now().getTime());
    near(await dueAt(domain.domainId, 'expiry-sync'), clock().now().getTime());
    await runJob('expiry-sync');
    expect((await current(domain)).expiresAt).toBe(domain.expiresAt);

    // In the activity log, with the administrator as its actor: the domain's history, and theirs.
    await portal.runtime.bus.drain();
    const history = await activity().pageBySubject(`domain:${domain.domainId}`, 1, 50);
    const entry = history.entries.find((item) => item.activity === 'domain.expiry-sync-forced');
    const admin = await adminId();
    expect(entry).toMatchObject({ actor: admin, actorKind: 'admin', actorName: expect.any(String), details: { name: domain.name, all: false } });
    expect((await activity().pageByActor(admin, 1, 50)).entries.map((item) => item.eventId)).toContain(entry!.eventId);
  });

  it('{all: true} starts one sweep over every domain, which the job carries on page by page over runs until done', async () => {
    const domain = await ourDomain({ registryStatuses: ['ok'] });
    await runJob('expiry-sync');
    await domains().update(await current(domain), { expiresAt: new Date(Date.parse(domain.expiresAt) - 365 * day).toISOString() }, clock().now());

    const forced = await portal.call('POST', '/admin/expiry-sync', { token: portal.tokens.admin, body: { all: true }, language: 'en' });
    expect(forced.status).toBe(202);
    expect(forced.body).toEqual({ data: { all: true, started_at: expect.any(String) } });
    near(forced.body.data.started_at, clock().now().getTime());
    // The progress the admin's screen polls: running, none synced yet of every entry counted at the start.
    const progress = async () => (await portal.call('GET', '/admin/expiry-sync', { token: portal.tokens.admin })).body.data;
    const started = await progress();
    expect(started).toMatchObject({ status: 'running', started_at: forced.body.data.started_at, finished_at: null, synced: 0 });
    expect(started.total).toBeGreaterThan(1);
    // A second request while it runs answers the same sweep.
    clock().advance(minute);
    const again = await portal.call('POST', '/admin/expiry-sync', { token: portal.tokens.admin, body: { all: true }, language: 'en' });
    expect(again.body.data.started_at).toBe(forced.body.data.started_at);
    // One entry in the activity log for the sweep the administrator started (the second request started nothing).
    await portal.runtime.bus.drain();
    const sweeps = (await activity().pageBySubject('expiry-sync:all', 1, 50)).entries.filter((item) => item.occurredAt >= forced.body.data.started_at);
    expect(sweeps).toHaveLength(1);
    expect(sweeps[0]).toMatchObject({ activity: 'domain.expiry-sync-forced', actor: await adminId(), actorKind: 'admin', details: { all: true } });

    // One page of one domain a run: the sweep is resumable and bounded, and ends.
    const composition = portal.runtime.composition;
    const { composeExpirySync } = await import('#functions/lifecycle/sync-wiring.ts');
    const ports = composeExpirySync(composition.config, composition.local, new Logger());
    const infos = () => registry().commandLog.filter((entry) => entry.command === 'info' && entry.names?.includes(domain.name)).length;
    const before = infos();
    const logStart = registry().commandLog.at(-1)!.at;
    const first = await runExpirySync({}, ports, { sweepPageSize: 1, sweepPages: 1 });
    expect(first.sweep).toEqual({ synced: 1, done: false });
    expect(await progress()).toMatchObject({ status: 'running', synced: 1, total: started.total });
    let last = first;
    for (let run = 0; run < 500 && !last.sweep?.done; run += 1) last = await runExpirySync({}, ports, { sweepPageSize: 5, sweepPages: 2 });
    expect(last.sweep?.done).toBe(true);
    // Each domain once: one synced moves on ahead of the sweep's cursor, and is passed over when reached again.
    expect(infos()).toBe(before + 1);
    const askedDuringSweep = registry()
      .commandLog.filter((entry) => entry.command === 'info' && entry.at > logStart)
      .map((entry) => entry.names![0]!);
    expect(askedDuringSweep.length).toBeGreaterThan(1);
    expect(askedDuringSweep.filter((name, index) => askedDuringSweep.indexOf(name) !== index)).toEqual([]);
    expect(await createSweepRepository(portal.runtime.table).get()).toBeNull();
    expect((await current(domain)).expiresAt).toBe(domain.expiresAt);
    // Finished: kept as the last sweep, every entry synced.
    const finished = await progress();
    expect(finished).toMatchObject({ status: 'finished', started_at: forced.body.data.started_at, synced: last.sweep!.synced });
    expect(finished.synced).toBeGreaterThanOrEqual(started.total);
    expect(finished.finished_at).toEqual(expect.any(String));
  });
});

describe('the lifecycle-notices job', () => {
  const notices = (domainId: string) => published('domain.expiry-notice-due', domainId).map((event) => (event.data as { daysBefore: number }).daysBefore);

  it("sends each threshold's notice once at its instant (30, 7, 1 days before), however often it runs; none on the expiry itself (the registry's event tells it); none with automatic renewal", async () => {
    const domain = await ourDomain();
    const renewing = await ourDomain({ autoRenewal: true });
    const expiry = Date.parse(domain.expiresAt);
    await runJob('lifecycle-notices');
    expect(notices(domain.domainId)).toEqual([]);

    for (const [days, sentBefore] of [
      [30, []],
      [7, [30]],
      [1, [30, 7]],
    ] as const) {
      moveTo(expiry - days * day - minute);
      await runJob('lifecycle-notices');
      expect(notices(domain.domainId), `a minute before the ${days}-day notice`).toEqual(sentBefore);
      moveTo(expiry - days * day);
      await runJob('lifecycle-notices');
      await runJob('lifecycle-notices');
      expect(notices(domain.domainId), `at the ${days}-day notice, run twice`).toEqual([...sentBefore, days]);
    }
    clock().advance(3 * day);
    await runJob('lifecycle-notices');
    expect(notices(domain.domainId)).toEqual([30, 7, 1]);
    expect(notices(renewing.domainId)).toEqual([]);

    // The owner sees them in the bell, in the reader's language.
    const bell = await portal.call('GET', '/users/me/notifications?page=1&per_page=50', { token: portal.tokens.user, language: 'en' });
    const mine = bell.body.data.data.filter((item: Json) => item.data.target === domain.name).map((item: Json) => [item.data.type, item.data.message]);
    expect(mine).toEqual([
      ['info', 'domain_expiring'],
      ['info', 'domain_expiring'],
      ['info', 'domain_expiring'],
    ]);
  });

  it('sends one notice when two runs take the same due domain at once (the marker is a conditional write)', async () => {
    const domain = await ourDomain();
    moveTo(Date.parse(domain.expiresAt) - 7 * day + minute);
    const composition = portal.runtime.composition;
    const ports = composeLifecycleNotices(composition.config, composition.local, new Logger());
    // Both runs read the due entries before either moves one on.
    let arrived = 0;
    let release!: () => void;
    const bothRead = new Promise<void>((done) => (release = done));
    const racing = {
      ...ports,
      due: {
        ...ports.due,
        listDue: async (...args: Parameters<typeof ports.due.listDue>) => {
          const page = await ports.due.listDue(...args);
          arrived += 1;
          if (arrived === 2) release();
          await bothRead;
          return page;
        },
      },
    };
    const reports = await Promise.all([sendLifecycleNotices(racing), sendLifecycleNotices(racing)]);
    await portal.runtime.bus.drain();
    expect(reports.every((report) => report.checked >= 1)).toBe(true);
    expect(notices(domain.domainId)).toEqual([7]);
  });
});

describe('due entries from before the shards', () => {
  it('are found when due and moved into their shards by the expiry-sync runs, each with its due time', async () => {
    const table = portal.runtime.table;
    const documents = table.getDocumentClient();
    const stored = (input: object): Json => dueEntryEntity(table).build(EntityParser).parse(input).item;
    // Two domains' entries as they were stored before the shards: every job's entries in one partition.
    const dueNow = await ourDomain();
    const dueLater = await ourDomain();
    const later = new Date(clock().now().getTime() + 200 * day).toISOString();
    for (const [domain, dueAt] of [
      [dueNow, clock().now().toISOString()],
      [dueLater, later],
    ] as const) {
      for (const job of ['expiry-sync', 'lifecycle-notices', 'auto-renewal'] as const) {
        const item = { ...stored({ domainId: domain.domainId, job, dueAt }), gsi3pk: `DUE#${job}` };
        await documents.send(new BatchWriteCommand({ RequestItems: { [portal.runtime.tableName]: [{ PutRequest: { Item: item } }] } }));
      }
    }
    const indexKeyOf = async (domainId: string, job: string) => {
      const { Item } = await documents.send(new GetCommand({ TableName: portal.runtime.tableName, Key: { pk: `DOMAIN#${domainId}`, sk: `DUE#${job}` }, ConsistentRead: true }));
      return Item?.gsi3pk as string;
    };
    expect(await indexKeyOf(dueLater.domainId, 'lifecycle-notices')).toBe('DUE#lifecycle-notices');

    // Still in the old partition, the due one is found.
    const listed = await createDueRepository(table).listDue('lifecycle-notices', clock().now(), 100);
    expect(listed.entries.map((entry) => entry.domainId)).toContain(dueNow.domainId);
    expect(listed.entries.map((entry) => entry.domainId)).not.toContain(dueLater.domainId);

    // The expiry-sync runs move every job's entries into the domain's shard, keeping when each is due.
    await runJob('expiry-sync');
    await runJob('expiry-sync');
    for (const job of ['expiry-sync', 'lifecycle-notices', 'auto-renewal'] as const) {
      expect(await indexKeyOf(dueLater.domainId, job), job).toBe(`DUE#${job}#${dueShardOf(dueLater.domainId)}`);
      expect(await dueAt(dueLater.domainId, job), job).toBe(later);
    }
    expect(await indexKeyOf(dueNow.domainId, 'auto-renewal')).toBe(`DUE#auto-renewal#${dueShardOf(dueNow.domainId)}`);
    expect(await createDueRepository(table).moveUnsharded('lifecycle-notices', 100)).toBe(0);
  });
});
