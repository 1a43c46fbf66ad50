import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import type { DomainJob } from '../../lifecycle/model.ts';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey } from './entities.ts';
import { shardOf } from './shards.ts';
import { putTransaction } from './commands/transact-put.ts';
import type { PortalTable } from './table.ts';
import { perTable } from './table.ts';

/**
 * The domain-lifecycle jobs' items (docs/data-model.md, "Domain lifecycle"). Their keys are
 * built here and only here.
 */
const [, , gsi3] = tableDeclaration.globalIndexes;

/**
 * The jobs that keep a due entry per domain, as stored: the lifecycle model's `domainJobs`
 * (functions/lifecycle/model.ts), which an adapter may not import as a value. The two checks below
 * fail type-checking when one list has a job the other lacks.
 */
export const dueEntryJobs = ['expiry-sync', 'lifecycle-notices', 'auto-renewal', 'domain-health'] as const satisfies readonly DomainJob[];
type MissingJob = Exclude<DomainJob, (typeof dueEntryJobs)[number]>;
const everyJobStored: [MissingJob] extends [never] ? true : MissingJob = true;
void everyJobStored;

/**
 * A job's due entries are spread over this many partitions of gsi3 (write sharding): one
 * partition per job took every domain's entry, and every write to it, at scale. A domain's shard
 * is fixed by its id (docs/decisions/due-entries-write-sharded.md).
 */
export const dueShardCount = 8;

/** The shard of a domain's due entries: the first byte of the SHA-256 of its id, modulo the shard count. */
export const dueShardOf = (domainId: string): number => shardOf(domainId, dueShardCount);

export const lifecycleKeys = {
  /** When a job next looks at a domain: beside the domain, in its partition. */
  due: (domainId: string, job: string) => ({ pk: `DOMAIN#${domainId}`, sk: `DUE#${job}` }),
  /** One shard of a job's entries, earliest first: the job asks each shard for those due up to now. */
  dueByJob: (job: string, shard: number) => `DUE#${job}#${shard}`,
  /**
   * The one partition a job's entries were in before the shards: read beside the shards until the
   * expiry sync has moved every entry out of it (`moveUnshardedDueEntries`).
   */
  unshardedDueByJob: (job: string) => `DUE#${job}`,
  dueSort: (dueAt: string, domainId: string) => `${dueAt}#${domainId}`,
  /** A notice of an expiry at a threshold, sent once. */
  expiryNotice: (domainId: string, expiresAt: string, daysBefore: number) => ({ pk: `DOMAIN#${domainId}`, sk: `EXPIRYNOTICE#${expiresAt}#${daysBefore}` }),
  sweep: (job: string) => ({ pk: `JOB#${job}`, sk: 'SWEEP' }),
  /** The last sweep that finished (the admin's progress shows it until the next one starts). */
  lastSweep: (job: string) => ({ pk: `JOB#${job}`, sk: 'LASTSWEEP' }),
} as const;

export const dueEntryEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'dueEntry',
      table,
      schema: item({
        domainId: string().key(),
        job: string()
          .key()
          .enum(...dueEntryJobs),
        dueAt: string(),
        /** When the job last acted on the domain (DueEntry.lastRunAt). */
        lastRunAt: string().optional(),
      }).and((schema) => ({
        // A job's entries by due time, in the domain's shard: gsi3 (sparse: only these items carry DUE# keys).
        [gsi3.partitionKey]: indexKey(schema, ['job', 'domainId'], ({ job, domainId }) => lifecycleKeys.dueByJob(job, dueShardOf(domainId))),
        [gsi3.sortKey]: indexKey(schema, ['dueAt', 'domainId'], ({ dueAt, domainId }) => lifecycleKeys.dueSort(dueAt, domainId)),
      })),
      computeKey: ({ domainId, job }) => lifecycleKeys.due(domainId, job),
      timestamps: false,
    }),
);

export const expiryNoticeEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'expiryNotice',
      table,
      schema: item({ domainId: string().key(), expiresAt: string().key(), daysBefore: number().key(), sentAt: string() }),
      computeKey: ({ domainId, expiresAt, daysBefore }) => lifecycleKeys.expiryNotice(domainId, expiresAt, daysBefore),
      timestamps: false,
    }),
);

export const expirySyncSweepEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'expirySyncSweep',
      table,
      schema: item({ job: string().key(), startedAt: string(), cursor: any().optional(), synced: number(), total: number().optional() }),
      computeKey: ({ job }) => lifecycleKeys.sweep(job),
      timestamps: false,
    }),
);

export const finishedSweepEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'finishedSweep',
      table,
      schema: item({ job: string().key(), startedAt: string(), finishedAt: string(), synced: number(), total: number().optional() }),
      computeKey: ({ job }) => lifecycleKeys.lastSweep(job),
      timestamps: false,
    }),
);

/**
 * A new domain's due entries, one per lifecycle job, due at once: the transaction that creates
 * the domain (registration, transfer in, the local demo domains) writes them, and each job's
 * next run puts the domain on its own schedule.
 */
export function newDomainDueEntries(table: PortalTable, domainId: string, at: string) {
  const put = putTransaction(dueEntryEntity(table));
  return dueEntryJobs.map((job) => put({ domainId, job, dueAt: at }));
}
