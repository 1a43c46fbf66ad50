import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { folderQueueStore, LocalEventBus, LocalQueue, type QueueConsumer } from './event-bus.ts';

const languageChanged = () => ({
  metadata: { id: randomUUID(), name: 'user.language-changed', version: 1, occurredAt: new Date().toISOString() },
  data: { userId: 'u1', language: 'en', previousLanguage: null },
});

const noDelay = () => 1;

describe('the local bus and queues', () => {
  it('delivers each published event to the queue its rule names', async () => {
    const received: unknown[] = [];
    const queue = new LocalQueue({ name: 'activity-log', batchSize: 10, maxReceiveCount: 3 }, async (event: SQSEvent) => {
      received.push(...event.Records.map((record) => JSON.parse(record.body)));
    });
    const bus = new LocalEventBus([{ name: 'r', events: ['user.language-changed'], queue: 'activity-log' }], new Map([['activity-log', queue]]));
    const event = languageChanged();
    await bus.publish([event]);
    await bus.drain();
    expect(received).toEqual([event]);
  });

  it('drains a queue that a consumer of another sends to while the first drain waits (a notice, then its mail)', async () => {
    const mailed: unknown[] = [];
    const queues = new Map<string, LocalQueue>();
    const rules = [
      { name: 'notices', events: ['user.language-changed'] as const, queue: 'notifications' },
      { name: 'mails', events: ['user.password-changed'] as const, queue: 'mail' },
    ];
    const bus = new LocalEventBus(rules, queues);
    queues.set(
      'notifications',
      new LocalQueue({ name: 'notifications', batchSize: 10, maxReceiveCount: 3 }, async () => {
        // At work while the mail queue, empty, has already been found idle.
        await new Promise((resolve) => setTimeout(resolve, 30));
        await bus.publish([
          { metadata: { id: randomUUID(), name: 'user.password-changed', version: 1, occurredAt: new Date().toISOString() }, data: { userId: 'u1', via: 'change' } },
        ]);
      }),
    );
    queues.set(
      'mail',
      new LocalQueue({ name: 'mail', batchSize: 10, maxReceiveCount: 3 }, async (event: SQSEvent) => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        mailed.push(...event.Records.map((record) => JSON.parse(record.body)));
      }),
    );
    await bus.publish([languageChanged()]);
    await bus.drain();
    expect(mailed).toHaveLength(1);
  });

  it('refuses an event that does not match its schema', async () => {
    const bus = new LocalEventBus([], new Map());
    const broken = { ...languageChanged(), data: { userId: 'u1', language: 'de', previousLanguage: null } };
    await expect(bus.publish([broken])).rejects.toThrow();
    expect(bus.published).toEqual([]);
  });

  it('retries only the failed records and dead-letters them after maxReceiveCount deliveries', async () => {
    const deliveries = new Map<string, number>();
    const queue = new LocalQueue(
      { name: 'q', batchSize: 10, maxReceiveCount: 3 },
      async (event: SQSEvent) => {
        const failures = [];
        for (const record of event.Records) {
          const body = JSON.parse(record.body) as { poison: boolean };
          deliveries.set(record.messageId, (deliveries.get(record.messageId) ?? 0) + 1);
          if (body.poison) failures.push({ itemIdentifier: record.messageId });
        }
        return { batchItemFailures: failures };
      },
      { retryDelayMs: noDelay },
    );
    queue.send({ poison: false });
    queue.send({ poison: true });
    await queue.idle();
    expect([...deliveries.values()].sort()).toEqual([1, 3]);
    expect(queue.deadLetters).toHaveLength(1);
    expect(queue.deadLetters[0]).toMatchObject({ queue: 'q', body: { poison: true }, receiveCount: 3 });
  });

  it('treats a consumer that throws as a failure of the whole batch', async () => {
    let calls = 0;
    const queue = new LocalQueue(
      { name: 'q', batchSize: 10, maxReceiveCount: 2 },
      async () => {
        calls += 1;
        throw new Error('down');
      },
      { retryDelayMs: noDelay },
    );
    queue.send({ any: 1 });
    await queue.idle();
    expect(calls).toBe(2);
    expect(queue.deadLetters[0]?.lastError).toContain('down');
  });
});

