import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { EventEnvelope } from '../../events/envelope.ts';
import type { QueueDeclaration } from '../../events/queues.ts';
import type { RuleDeclaration } from '../../events/rules.ts';
import { parseEvent } from '../../functions/events/parse-event.ts';

export type QueueConsumer = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

interface Message {
  messageId: string;
  body: string;
  receiveCount: number;
  visibleAt: number;
}

export interface DeadLetter {
  queue: string;
  messageId: string;
  body: unknown;
  receiveCount: number;
  lastError: string;
  deadAt: string;
}

/**
 * An SQS queue in memory: at-least-once delivery in batches, failed records retried with
 * backoff (the visibility timeout, shortened for a laptop), and after `maxReceiveCount`
 * deliveries moved to the dead-letter list, as the DLQ redrive policy does in AWS.
 */
export class LocalQueue {
  private readonly messages: Message[] = [];
  private readonly deadLetterList: DeadLetter[] = [];
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly idleWaiters: Array<() => void> = [];

  constructor(
    readonly declaration: Pick<QueueDeclaration, 'name' | 'batchSize' | 'maxReceiveCount'>,
    private readonly consumer: QueueConsumer,
    private readonly retryDelayMs = (receiveCount: number) => Math.min(100 * 2 ** (receiveCount - 1), 5_000),
  ) {}

  send(body: unknown): void {
    this.messages.push({ messageId: randomUUID(), body: JSON.stringify(body), receiveCount: 0, visibleAt: 0 });
    this.wake(0);
  }

  get deadLetters(): readonly DeadLetter[] {
    return this.deadLetterList;
  }

  get pending(): number {
    return this.messages.length;
  }

  /** Resolves once every message is either consumed or dead-lettered. */
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

  private async deliver(batch: Message[]): Promise<void> {
    for (const message of batch) message.receiveCount += 1;
    let failed: Set<string>;
    let error = 'reported as a batch item failure';
    try {
      const answer = await this.consumer({ Records: batch.map((message) => this.record(message)) });
      failed = new Set((answer?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (thrown) {
      failed = new Set(batch.map((message) => message.messageId));
      error = String(thrown);
    }
    for (const message of batch) {
      const index = this.messages.indexOf(message);
      if (!failed.has(message.messageId)) {
        this.messages.splice(index, 1);
      } else if (message.receiveCount >= this.declaration.maxReceiveCount) {
        this.messages.splice(index, 1);
        this.deadLetterList.push({
          queue: this.declaration.name,
          messageId: message.messageId,
          body: JSON.parse(message.body),
          receiveCount: message.receiveCount,
          lastError: error,
          deadAt: new Date().toISOString(),
        });
      } else {
        message.visibleAt = Date.now() + this.retryDelayMs(message.receiveCount);
      }
    }
  }

  private record(message: Message): SQSEvent['Records'][number] {
    return {
      messageId: message.messageId,
      receiptHandle: message.messageId,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(Date.now()),
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

  /** Waits until every queue has delivered or dead-lettered what it holds. */
  async drain(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.idle()));
  }

  stop(): void {
    for (const queue of this.queues.values()) queue.stop();
  }
}
