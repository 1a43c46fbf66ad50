import { describe, expect, it } from 'vitest';
import type { EventName } from '#events/catalogue/index.ts';
import { webhookEventTypes } from '#shared/webhooks.ts';
import { webhookBody, webhookOfEvent, webhookSourceEvents } from './webhook-of-event.ts';

const event = (name: EventName, data: Record<string, unknown>, id = '3f1b7c2e-0000-4000-8000-000000000001') => ({
  metadata: { id, name, version: 1, occurredAt: '2026-12-07T10:00:00.000Z' },
  data,
});
const domain = { domainId: 'd1', name: 'dome.fo', actorId: 'u1' };
const owned = { ...domain, ownerType: 'team' as const, ownerId: 't1' };

describe('which webhook an event makes', () => {
  it('gives every event type a customer may ask for a source event', () => {
    const made = new Set<string>();
    const samples: Record<(typeof webhookSourceEvents)[number], Record<string, unknown>> = {
      'domain.expiry-notice-due': { ...owned, expiresAt: '2027-01-01', daysBefore: 30 },
      'domain.renewed': { ...domain, orderId: 'o1', years: 1, expiresAt: '2028-01-01' },
      'domain.auto-renewal-failed': { ...owned, orderId: 'o1', paymentCardId: 'c1', expiresAt: '2027-01-01', reason: 'card_declined', retryAt: null },
      'domain.registered': { ...owned, orderId: 'o1', expiresAt: '2027-01-01' },
      'domain.transferred-in': { ...owned, transferId: 'x', expiresAt: '2027-01-01' },
      'domain.transferred-away': { ...owned, registryEventId: 'r', gainingRegistrar: 'other', automatic: false },
      'domain.name-servers-changed': { ...domain, mode: 'custom', nameServers: ['ns1.x.fo'], unanswering: [], dsRecordsRemoved: 0 },
      'domain.dnssec-changed': { ...domain, change: 'signing-on', keyTag: 1 },
      'dns.records-changed': { ...domain, source: 'editor', added: 1, changed: 0, removed: 0, version: 2 },
      'domain.transfer-lock-changed': { ...domain, locked: false },
      'domain.registration-locked': domain,
      'domain.registration-unlocked': { ...domain, requestedAt: 'x' },
      'domain.portal-locked': { ...owned, lockedAt: 'x' },
      'domain.portal-lock-lifted': { ...owned, requestedAt: 'x' },
      'team.invite-accepted': { teamId: 't1', teamName: 'T', inviteId: 'i1', memberId: 'm1', memberName: 'M', ownerId: 'o1' },
      'team.member-removed': { teamId: 't1', teamName: 'T', memberId: 'm1', memberName: 'M', actorId: 'o1', ownerIds: ['o1'] },
    };
    for (const name of webhookSourceEvents) {
      const webhook = webhookOfEvent(event(name, samples[name]));
      expect(webhook, name).not.toBeNull();
      made.add(webhook!.type);
    }
    expect([...made].sort()).toEqual([...webhookEventTypes].sort());
  });

  it("names the event's owner, or the domain to look its owner up by, and keeps the event's id", () => {
    expect(webhookOfEvent(event('domain.registered', { ...owned, orderId: 'o1', expiresAt: '2027-01-01' }))).toEqual({
      type: 'domain.registered',
      deliveryId: 'evt_3f1b7c2e-0000-4000-8000-000000000001',
      owner: { ownerType: 'team', ownerId: 't1' },
      data: { domain_id: 'd1', name: 'dome.fo', expires_at: '2027-01-01' },
    });
    expect(webhookOfEvent(event('domain.transfer-lock-changed', { ...domain, locked: true }))).toMatchObject({
      type: 'domain.lock_changed',
      owner: { domainId: 'd1' },
      data: { lock: 'transfer', locked: true },
    });
  });

  it('makes one delivery id of a joining published once per owner, and nothing of a late registry event', () => {
    const joined = (id: string, ownerId: string) =>
      webhookOfEvent(event('team.invite-accepted', { teamId: 't1', teamName: 'T', inviteId: 'i1', memberId: 'm1', memberName: 'M', ownerId }, id));
    expect(joined('3f1b7c2e-0000-4000-8000-00000000000a', 'o1')!.deliveryId).toBe(joined('3f1b7c2e-0000-4000-8000-00000000000b', 'o2')!.deliveryId);
    expect(webhookOfEvent(event('domain.transferred-away', { ...owned, registryEventId: 'r', gainingRegistrar: 'x', automatic: true, superseded: true }))).toBeNull();
    expect(webhookOfEvent(event('user.signed-in', { userId: 'u1' }))).toBeNull();
  });

  it('writes the body every attempt sends: {id, type, created, data}', () => {
    expect(JSON.parse(webhookBody('evt_1', 'domain.renewed', '2026-12-07T10:00:00.000Z', { name: 'dome.fo' }))).toEqual({
      id: 'evt_1',
      type: 'domain.renewed',
      created: '2026-12-07T10:00:00.000Z',
      data: { name: 'dome.fo' },
    });
  });
});
