import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { EntityParser } from 'dynamodb-toolbox/entity/actions/parse';
import { operationOf } from '#functions/adapters/dynamodb/document-client.ts';
import { dueEntryEntity, dueShardCount } from '#functions/adapters/dynamodb/lifecycle-entities.ts';
import { domainEntity } from '#functions/adapters/dynamodb/order-entities.ts';
import { createSettingsRepository } from '#functions/adapters/dynamodb/settings-repository.ts';
import { documentClientOf, dynamoDbLocalCredentials, type PortalTable, portalTableOf } from '#functions/adapters/dynamodb/table.ts';
import { composeAutoRenewal } from '#functions/auto-renewal/job-wiring.ts';
import { runHealthChecks } from '#functions/domain-health/run-health-checks.ts';
import { composeDomainHealth } from '#functions/domain-health/wiring.ts';
import { renewAutomatically } from '#functions/auto-renewal/renew-automatically.ts';
import type { Config } from '#functions/config.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { type DomainJob, domainJobs } from '#functions/lifecycle/model.ts';
import { sendLifecycleNotices } from '#functions/lifecycle/send-lifecycle-notices.ts';
import { runExpirySync } from '#functions/lifecycle/sync-expiry.ts';
import { composeExpirySync } from '#functions/lifecycle/sync-wiring.ts';
import { composeLifecycleNotices } from '#functions/lifecycle/wiring.ts';
import { Logger } from '#functions/logger.ts';
import { defaultSettings } from '#shared/default-settings.ts';
import { createTableFromDeclaration } from '#infra/local/create-table.ts';
import { localAwsRegion } from '#infra/local/dynamodb-local.ts';
import type { LocalRuntime } from '#infra/local/runtime.ts';

/**
 * The lifecycle jobs over many domains with few due (issue 28, "Data at scale"): a table of its own
 * on the runtime's DynamoDB Local holds `total` domains, each with its four due entries (one per
 * job, spread over the shards); `due` of them are due now (and at the registry simulator), the
 * rest in half a year. Each job then runs as its schedule runs it, composed by its own wiring on
 * that table, and every read it makes is counted at the table's client with the capacity DynamoDB
 * says it consumed (`ReturnConsumedCapacity`). `npm test` runs it with 10 000 domains
 * (tests/api/due-at-scale.test.ts), `npm run bench` with 100 000.
 */

const day = 24 * 3600 * 1000;

/** What one job read: requests, items and consumed read capacity units, by operation. */
export interface JobReads {
  checked: number;
  byOperation: Record<string, { requests: number; items: number; capacity: number }>;
  /** The read capacity of every read request, together. */
  capacity: number;
}

export interface DueAtScale {
  /** The domains due now. */
  due: DomainRecord[];
  /** How long writing the domains took (ms). */
  seedMs: number;
  /** Each job's run, in the order they ran. */
  run(): Promise<Record<DomainJob, JobReads & { ms: number }>>;
}

const readOperations = new Set(['GetItem', 'Query', 'Scan', 'BatchGetItem', 'TransactGetItems']);

/** Every read request the table's client sends from here on asks for its consumed capacity, and is counted into `reads()`. */
function countReads(table: PortalTable): { reset(): void; reads(): Omit<JobReads, 'checked'> } {
  const client = documentClientOf(table);
  const send = client.send.bind(client);
  let byOperation: JobReads['byOperation'] = {};
  client.send = async (command, options) => {
    const operation = operationOf(command);
    if (!readOperations.has(operation)) return send(command, options);
    command.input.ReturnConsumedCapacity = 'TOTAL';
    const answer = (await send(command, options)) as Record<string, unknown> & {
      Item?: unknown;
      Count?: number;
      Responses?: Record<string, unknown[]>;
      ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
    };
    const counted = (byOperation[operation] ??= { requests: 0, items: 0, capacity: 0 });
    counted.requests += 1;
    counted.items += answer.Item ? 1 : (answer.Count ?? Object.values(answer.Responses ?? {}).reduce((sum, list) => sum + list.length, 0));
    const consumed = [answer.ConsumedCapacity ?? []].flat();
    if (consumed.length === 0) throw new Error(`${operation} answered without its consumed capacity`);
    counted.capacity += consumed.reduce((sum, { CapacityUnits = 0 }) => sum + CapacityUnits, 0);
    return answer as never;
  };
  return {
    reset: () => void (byOperation = {}),
    reads: () => ({ byOperation, capacity: Object.values(byOperation).reduce((sum, { capacity }) => sum + capacity, 0) }),
  };
}

/**
 * Writes `total` domains into a new table (BatchWrite, several at once: the items exactly as the
 * entities store them, index keys included), `due` of them due now for every job and registered at
 * the runtime's registry simulator with the expiry the portal has.
 */
