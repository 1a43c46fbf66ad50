import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainChanges, DomainRecord } from './model.ts';
import { setAutoRenewal } from './auto-renewal.ts';

const domain: DomainRecord = {
  domainId: 'd1',
  name: 'mitt.fo',
  ownerType: 'user',
  ownerId: 'u1',
  orderId: 'o1',
  registrantContactId: 'OK1',
  registeredAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2027-11-01T00:00:00.000Z',
  nameServerMode: 'product',
  nameServers: ['ns1.okisnavn.fo'],
  transferLock: false,
  registrationLock: false,
  autoRenewal: false,
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
};

/** A domain store that records each update with its events, and what was delivered. */
function ports(stored: DomainRecord) {
  const updates: { changes: DomainChanges; events: readonly EventEnvelope[] }[] = [];
  const delivered: EventEnvelope[] = [];
  return {
    updates,
    delivered,
    ports: {
      domains: {
        get: async () => stored,
        update: async (current: DomainRecord, changes: DomainChanges, _at: Date, events: readonly EventEnvelope[] = []) => {
          updates.push({ changes, events });
          return { ...current, ...changes };
        },
      },
      cards: { cardOf: async () => ({ id: 'card-1' }) },
      clock: { now: () => new Date('2026-11-26T10:00:00.000Z') },
      deliver: async (events: readonly EventEnvelope[]) => {
        delivered.push(...events);
      },
    },
  };
}

describe('setAutoRenewal', () => {
  it('saves a change with its event (who, and the new state), then delivers it', async () => {
    const { updates, delivered, ports: given } = ports(domain);
    await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: true, termsAccepted: true, paymentCardId: 'card-1' }, given);
    expect(updates).toHaveLength(1);
    expect(updates[0]!.changes).toEqual({ autoRenewal: true });
    expect(updates[0]!.events.map((event) => [event.metadata.name, event.data])).toEqual([
      ['domain.auto-renewal-changed', { domainId: 'd1', name: 'mitt.fo', actorId: 'u1', actorKind: 'user', enabled: true }],
    ]);
    expect(delivered).toEqual(updates[0]!.events);
  });

  it('tells nobody when nothing changes', async () => {
    const { updates, delivered, ports: given } = ports(domain);
    await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: false }, given);
    expect(updates).toEqual([]);
    expect(delivered).toEqual([]);
  });
});
