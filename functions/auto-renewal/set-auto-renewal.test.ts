import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRecord, DomainSettingsChange } from '../domains/model.ts';
import { DomainError } from '../errors.ts';
import { setAutoRenewal } from './set-auto-renewal.ts';

const now = new Date('2026-11-26T09:00:00.000Z');
const clock = { now: () => now };

function domain(overrides: Partial<DomainRecord> = {}): DomainRecord {
  return {
    domainId: 'd1',
    name: 'mitt-navn.fo',
    ownerType: 'user',
    ownerId: 'u1',
    registrantContactId: 'R1',
    registeredAt: '2025-01-01T00:00:00.000Z',
    expiresAt: '2027-01-01T00:00:00.000Z',
    nameServerMode: 'product',
    nameServers: [],
    transferLock: true,
    registrationLock: false,
    autoRenewal: false,
    updatedAt: '2025-01-01T00:00:00.000Z',
    version: 1,
    ...overrides,
  };
}

const cards: Record<string, { ownerId: string; expMonth: number; expYear: number }> = {
  good: { ownerId: 'u1', expMonth: 11, expYear: 2039 },
  expired: { ownerId: 'u1', expMonth: 10, expYear: 2026 },
  others: { ownerId: 'u2', expMonth: 11, expYear: 2039 },
};

function ports(stored: DomainRecord) {
  const saved: { change: DomainSettingsChange; events: readonly EventEnvelope[] }[] = [];
  const delivered: EventEnvelope[] = [];
  const scheduled: { domainId: string; job: string; at: Date }[] = [];
  return {
    saved,
    delivered,
    scheduled,
    ports: {
      domains: { get: async (id: string) => (id === stored.domainId ? stored : null), teamRoleOf: async () => null },
      store: {
        save: async (_domain: DomainRecord, change: DomainSettingsChange, _at: Date, events: readonly EventEnvelope[] = []) => {
          saved.push({ change, events });
          return { ...stored, ...change.set };
        },
      },
      cards: {
        cardOf: async (ownerId: string, cardId: string) => {
          const card = cards[cardId];
          return card && card.ownerId === ownerId ? { id: cardId, ...card } : null;
        },
      },
      due: { schedule: async (domainId: string, job: string, at: Date) => void scheduled.push({ domainId, job, at }) },
      clock,
      deliver: async (events: readonly EventEnvelope[]) => void delivered.push(...events),
    },
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DomainError ? { code: error.code, fields: error.fields } : error),
  );

describe('switching automatic renewal', () => {
  it('on: the owner’s card, not expired, and the terms; saved with its event (before and after)', async () => {
    const { ports: given, saved, delivered } = ports(domain());
    expect(await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: true, termsAccepted: true, paymentCardId: 'good' }, given)).toEqual({
      auto_renewal: true,
      payment_card_id: 'good',
    });
    expect(saved[0]!.change).toEqual({ set: { autoRenewal: true, paymentCardId: 'good' } });
    expect(delivered.map((event) => event.data)).toEqual([
      {
        domainId: 'd1',
        name: 'mitt-navn.fo',
        actorId: 'u1',
        before: { autoRenewal: false, paymentCardId: null },
        after: { autoRenewal: true, paymentCardId: 'good' },
        termsAcceptedAt: now.toISOString(),
      },
    ]);
  });

  it('names what is missing: no card, another owner’s card, an expired card, the terms', async () => {
    const { ports: given, saved } = ports(domain());
    expect(await refusal(setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: true }, given))).toEqual({
      code: 'auto_renewal_requirements',
      fields: { payment_card_id: 'validation.payment_card_required', terms_accepted: 'validation.must_accept' },
    });
    expect(await refusal(setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: true, termsAccepted: true, paymentCardId: 'others' }, given))).toMatchObject({
      fields: { payment_card_id: 'validation.payment_card_required' },
    });
    expect(await refusal(setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: true, termsAccepted: true, paymentCardId: 'expired' }, given))).toMatchObject({
      fields: { payment_card_id: 'validation.payment_card_expired' },
    });
    expect(saved).toEqual([]);
  });

  it('on again with the attached card needs only the terms; off keeps the card; null lets it go', async () => {
    const attached = ports(domain({ paymentCardId: 'good' }));
    expect(await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: true, termsAccepted: true }, attached.ports)).toEqual({ auto_renewal: true, payment_card_id: 'good' });

    const on = ports(domain({ autoRenewal: true, paymentCardId: 'good' }));
    expect(await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: false }, on.ports)).toEqual({ auto_renewal: false, payment_card_id: 'good' });
    expect(on.saved[0]!.change).toEqual({ set: { autoRenewal: false, paymentCardId: 'good' } });
    expect(await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: false, paymentCardId: null }, on.ports)).toEqual({ auto_renewal: false, payment_card_id: null });
    expect(on.saved[1]!.change).toEqual({ set: { autoRenewal: false }, remove: ['paymentCardId'] });
  });

  it('switched on, or another card attached while on, makes the domain due for the auto-renewal job now (its card is looked at); off or unchanged does not', async () => {
    const off = ports(domain());
    await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: true, termsAccepted: true, paymentCardId: 'good' }, off.ports);
    expect(off.scheduled).toEqual([{ domainId: 'd1', job: 'auto-renewal', at: now }]);

    const on = ports(domain({ autoRenewal: true, paymentCardId: 'good' }));
    await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: true, paymentCardId: 'good', termsAccepted: true }, on.ports);
    expect(on.scheduled).toEqual([]);
    await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: false }, on.ports);
    expect(on.scheduled).toEqual([]);

    const attaching = ports(domain());
    await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: false, paymentCardId: 'good' }, attaching.ports);
    expect(attaching.scheduled).toEqual([]);
  });

  it('nothing changed: nothing saved, no event', async () => {
    const { ports: given, saved, delivered } = ports(domain());
    await setAutoRenewal({ userId: 'u1', domainId: 'd1', enabled: false }, given);
    expect(saved).toEqual([]);
    expect(delivered).toEqual([]);
  });

  it('another user’s domain is not found', async () => {
    const { ports: given } = ports(domain());
    expect(await refusal(setAutoRenewal({ userId: 'u2', domainId: 'd1', enabled: false }, given))).toMatchObject({ code: 'not_found' });
  });
});
