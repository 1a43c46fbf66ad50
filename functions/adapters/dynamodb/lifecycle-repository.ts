import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainJob, DueEntry, DuePage, ExpiryNoticeMarker, ExpirySyncSweep, FinishedSweep } from '../../lifecycle/model.ts';
import type { DueRepository, ExpiryNoticeRepository, SweepRepository } from '../../lifecycle/ports.ts';
import { deleteItem } from './commands/delete.ts';
import { getItem } from './commands/get.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { putTransaction } from './commands/transact-put.ts';
import { isConditionFailure } from './conditions.ts';
import { outboxEventEntity } from './entities.ts';
import { dueEntryEntity, dueShardCount, expiryNoticeEntity, expirySyncSweepEntity, finishedSweepEntity, lifecycleKeys } from './lifecycle-entities.ts';
import type { PortalTable } from './table.ts';

const asEntry = (item: { domainId: string; job: DomainJob; dueAt: string; lastRunAt?: string }): DueEntry => ({
  domainId: item.domainId,
  job: item.job,
  dueAt: item.dueAt,
  ...(item.lastRunAt ? { lastRunAt: item.lastRunAt } : {}),
});

/** Where a page of due entries stopped: the index of the partition (shards, then the unsharded one) and the key within it. */
type DueCursor = { partition: number; key?: Record<string, unknown> };
const isDueCursor = (value: Record<string, unknown> | undefined): value is DueCursor => typeof value?.partition === 'number';

