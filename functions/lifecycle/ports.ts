import type { EventEnvelope } from '#events/envelope.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import type { DomainRepository } from '../domains/ports.ts';
import type { Clock } from '../ports/clock.ts';
import type { Registry } from '../ports/registry.ts';
import type { DomainJob, DuePage, ExpiryNoticeMarker, ExpirySyncSweep, FinishedSweep } from './model.ts';

/** The jobs' due entries (adapter: `adapters/dynamodb/lifecycle-repository.ts`, pattern L1–L3 in docs/data-model.md). */
export interface DueRepository {
  /** A page of a job's entries due at or before `upTo`, earliest first within each shard (one index query per shard it reaches). */
  listDue(job: DomainJob, upTo: Date, limit: number, startKey?: Record<string, unknown>): Promise<DuePage>;
  /** A page of all a job's entries, due or not (the forced sync of every domain). */
  listAll(job: DomainJob, limit: number, startKey?: Record<string, unknown>): Promise<DuePage>;
  /** How many entries the job has (an index query counting, page by page): the total a sweep goes through. */
  countAll(job: DomainJob): Promise<number>;
  /**
   * Moves up to `limit` of the job's entries from the one partition they had before the due
   * entries were sharded into their shards (docs/decisions/due-entries-write-sharded.md): how many it moved.
   */
  moveUnsharded(job: DomainJob, limit: number): Promise<number>;
  /** Sets when the job next looks at the domain (creates the entry if missing), and when it last acted on it. */
  schedule(domainId: string, job: DomainJob, at: Date, lastRunAt?: Date): Promise<void>;
  /** Writes the entry only if the domain has none for the job (the backfill of domains older than the entries); false when it had one. */
  scheduleIfMissing(domainId: string, job: DomainJob, at: Date): Promise<boolean>;
  /** The job never looks at the domain again (it is gone). */
  remove(domainId: string, job: DomainJob): Promise<void>;
  /** An administrator's forcing: the entry due at `at` and the event that tells it, in one transaction (outbox). */
  scheduleForced(domainId: string, job: DomainJob, at: Date, event: EventEnvelope): Promise<void>;
}

/** The notices sent (adapter: `adapters/dynamodb/lifecycle-repository.ts`, pattern L4). */
export interface ExpiryNoticeRepository {
  /**
   * Records the notice and its event in one transaction, only if no notice of the same domain,
   * expiry and threshold exists (conditional put): false when one does (another run sent it).
   */
  record(marker: ExpiryNoticeMarker, event: EventEnvelope): Promise<boolean>;
}

/** A forced sync of every domain, in progress (pattern L5): one at a time. */
export interface SweepRepository {
  get(): Promise<ExpirySyncSweep | null>;
  save(sweep: ExpirySyncSweep): Promise<void>;
  /** An administrator starts a sweep: saved with the event that tells it, in one transaction (outbox); false when one is running already. */
  start(sweep: ExpirySyncSweep, event: EventEnvelope): Promise<boolean>;
  /** The sweep is over: removed, and kept as the last one finished (`finished`) for the admin's progress. */
  clear(finished?: FinishedSweep): Promise<void>;
  /** The last sweep that finished, if any. */
  last(): Promise<FinishedSweep | null>;
}

/** What the expiry sync runs on. */
export interface ExpirySyncPorts {
  domains: Pick<DomainRepository, 'get' | 'update'>;
  due: Omit<DueRepository, 'scheduleForced'>;
  sweeps: Omit<SweepRepository, 'start' | 'last'>;
  registry: Pick<Registry, 'domainInfo'>;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  logger: { info(message: string, extra?: Record<string, unknown>): void; error(message: string, extra?: Record<string, unknown>): void };
}

/** What the lifecycle-notices job runs on. */
export interface LifecycleNoticePorts {
  domains: Pick<DomainRepository, 'get'>;
  due: DueRepository;
  notices: ExpiryNoticeRepository;
  settings: { get(): Promise<Pick<Settings, 'days_before_expiry_for_warning'>> };
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  logger: { error(message: string, extra?: Record<string, unknown>): void };
}

/** What forcing the expiry sync (the admin's request) runs on. */
export interface ForceExpirySyncPorts {
  domains: Pick<DomainRepository, 'get'>;
  due: Pick<DueRepository, 'scheduleForced' | 'countAll'>;
  sweeps: Pick<SweepRepository, 'get' | 'start'>;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}