describe('a queue kept in a folder (the data directory)', () => {
  const folders: string[] = [];
  const queues: LocalQueue[] = [];
  afterEach(() => {
    queues.splice(0).forEach((queue) => queue.stop());
    folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  });

  const declaration = { name: 'q', batchSize: 2, maxReceiveCount: 2 };
  const newFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'okisnavn-queues-'));
    folders.push(folder);
    return folder;
  };
  /** A queue on the folder, as the runtime makes one at each start. */
  const queueOn = (folder: string, consumer: QueueConsumer, retryDelayMs = noDelay) => {
    const queue = new LocalQueue(declaration, consumer, { retryDelayMs, store: folderQueueStore(folder, 'q') });
    queues.push(queue);
    return queue;
  };
  /** A consumer that records the bodies it got, in order. */
  const recorder = () => {
    const bodies: unknown[] = [];
    const consumer: QueueConsumer = async (event) => {
      bodies.push(...event.Records.map((record) => JSON.parse(record.body)));
    };
    return { bodies, consumer };
  };
  const never: QueueConsumer = () => new Promise(() => {});
  const files = (folder: string, name: string) => readdirSync(join(folder, name)).filter((file) => file.endsWith('.json'));

  it('has each message on disk when send returns, and delivers it from a new instance in the order sent', async () => {
    const folder = newFolder();
    const first = queueOn(folder, never);
    for (let n = 1; n <= 5; n += 1) first.send({ n });
    expect(files(folder, 'q')).toHaveLength(5);
    first.stop(); // the process dies before anything was delivered

    const { bodies, consumer } = recorder();
    const second = queueOn(folder, consumer);
    expect(second.pending).toBe(5);
    second.resume();
    await second.idle();
    expect(bodies).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(files(folder, 'q')).toEqual([]);
  });

  it('delivers again a message whose consumer was mid-delivery when the process died', async () => {
    const folder = newFolder();
    let started = false;
    const first = queueOn(folder, () => {
      started = true;
      return new Promise(() => {}); // never finishes: the process dies here
    });
    first.send({ order: 'paid' });
    await vi.waitFor(() => expect(started).toBe(true));
    first.stop();

    const received: SQSEvent['Records'] = [];
    const second = queueOn(folder, async (event) => void received.push(...event.Records));
    second.resume();
    await second.idle();
    expect(received.map((record) => JSON.parse(record.body))).toEqual([{ order: 'paid' }]);
    expect(files(folder, 'q')).toEqual([]);
  });

  it('keeps the receive count and visibility of a failed delivery, so the redrive policy still counts after a restart', async () => {
    const folder = newFolder();
    const first = queueOn(
      folder,
      async () => {
        throw new Error('registry down');
      },
      () => 300,
    );
    first.send({ poison: true });
    const kept = () => JSON.parse(readFileSync(join(folder, 'q', files(folder, 'q')[0]!), 'utf8')) as { receiveCount: number; visibleAt: number };
    await vi.waitFor(() => expect(kept().receiveCount).toBe(1), { interval: 5 });
    first.stop(); // dies while the message waits for its retry
    const visibleAt = kept().visibleAt;

    // maxReceiveCount is 2: the next start gives it one more try, after its visibility timeout, then it is dead.
    const attempts: { receiveCount: string; at: number }[] = [];
    const second = queueOn(folder, async (event) => {
      attempts.push(...event.Records.map((record) => ({ receiveCount: record.attributes.ApproximateReceiveCount, at: Date.now() })));
      throw new Error('still down');
    });
    second.resume();
    await second.idle();
    expect(attempts.map((attempt) => attempt.receiveCount)).toEqual(['2']);
    expect(attempts[0]!.at).toBeGreaterThanOrEqual(visibleAt);
    expect(second.deadLetters).toEqual([expect.objectContaining({ queue: 'q', body: { poison: true }, receiveCount: 2, lastError: expect.stringContaining('still down') })]);
    expect(files(folder, 'q')).toEqual([]);
  });

  it('keeps the dead letters across a restart, and a message that died stays dead', async () => {
    const folder = newFolder();
    const first = queueOn(folder, async (event) => ({
      batchItemFailures: event.Records.filter((record) => JSON.parse(record.body).poison).map((record) => ({ itemIdentifier: record.messageId })),
    }));
    first.send({ poison: true });
    first.send({ poison: false });
    await first.idle();
    expect(first.deadLetters).toHaveLength(1);
    expect(files(folder, 'q.dead')).toHaveLength(1);
    expect(files(folder, 'q')).toEqual([]);

    const { bodies, consumer } = recorder();
    const second = queueOn(folder, consumer);
    second.resume();
    await second.idle();
    expect(bodies).toEqual([]);
    expect(second.deadLetters).toEqual(first.deadLetters);
  });

  it('drops a message its dead letter names (killed between the two writes), and skips a temporary file', async () => {
    const folder = newFolder();
    const first = queueOn(folder, never);
    first.send({ n: 1 });
    first.stop();
    const [file] = files(folder, 'q');
    const messageId = file!.replace(/\.json$/, '');
    folderQueueStore(folder, 'q').keepDeadLetter({ queue: 'q', messageId, body: { n: 1 }, receiveCount: 2, lastError: 'x', deadAt: new Date().toISOString() });
    writeFileSync(join(folder, 'q', `.${messageId}.json.123.tmp`), '{"half');

    const { bodies, consumer } = recorder();
    const second = queueOn(folder, consumer);
    second.resume();
    await second.idle();
    expect(bodies).toEqual([]);
    expect(second.deadLetters).toHaveLength(1);
    expect(readdirSync(join(folder, 'q'))).toEqual([]);
  });

  it('stays in memory without a store', async () => {
    const { bodies, consumer } = recorder();
    const queue = new LocalQueue(declaration, consumer);
    queue.send({ n: 1 });
    await queue.idle();
    expect(bodies).toEqual([{ n: 1 }]);
  });
});