/** The lifecycle jobs' due entries (patterns L1–L3 in docs/data-model.md). */
export function createDueRepository(table: PortalTable): DueRepository {
  const entries = {
    query: queryItems(dueEntryEntity(table)),
    put: putItem(dueEntryEntity(table)),
    transactPut: putTransaction(dueEntryEntity(table)),
    delete: deleteItem(dueEntryEntity(table)),
  };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };

  // A job's partitions on gsi3: its shards, then the one partition from before them (empty once moved).
  const partitionsOf = (job: DomainJob) => [...Array.from({ length: dueShardCount }, (_, shard) => lifecycleKeys.dueByJob(job, shard)), lifecycleKeys.unshardedDueByJob(job)];

  /**
   * A page of a job's entries: the partitions one after the other, each earliest first, until the
   * page is full. The cursor is the partition it stopped in and DynamoDB's key within it; one of
   * another shape (a sweep's from before the shards) starts again from the first partition.
   */
  const page = async (job: DomainJob, range: { lt: string } | undefined, limit: number, startKey?: Record<string, unknown>): Promise<DuePage> => {
    const partitions = partitionsOf(job);
    let at = isDueCursor(startKey) ? startKey.partition : 0;
    let key = isDueCursor(startKey) ? startKey.key : undefined;
    const found: DueEntry[] = [];
    while (at < partitions.length && found.length < limit) {
      const answer = await entries.query(
        { index: 'gsi3', partition: partitions[at]!, ...(range ? { range } : {}) },
        { limit: limit - found.length, ...(key ? { exclusiveStartKey: key } : {}) },
      );
      found.push(...(answer.Items ?? []).map(asEntry));
      key = answer.LastEvaluatedKey;
      if (!key) at += 1;
    }
    return { entries: found, nextKey: at < partitions.length ? { partition: at, ...(key ? { key } : {}) } : undefined };
  };

  return {
    // Sort keys are `<dueAt>#<domainId>`: everything due up to the instant sorts below `<instant>$` ('$' follows '#').
    listDue: (job, upTo, limit, startKey) => page(job, { lt: `${upTo.toISOString()}$` }, limit, startKey),
    listAll: (job, limit, startKey) => page(job, undefined, limit, startKey),
    async countAll(job) {
      let count = 0;
      for (const partition of partitionsOf(job)) {
        let startKey: Record<string, unknown> | undefined;
        do {
          const found = await entries.query({ index: 'gsi3', partition }, {
            select: 'COUNT',
            ...(startKey ? { exclusiveStartKey: startKey } : {}),
          } as never);
          count += found.Count ?? 0;
          startKey = found.LastEvaluatedKey;
        } while (startKey);
      }
      return count;
    },
    async moveUnsharded(job, limit) {
      const found = await entries.query({ index: 'gsi3', partition: lifecycleKeys.unshardedDueByJob(job) }, { limit });
      let moved = 0;
      for (const entry of (found.Items ?? []).map(asEntry)) {
        // Put again as it is (the put writes the shard's key), unless a job rescheduled it meanwhile (which moved it already).
        const unchanged = [{ attr: 'dueAt', eq: entry.dueAt }, entry.lastRunAt ? { attr: 'lastRunAt', eq: entry.lastRunAt } : { attr: 'lastRunAt', exists: false }];
        try {
          await entries.put(entry, { condition: { and: unchanged } } as never);
          moved += 1;
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      return moved;
    },
    async schedule(domainId, job, at, lastRunAt) {
      await entries.put({ domainId, job, dueAt: at.toISOString(), ...(lastRunAt ? { lastRunAt: lastRunAt.toISOString() } : {}) });
    },
    async scheduleIfMissing(domainId, job, at) {
      try {
        await entries.put({ domainId, job, dueAt: at.toISOString() }, { condition: { attr: 'domainId', exists: false } });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async remove(domainId, job) {
      await entries.delete({ domainId, job });
    },
    async scheduleForced(domainId, job, at, event) {
      await executeTransactWrite(
        entries.transactPut({ domainId, job, dueAt: at.toISOString() }),
        outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event }),
      );
    },
  };
}

/** Expiry notices sent, once per domain, expiry and threshold (pattern L4). */
export function createExpiryNoticeRepository(table: PortalTable): ExpiryNoticeRepository {
  const notices = { transactPut: putTransaction(expiryNoticeEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  return {
    async record(marker: ExpiryNoticeMarker, event: EventEnvelope): Promise<boolean> {
      try {
        await executeTransactWrite(
          notices.transactPut(marker, { condition: { attr: 'domainId', exists: false } }),
          outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
  };
}

/** The forced sync of every domain in progress (pattern L5). */
export function createSweepRepository(table: PortalTable): SweepRepository {
  const sweeps = {
    get: getItem(expirySyncSweepEntity(table)),
    put: putItem(expirySyncSweepEntity(table)),
    transactPut: putTransaction(expirySyncSweepEntity(table)),
    delete: deleteItem(expirySyncSweepEntity(table)),
  };
  const finished = { get: getItem(finishedSweepEntity(table)), put: putItem(finishedSweepEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };
  const job = 'expiry-sync';
  return {
    async get(): Promise<ExpirySyncSweep | null> {
      const { Item } = await sweeps.get({ job }, { consistent: true });
      return Item
        ? {
            startedAt: Item.startedAt,
            cursor: (Item.cursor as Record<string, unknown> | undefined) ?? null,
            synced: Item.synced,
            ...(Item.total === undefined ? {} : { total: Item.total }),
          }
        : null;
    },
    async save(sweep: ExpirySyncSweep): Promise<void> {
      await sweeps.put({
        job,
        startedAt: sweep.startedAt,
        synced: sweep.synced,
        ...(sweep.cursor ? { cursor: sweep.cursor } : {}),
        ...(sweep.total === undefined ? {} : { total: sweep.total }),
      });
    },
    async start(sweep: ExpirySyncSweep, event: EventEnvelope): Promise<boolean> {
      try {
        await executeTransactWrite(
          sweeps.transactPut(
            { job, startedAt: sweep.startedAt, synced: sweep.synced, ...(sweep.total === undefined ? {} : { total: sweep.total }) },
            { condition: { attr: 'job', exists: false } },
          ),
          outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    async clear(last?: FinishedSweep): Promise<void> {
      if (last) await finished.put({ job, ...last });
      await sweeps.delete({ job });
    },
    async last(): Promise<FinishedSweep | null> {
      const { Item } = await finished.get({ job }, { consistent: true });
      return Item ? { startedAt: Item.startedAt, finishedAt: Item.finishedAt, synced: Item.synced, ...(Item.total === undefined ? {} : { total: Item.total }) } : null;
    },
  };
}

/** When the expiry sync next and last looks at one domain (pattern L2), for the admin's domain page. */
export function createDueLookup(table: PortalTable): { dueOf(domainId: string, job: DomainJob): Promise<DueEntry | null> } {
  const get = getItem(dueEntryEntity(table));
  return {
    async dueOf(domainId, job) {
      const { Item } = await get({ domainId, job });
      return Item ? asEntry(Item) : null;
    },
  };
}