export async function dueAtScale(
  runtime: Pick<LocalRuntime, 'dynamoDbEndpoint' | 'registry' | 'clock' | 'composition'>,
  counts: { total: number; due: number },
): Promise<DueAtScale> {
  const tableName = `due-at-scale-${randomUUID()}`;
  const client = new DynamoDBClient({ endpoint: runtime.dynamoDbEndpoint, region: localAwsRegion, credentials: dynamoDbLocalCredentials });
  await createTableFromDeclaration(client, tableName);
  client.destroy();
  const config: Config = { ...runtime.composition.config, TABLE_NAME: tableName };
  const table = portalTableOf(config);
  await createSettingsRepository(table).createIfAbsent(defaultSettings);

  const now = runtime.clock.now();
  const stored = (entity: { build: (action: typeof EntityParser) => { parse: (input: object) => { item: object } } }, input: object) =>
    entity.build(EntityParser).parse(input).item;
  const domainOf = (name: string, expiresAt: string): DomainRecord => ({
    domainId: randomUUID(),
    name,
    ownerType: 'user',
    ownerId: 'owner-of-many',
    registrantContactId: 'C-1',
    registeredAt: new Date(Date.parse(expiresAt) - 365 * day).toISOString(),
    expiresAt,
    nameServerMode: 'product',
    nameServers: [],
    transferLock: true,
    registrationLock: false,
    autoRenewal: false,
    registryStatuses: ['ok'],
    updatedAt: now.toISOString(),
    version: 1,
  });
  const items: object[] = [];
  const due: DomainRecord[] = [];
  const later = new Date(now.getTime() + 180 * day).toISOString();
  const dueNow = new Date(now.getTime() - 60_000).toISOString();
  for (let index = 0; index < counts.total; index += 1) {
    const isDue = index < counts.due;
    let domain: DomainRecord;
    if (isDue) {
      // At the registry with the expiry the portal has: the expiry sync finds nothing to change.
      const name = `gjalddagi-${index}-${randomUUID().slice(0, 6)}.fo`;
      const atRegistry = runtime.registry.register(name, { years: 1 });
      domain = { ...domainOf(name, atRegistry.expiresAt), registeredAt: atRegistry.createdAt };
      due.push(domain);
    } else domain = domainOf(`fjoldi-${index}.fo`, new Date(now.getTime() + 200 * day).toISOString());
    items.push(stored(domainEntity(table) as never, domain));
    for (const job of domainJobs) items.push(stored(dueEntryEntity(table) as never, { domainId: domain.domainId, job, dueAt: isDue ? dueNow : later }));
  }

  const documents = table.getDocumentClient();
  const started = Date.now();
  const batches: object[][] = [];
  for (let index = 0; index < items.length; index += 25) batches.push(items.slice(index, index + 25));
  const writeBatch = async (batch: object[]) => {
    let unprocessed: Record<string, unknown> | undefined = { [tableName]: batch.map((item) => ({ PutRequest: { Item: item } })) };
    while (unprocessed && Object.keys(unprocessed).length > 0)
      unprocessed = (await documents.send(new BatchWriteCommand({ RequestItems: unprocessed as never }))).UnprocessedItems as Record<string, unknown> | undefined;
  };
  await Promise.all(
    Array.from({ length: 8 }, async (_, worker) => {
      for (let index = worker; index < batches.length; index += 8) await writeBatch(batches[index]!);
    }),
  );
  const seedMs = Date.now() - started;

  const logger = new Logger();
  const local = runtime.composition.local;
  const counter = countReads(table);
  const noCharges = () => Promise.reject(new Error('no automatic renewal is on: nothing is charged'));
  const jobs: Record<DomainJob, () => Promise<{ checked: number }>> = {
    'expiry-sync': () => runExpirySync({}, composeExpirySync(config, local, logger)),
    'lifecycle-notices': () => sendLifecycleNotices(composeLifecycleNotices(config, local, logger)),
    'auto-renewal': () =>
      renewAutomatically({
        ...composeAutoRenewal(config, local, logger),
        payments: { createOffSessionPayment: noCharges, confirmOffSessionPayment: noCharges, offSessionPayment: noCharges },
      }),
    // The daily health check: each due domain's name servers asked (the runtime's local servers, which hold none of these zones).
    'domain-health': () => runHealthChecks(composeDomainHealth(config, local, logger)),
  };
  return {
    due,
    seedMs,
    async run() {
      const reads = {} as Record<DomainJob, JobReads & { ms: number }>;
      for (const job of domainJobs) {
        counter.reset();
        const jobStarted = Date.now();
        const report = await jobs[job]();
        reads[job] = { checked: report.checked, ...counter.reads(), ms: Date.now() - jobStarted };
      }
      return reads;
    },
  };
}

/**
 * The most a job may read for `due` due domains, in read capacity units (eventually consistent:
 * 0.5 a request of up to 4 KB): each partition of the job's due entries asked once (the shards and
 * the unsharded one), one more query a page (25 entries) where a page ends inside a partition, the
 * due entries' bytes, one get of each due domain, and a few gets of the job's own (settings, sweep).
 * Reading the not-due entries would cost at least 0.5 per 4 KB of them: 10 000 of them are ~150.
 */
export function readBudget(due: number, job?: DomainJob): number {
  const partitions = dueShardCount + 1;
  const pages = Math.ceil(due / 25);
  const entryBytes = 200;
  // The health check reads each due domain's last health besides the domain (one get more a domain).
  const ownGets = job === 'domain-health' ? 0.5 * due : 0;
  return 0.5 * (partitions + pages + Math.ceil((due * entryBytes) / 4096)) + 0.5 * due + 0.5 * 3 + ownGets;
}
