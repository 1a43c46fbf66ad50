import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { EventEnvelope } from '#events/envelope.ts';
import type { QueueDeclaration } from '#events/queues.ts';
import type { RuleDeclaration } from '#events/rules.ts';
import { parseEvent } from '#functions/events/parse-event.ts';
import { writeFileDurably } from './durable-file.ts';

/** A consumer as Lambda calls it; the context carries the invocation's request id (logged with every line). */
export type QueueConsumer = (event: SQSEvent, context: { awsRequestId: string }) => Promise<SQSBatchResponse | void>;

export interface QueuedMessage {
  messageId: string;
  body: string;
  receiveCount: number;
  visibleAt: number;
  /** When it was sent (ms since the epoch) and its place among those sent in the same millisecond: the order after a restart. */
  sentAt: number;
  sequence: number;
}

export interface DeadLetter {
  queue: string;
  messageId: string;
  body: unknown;
  receiveCount: number;
  lastError: string;
  deadAt: string;
}

/** Where a queue keeps its messages so they outlive the process, as SQS keeps them. */
export interface QueueStore {
  /** What was kept before: the messages in the order they were sent, and the dead letters. */
  load(): { messages: QueuedMessage[]; deadLetters: DeadLetter[] };
  /** Writes the message (new or with a new receive count) before returning. */
  keep(message: QueuedMessage): void;
  forget(messageId: string): void;
  keepDeadLetter(deadLetter: DeadLetter): void;
}

const jsonFile = (folder: string, id: string) => join(folder, `${id}.json`);

/** The JSON files in a folder (a temporary file left by a killed write is removed). */
function readJsonFiles<T>(folder: string): T[] {
  if (!existsSync(folder)) return [];
  const read: T[] = [];
  for (const name of readdirSync(folder)) {
    if (name.startsWith('.') && name.endsWith('.tmp')) rmSync(join(folder, name), { force: true });
    if (name.startsWith('.') || !name.endsWith('.json')) continue;
    try {
      read.push(JSON.parse(readFileSync(join(folder, name), 'utf8')) as T);
    } catch (error) {
      throw new Error(`Cannot read the queued message ${join(folder, name)}`, { cause: error });
    }
  }
  return read;
}

/**
 * A queue's messages as files: `<directory>/<queue>/<messageId>.json` until consumed, and
 * `<directory>/<queue>.dead/<messageId>.json` once dead-lettered. Each file is written whole
 * (temporary file, fsync, rename), so a killed process leaves every message readable.
 */
export function folderQueueStore(directory: string, queue: string): QueueStore {
  const messages = join(directory, queue);
  const dead = join(directory, `${queue}.dead`);
  return {
    load() {
      const deadLetters = readJsonFiles<DeadLetter>(dead).sort((a, b) => a.deadAt.localeCompare(b.deadAt));
      const deadIds = new Set(deadLetters.map((deadLetter) => deadLetter.messageId));
      // Killed between writing the dead letter and removing the message: the dead letter counts.
      for (const id of deadIds) rmSync(jsonFile(messages, id), { force: true });
      const kept = readJsonFiles<QueuedMessage>(messages)
        .filter((message) => !deadIds.has(message.messageId))
        .sort((a, b) => a.sentAt - b.sentAt || a.sequence - b.sequence);
      return { messages: kept, deadLetters };
    },
    keep: (message) => writeFileDurably(jsonFile(messages, message.messageId), JSON.stringify(message)),
    forget: (messageId) => rmSync(jsonFile(messages, messageId), { force: true }),
    keepDeadLetter: (deadLetter) => writeFileDurably(jsonFile(dead, deadLetter.messageId), JSON.stringify(deadLetter)),
  };
}

export interface LocalQueueOptions {
  /** The wait before a failed message is delivered again, by its receive count. */
  retryDelayMs?: (receiveCount: number) => number;
  /** Keeps the messages across restarts; in memory only without one. */
  store?: QueueStore;
}

/**
 * An SQS queue in process: at-least-once delivery in batches, failed records retried with
 * backoff (the visibility timeout, shortened for a laptop), and after `maxReceiveCount`
 * deliveries moved to the dead letters, as the DLQ redrive policy does in AWS. With a store,
 * a message is on disk before `send` returns and leaves it only once consumed or dead, so a
 * message in flight when the process died is delivered again after a restart (as SQS does
 * after the visibility timeout).
 */
export class LocalQueue {
  private readonly messages: QueuedMessage[] = [];
  private readonly deadLetterList: DeadLetter[] = [];
  private readonly retryDelayMs: (receiveCount: number) => number;
  private readonly store: QueueStore | undefined;
  private sequence = 0;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly idleWaiters: Array<() => void> = [];

  constructor(
    readonly declaration: Pick<QueueDeclaration, 'name' | 'batchSize' | 'maxReceiveCount'>,
    private readonly consumer: QueueConsumer,
    options: LocalQueueOptions = {},
  ) {
    this.retryDelayMs = options.retryDelayMs ?? ((receiveCount) => Math.min(100 * 2 ** (receiveCount - 1), 5_000));
    this.store = options.store;
    const kept = this.store?.load();
    if (kept) {
      this.messages.push(...kept.messages);
      this.deadLetterList.push(...kept.deadLetters);
    }
  }

