import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import { type PollMessage, RegistryError } from '../ports/registry.ts';
import { drainRegistryMessages } from './drain-registry-messages.ts';
import type { RegistryEventReceipt } from './model.ts';
import type { DrainRegistryMessagesPorts } from './ports.ts';

const expired = (id: string): PollMessage => ({
  id,
  queuedAt: '2026-06-01T10:00:00.000Z',
  text: 'domain.expired: Domain dømi.fo has expired.',
  domain: 'dømi.fo',
  transfer: null,
  info: {
    name: 'dømi.fo',
    roid: 'D1-FOSIM',
    statuses: ['ok'],
    registrantId: null,
    contacts: [],
    nameServers: [],
    registrar: 'okisnavn',
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: null,
    expiresAt: '2026-06-01T10:00:00.000Z',
    authInfo: null,
    dsRecords: [],
  },
});
const notice = (id: string): PollMessage => ({ id, queuedAt: '2026-06-01T10:00:00.000Z', text: 'Maintenance on Sunday.', domain: null, transfer: null, info: null });

/** A registry queue and a bus in memory; the order of what happened. */
function world(messages: PollMessage[]) {
  const queue = [...messages];
  const steps: string[] = [];
  const published: EventEnvelope[] = [];
  const kept: RegistryEventReceipt[] = [];
  const errors: object[] = [];
  let failPublish = false;
  let ackedElsewhere: string | null = null;
  const ports: DrainRegistryMessagesPorts = {
    registry: {
      pollMessage: async () => queue[0] ?? null,
      async acknowledgeMessage(id) {
        if (id === ackedElsewhere) {
          queue.splice(0, 1);
          throw new RegistryError('message_not_found', 2303, 'No message');
        }
        steps.push(`ack ${id}`);
        queue.splice(
          queue.findIndex((message) => message.id === id),
          1,
        );
      },
    },
    publisher: {
      async publish(envelopes) {
        if (failPublish) throw new Error('bus unavailable');
        steps.push(`publish ${(envelopes[0]!.data as { id: string }).id}`);
        published.push(...envelopes);
      },
    },
    receipts: {
      async remember(receipt) {
        steps.push(`keep ${receipt.eventId}`);
        kept.push(receipt);
      },
    },
    clock: { now: () => new Date('2026-06-01T10:01:00.000Z') },
    logger: { info: () => undefined, error: (_message, extra) => void errors.push(extra ?? {}) },
  };
  return {
    ports,
    queue,
    steps,
    published,
    kept,
    errors,
    failPublish: (fail: boolean) => void (failPublish = fail),
    ackElsewhere: (id: string) => void (ackedElsewhere = id),
  };
}

describe('drainRegistryMessages', () => {
  it('hands each message on as registry.event-received, then acknowledges it, until the queue is empty', async () => {
    const w = world([expired('1'), expired('2')]);
    expect(await drainRegistryMessages(w.ports)).toEqual({ handedOn: 2, unreadable: 0, more: false });
    expect(w.steps).toEqual(['publish evt_1', 'ack 1', 'publish evt_2', 'ack 2']);
    expect(w.published.map((event) => event.metadata.name)).toEqual(['registry.event-received', 'registry.event-received']);
    expect(w.published[0]!.data).toMatchObject({ id: 'evt_1', type: 'domain.expired', data: { domain: 'dømi.fo' } });
    expect(w.queue).toEqual([]);
  });

  it('a failed hand-over acknowledges nothing: the message waits at the registry for the next run', async () => {
    const w = world([expired('1'), expired('2')]);
    w.failPublish(true);
    await expect(drainRegistryMessages(w.ports)).rejects.toThrow('bus unavailable');
    expect(w.steps).toEqual([]);
    expect(w.queue.map((message) => message.id)).toEqual(['1', '2']);
    w.failPublish(false);
    expect(await drainRegistryMessages(w.ports)).toMatchObject({ handedOn: 2 });
  });

  it('an unreadable message is kept with its text, logged as an error and acknowledged: the ones behind it go on', async () => {
    const w = world([notice('1'), expired('2')]);
    expect(await drainRegistryMessages(w.ports)).toEqual({ handedOn: 1, unreadable: 1, more: false });
    expect(w.steps).toEqual(['keep evt_1', 'ack 1', 'publish evt_2', 'ack 2']);
    expect(w.kept[0]).toMatchObject({ eventId: 'evt_1', outcome: 'unreadable', text: 'Maintenance on Sunday.', receivedAt: '2026-06-01T10:01:00.000Z' });
    expect(w.errors).toEqual([expect.objectContaining({ messageId: '1', text: 'Maintenance on Sunday.' })]);
  });

  it('a message another run acknowledged first (2303) is no failure', async () => {
    const w = world([expired('1'), expired('2')]);
    w.ackElsewhere('1');
    expect(await drainRegistryMessages(w.ports)).toMatchObject({ handedOn: 2 });
    expect(w.queue).toEqual([]);
  });

  it('reads at most `limit` messages a run and says more may wait', async () => {
    const w = world([expired('1'), expired('2'), expired('3')]);
    expect(await drainRegistryMessages(w.ports, 2)).toEqual({ handedOn: 2, unreadable: 0, more: true });
    expect(w.queue.map((message) => message.id)).toEqual(['3']);
  });
});
