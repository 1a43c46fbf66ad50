import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LocalEventBus, LocalQueue } from './event-bus.ts';

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
      noDelay,
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
    const queue = new LocalQueue({ name: 'q', batchSize: 10, maxReceiveCount: 2 }, async () => {
      calls += 1;
      throw new Error('down');
    }, noDelay);
    queue.send({ any: 1 });
    await queue.idle();
    expect(calls).toBe(2);
    expect(queue.deadLetters[0]?.lastError).toContain('down');
  });
});