  /** Synchronous: with a store, the message is on disk when this returns. */
  send(body: unknown): void {
    const message: QueuedMessage = { messageId: randomUUID(), body: JSON.stringify(body), receiveCount: 0, visibleAt: 0, sentAt: Date.now(), sequence: (this.sequence += 1) };
    this.store?.keep(message);
    this.messages.push(message);
    this.wake(0);
  }

  /** Starts delivering the messages kept from the last run (the runtime calls it once the consumers can publish). */
  resume(): void {
    this.wake(0);
  }

  get deadLetters(): readonly DeadLetter[] {
    return this.deadLetterList;
  }

  get pending(): number {
    return this.messages.length;
  }

  /** Holds a message, or is delivering a batch. */
  get busy(): boolean {
    return this.messages.length > 0 || this.running;
  }

  /** Resolves once every message is either consumed or dead-lettered (kept messages count only after `resume`). */
  idle(): Promise<void> {
    if (this.messages.length === 0 && !this.running) return Promise.resolve();
    return new Promise((done) => this.idleWaiters.push(done));
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  private wake(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.pump(), delayMs);
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const now = Date.now();
        const batch = this.messages.filter((message) => message.visibleAt <= now).slice(0, this.declaration.batchSize);
        if (batch.length === 0) break;
        await this.deliver(batch);
      }
    } finally {
      this.running = false;
    }
    if (this.messages.length === 0) {
      this.idleWaiters.splice(0).forEach((done) => done());
    } else {
      const next = Math.min(...this.messages.map((message) => message.visibleAt));
      this.wake(Math.max(0, next - Date.now()));
    }
  }

  private async deliver(batch: QueuedMessage[]): Promise<void> {
    for (const message of batch) message.receiveCount += 1;
    let failed: Set<string>;
    let error = 'reported as a batch item failure';
    try {
      const answer = await this.consumer({ Records: batch.map((message) => this.record(message)) }, { awsRequestId: randomUUID() });
      failed = new Set((answer?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (thrown) {
      failed = new Set(batch.map((message) => message.messageId));
      error = String(thrown);
    }
    for (const message of batch) {
      if (!failed.has(message.messageId)) this.consumed(message);
      else if (message.receiveCount >= this.declaration.maxReceiveCount) this.deadLetter(message, error);
      else this.retryLater(message);
    }
  }

  private consumed(message: QueuedMessage): void {
    this.messages.splice(this.messages.indexOf(message), 1);
    this.store?.forget(message.messageId);
  }

  private deadLetter(message: QueuedMessage, error: string): void {
    const deadLetter: DeadLetter = {
      queue: this.declaration.name,
      messageId: message.messageId,
      body: JSON.parse(message.body),
      receiveCount: message.receiveCount,
      lastError: error,
      deadAt: new Date().toISOString(),
    };
    // The dead letter first: killed in between, the load drops the message it names.
    this.store?.keepDeadLetter(deadLetter);
    this.consumed(message);
    this.deadLetterList.push(deadLetter);
  }

  private retryLater(message: QueuedMessage): void {
    message.visibleAt = Date.now() + this.retryDelayMs(message.receiveCount);
    this.store?.keep(message);
  }

  private record(message: QueuedMessage): SQSEvent['Records'][number] {
    return {
      messageId: message.messageId,
      receiptHandle: message.messageId,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: `arn:aws:sqs:local:000000000000:${this.declaration.name}`,
      awsRegion: 'local',
    };
  }
}

/**
 * The in-process EventBridge: validates each event against the catalogue on publish and hands
 * it to every queue whose rule names it (the envelope becomes the SQS body, as the rule's input
 * path `$.detail` does in AWS).
 */
export class LocalEventBus {
  readonly published: EventEnvelope[] = [];

  constructor(
    private readonly rules: readonly RuleDeclaration[],
    private readonly queues: ReadonlyMap<string, LocalQueue>,
  ) {}

  async publish(envelopes: readonly EventEnvelope[]): Promise<void> {
    const valid = envelopes.map((envelope) => parseEvent(envelope));
    for (const envelope of valid) {
      this.published.push(envelope);
      for (const rule of this.rules) {
        if (!(rule.events as readonly string[]).includes(envelope.metadata.name)) continue;
        const queue = this.queues.get(rule.queue);
        if (!queue) throw new Error(`Rule ${rule.name} targets unknown queue ${rule.queue}`);
        queue.send(envelope);
      }
    }
  }

  deadLetters(): DeadLetter[] {
    return [...this.queues.values()].flatMap((queue) => queue.deadLetters);
  }

  /** Starts delivering what the queues kept from the last run. */
  resume(): void {
    for (const queue of this.queues.values()) queue.resume();
  }

  /**
   * Waits until every queue has delivered or dead-lettered what it holds, at one moment: a queue
   * found idle can be sent more by a consumer of another that was still at work (a notice's
   * event, then its mail), so the wait is repeated until none holds anything.
   */
  async drain(): Promise<void> {
    const queues = [...this.queues.values()];
    do await Promise.all(queues.map((queue) => queue.idle()));
    while (queues.some((queue) => queue.busy));
  }

  stop(): void {
    for (const queue of this.queues.values()) queue.stop();
  }
}
