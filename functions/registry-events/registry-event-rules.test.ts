import { describe, expect, it } from 'vitest';
import type { DomainRecord } from '../domains/model.ts';
import type { RegistryEvent } from './model.ts';
import { domainEventIdOf, registryEventChange, registryViewChange } from './registry-event-rules.ts';

const domain = (overrides: Partial<DomainRecord> = {}): DomainRecord => ({
  domainId: 'd1',
  name: 'dømi.fo',
  ownerType: 'user',
  ownerId: 'u1',
  registrantContactId: 'C-OLD',
  registeredAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2027-01-01T00:00:00.000Z',
  nameServerMode: 'product',
  nameServers: ['ns1.okisnavn.fo'],
  transferLock: true,
  registrationLock: false,
  autoRenewal: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 3,
  ...overrides,
});

const event = (type: string, data: Partial<RegistryEvent['data']> = {}, overrides: Partial<RegistryEvent> = {}): RegistryEvent => ({
  id: 'evt_1',
  type,
  created_at: '2026-06-01T10:00:00.000Z',
  data: { domain: 'dømi.fo', registrar: 'okisnavn', expires_at: '2027-01-01T00:00:00.000Z', ...data },
  ...overrides,
});

const away = (status: string) => ({
  status,
  requesting_registrar: 'other-registrar',
  requested_at: '2026-06-01T09:00:00.000Z',
  acting_registrar: 'okisnavn',
  action_at: '2026-06-06T09:00:00.000Z',
});

const applied = (change: ReturnType<typeof registryEventChange>) => {
  if (change.kind !== 'apply') throw new Error(`not applied: ${change.kind === 'ignore' ? change.outcome : 'recorded only'}`);
  return change;
};

describe('registryEventChange', () => {
  it('expired: the expiry from the registry, and domain.expired-at-registry', () => {
    const change = applied(registryEventChange(domain(), event('domain.expired', { expires_at: '2026-06-01T00:00:00.000Z' }), 'okisnavn'));
    expect(change.changes).toMatchObject({ expiresAt: '2026-06-01T00:00:00.000Z', registryEventAt: '2026-06-01T10:00:00.000Z', registryEventId: 'evt_1' });
    expect(change.event).toMatchObject({ name: 'domain.expired-at-registry', data: { domainId: 'd1', ownerId: 'u1', registryEventId: 'evt_1' } });
  });

  it('renewed: a later expiry is taken with the one before it; the same or an earlier one changes nothing', () => {
    const change = applied(registryEventChange(domain(), event('domain.renewed', { expires_at: '2028-01-01T00:00:00.000Z' }), 'okisnavn'));
    expect(change.changes.expiresAt).toBe('2028-01-01T00:00:00.000Z');
    expect(change.event).toMatchObject({ name: 'domain.renewed-at-registry', data: { previousExpiresAt: '2027-01-01T00:00:00.000Z' } });
    expect(registryEventChange(domain(), event('domain.renewed'), 'okisnavn')).toEqual({ kind: 'ignore', outcome: 'no-change' });
    expect(registryEventChange(domain(), event('domain.expiring', { expires_at: '2026-12-01T00:00:00.000Z' }), 'okisnavn')).toEqual({ kind: 'ignore', outcome: 'no-change' });
  });

  it('deleted at the registry: the domain is marked deleted (kept), and nothing applies after it', () => {
    const change = applied(registryEventChange(domain(), event('domain.deleted', { expires_at: null }), 'okisnavn'));
    expect(change.changes.deletedAt).toBe('2026-06-01T10:00:00.000Z');
    expect(change.event.name).toBe('domain.deleted-at-registry');
    const later = event('domain.expired', {}, { id: 'evt_2', created_at: '2026-06-02T00:00:00.000Z' });
    expect(registryEventChange(domain({ deletedAt: '2026-06-01T10:00:00.000Z' }), later, 'okisnavn')).toEqual({ kind: 'ignore', outcome: 'gone' });
  });

  it('status changed: serverHold is kept and said to suspend the domain; the same statuses again change nothing', () => {
    const change = applied(registryEventChange(domain(), event('domain.status_changed', { statuses: ['clientTransferProhibited', 'serverHold'] }), 'okisnavn'));
    expect(change.changes.registryStatuses).toEqual(['clientTransferProhibited', 'serverHold']);
    expect(change.event).toMatchObject({ name: 'domain.registry-status-changed', data: { suspended: true, previousStatuses: [] } });
    const held = domain({ registryStatuses: ['serverHold', 'clientTransferProhibited'] });
    expect(registryEventChange(held, event('domain.status_changed', { statuses: ['clientTransferProhibited', 'serverHold'] }, { id: 'evt_2' }), 'okisnavn')).toEqual({
      kind: 'ignore',
      outcome: 'no-change',
    });
    const lifted = applied(registryEventChange(held, event('domain.status_changed', { statuses: ['clientTransferProhibited'] }, { id: 'evt_3' }), 'okisnavn'));
    expect(lifted.event).toMatchObject({ data: { suspended: false } });
  });

  it('transfer away: requested (pending), approved (the domain leaves: transferred away, not deleted), rejected and cancelled', () => {
    const requested = applied(registryEventChange(domain(), event('domain.transfer_requested', { registrar: 'okisnavn', transfer: away('pending') }), 'okisnavn'));
    expect(requested.changes.transferAway).toEqual({
      status: 'pending',
      gainingRegistrar: 'other-registrar',
      requestedAt: '2026-06-01T09:00:00.000Z',
      actionAt: '2026-06-06T09:00:00.000Z',
    });
    expect(requested.event).toMatchObject({ name: 'domain.transfer-away-requested', data: { gainingRegistrar: 'other-registrar', actionAt: '2026-06-06T09:00:00.000Z' } });

    const approved = applied(registryEventChange(domain(), event('domain.transfer_approved', { registrar: 'other-registrar', transfer: away('serverApproved') }), 'okisnavn'));
    expect(approved.changes.transferredAwayAt).toBe('2026-06-06T09:00:00.000Z');
    expect(approved.changes.deletedAt).toBeUndefined();
    expect(approved.event).toMatchObject({ name: 'domain.transferred-away', data: { automatic: true } });

    const rejected = applied(registryEventChange(domain(), event('domain.transfer_rejected', { transfer: away('clientRejected') }), 'okisnavn'));
    expect(rejected.changes.transferAway?.status).toBe('rejected');
    expect(rejected.event).toMatchObject({ name: 'domain.transfer-away-stopped', data: { outcome: 'rejected' } });
    const cancelled = applied(registryEventChange(domain(), event('domain.transfer_cancelled', { transfer: away('clientCancelled') }), 'okisnavn'));
    expect(cancelled.event).toMatchObject({ data: { outcome: 'cancelled' } });
  });

  it('a transfer the portal asked for (a transfer in) is left to the transfers context', () => {
    const transferIn = { ...away('clientApproved'), requesting_registrar: 'okisnavn', acting_registrar: 'other-registrar' };
    expect(registryEventChange(domain(), event('domain.transfer_approved', { transfer: transferIn }), 'okisnavn')).toEqual({ kind: 'ignore', outcome: 'transfer-in' });
  });

  it('registrant changed: the new registrant contact; the same one changes nothing', () => {
    const change = applied(registryEventChange(domain(), event('domain.registrant_changed', { registrant: 'C-NEW' }), 'okisnavn'));
    expect(change.changes.registrantContactId).toBe('C-NEW');
    expect(change.event).toMatchObject({ name: 'domain.registrant-changed-at-registry', data: { previousRegistrantContactId: 'C-OLD' } });
    expect(registryEventChange(domain(), event('domain.registrant_changed', { registrant: 'C-OLD' }), 'okisnavn')).toEqual({ kind: 'ignore', outcome: 'no-change' });
  });

  it('out of order: an event older than the last one applied of its kind changes nothing but is told for the history; the last one again changes nothing', () => {
    const seen = domain({ registryEventAt: '2026-06-01T10:00:00.000Z', registryEventId: 'evt_9' });
    const older = event('domain.status_changed', { statuses: ['serverHold'] }, { id: 'evt_0', created_at: '2026-06-01T09:59:59.999Z' });
    expect(registryEventChange(seen, older, 'okisnavn')).toEqual({
      kind: 'record',
      event: { name: 'domain.registry-status-changed', data: expect.objectContaining({ statuses: ['serverHold'], registryEventId: 'evt_0', superseded: true }) },
    });
    expect(registryEventChange(seen, event('domain.deleted', {}, { id: 'evt_9' }), 'okisnavn')).toEqual({ kind: 'ignore', outcome: 'no-change' });
    const newer = event('domain.status_changed', { statuses: ['serverHold'] }, { id: 'evt_10', created_at: '2026-06-01T10:00:01.000Z' });
    expect(registryEventChange(seen, newer, 'okisnavn').kind).toBe('apply');
  });

  it('each kind of change follows its own latest event: a transfer request older than a status change still applies', () => {
    const statusAt = '2026-06-01T10:00:00.000Z';
    const status = applied(registryEventChange(domain(), event('domain.status_changed', { statuses: ['pendingTransfer'] }, { id: 'evt_2', created_at: statusAt }), 'okisnavn'));
    expect(status.changes).toMatchObject({ registryEventAt: statusAt, registryEventsAt: { statuses: statusAt } });
    const afterStatus = domain({ ...status.changes, registryStatuses: ['pendingTransfer'] } as Partial<DomainRecord>);
    const request = event('domain.transfer_requested', { transfer: away('pending') }, { id: 'evt_1', created_at: '2026-06-01T09:00:00.000Z' });
    const change = applied(registryEventChange(afterStatus, request, 'okisnavn'));
    expect(change.changes).toMatchObject({
      transferAway: { status: 'pending' },
      // The latest of any kind stays the status change's; the transfer's own is the request's.
      registryEventAt: statusAt,
      registryEventsAt: { statuses: statusAt, transfer: '2026-06-01T09:00:00.000Z' },
    });
    expect(change.event.name).toBe('domain.transfer-away-requested');
  });

  it('a domain that left: an event from before it left is told for the history, one from after changes nothing', () => {
    const left = domain({ transferredAwayAt: '2026-06-06T09:00:00.000Z', registryEventAt: '2026-06-06T09:00:00.000Z', registryEventId: 'evt_3' });
    const request = event('domain.transfer_requested', { transfer: away('pending') }, { id: 'evt_1', created_at: '2026-06-01T09:00:00.000Z' });
    expect(registryEventChange(left, request, 'okisnavn')).toMatchObject({ kind: 'record', event: { name: 'domain.transfer-away-requested', data: { superseded: true } } });
    const after = event('domain.status_changed', { statuses: ['ok'] }, { id: 'evt_4', created_at: '2026-06-07T09:00:00.000Z' });
    expect(registryEventChange(left, after, 'okisnavn')).toEqual({ kind: 'ignore', outcome: 'gone' });
  });

  it("the expiry sync's view is later than the webhooks of expiry and statuses written before it, not than a transfer's", () => {
    const now = new Date('2026-06-01T10:00:00.000Z');
    const synced = registryViewChange(domain({ registryStatuses: ['ok'] }), { expiresAt: '2028-01-01T00:00:00.000Z', statuses: ['ok'] }, now, 'sync-1')!;
    const afterSync = domain({ ...synced.changes, registryStatuses: ['ok'] } as Partial<DomainRecord>);
    const earlierStatus = event('domain.status_changed', { statuses: ['serverHold'] }, { id: 'evt_5', created_at: '2026-06-01T09:00:00.000Z' });
    expect(registryEventChange(afterSync, earlierStatus, 'okisnavn').kind).toBe('record');
    const earlierRequest = event('domain.transfer_requested', { transfer: away('pending') }, { id: 'evt_6', created_at: '2026-06-01T09:00:00.000Z' });
    expect(registryEventChange(afterSync, earlierRequest, 'okisnavn').kind).toBe('apply');
  });

  it("a registry event's domain event id is a UUID made from the registry's id, the same each time", () => {
    expect(domainEventIdOf('evt_1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(domainEventIdOf('evt_1')).toBe(domainEventIdOf('evt_1'));
    expect(domainEventIdOf('evt_1')).not.toBe(domainEventIdOf('evt_2'));
  });

  it('a type this portal does not know changes nothing', () => {
    expect(registryEventChange(domain(), event('domain.something_new'), 'okisnavn')).toEqual({ kind: 'ignore', outcome: 'unknown-type' });
  });
});

describe("registryViewChange (the expiry sync: the registry's info against the domain)", () => {
  const now = new Date('2026-06-01T10:00:00.000Z');
  const syncId = 'expiry-sync:2026-06-01T10:00:00.000Z';
  const seen = {
    registryEventAt: now.toISOString(),
    registryEventId: syncId,
    registryEventsAt: { expiry: now.toISOString(), statuses: now.toISOString(), deletion: now.toISOString() },
  };
  const base = { domainId: 'd1', name: 'dømi.fo', ownerType: 'user', ownerId: 'u1', registryEventId: syncId };

  it('changes nothing when the registry says what the domain says', () => {
    expect(registryViewChange(domain({ registryStatuses: ['ok'] }), { expiresAt: '2027-01-01T00:00:00.000Z', statuses: ['ok'] }, now, syncId)).toBeNull();
  });

  it('takes a later expiry as a renewal at the registry', () => {
    const change = registryViewChange(domain({ registryStatuses: ['ok'] }), { expiresAt: '2028-01-01T00:00:00Z', statuses: ['ok'] }, now, syncId);
    expect(change).toEqual({
      changes: { expiresAt: '2028-01-01T00:00:00.000Z', ...seen },
      events: [{ name: 'domain.renewed-at-registry', data: { ...base, expiresAt: '2028-01-01T00:00:00.000Z', previousExpiresAt: '2027-01-01T00:00:00.000Z' } }],
    });
  });

  it('takes a passed expiry the portal has heard nothing of since as expired (made inactive), and says it once', () => {
    const drifted = domain({ expiresAt: '2027-05-01T00:00:00.000Z', registryStatuses: ['ok'] });
    const change = registryViewChange(drifted, { expiresAt: '2026-06-01T10:00:00.000Z', statuses: ['ok'] }, now, syncId);
    expect(change).toEqual({
      changes: { expiresAt: '2026-06-01T10:00:00.000Z', ...seen },
      events: [{ name: 'domain.expired-at-registry', data: { ...base, expiresAt: '2026-06-01T10:00:00.000Z' } }],
    });
    // One millisecond before the expiry it is not expired.
    expect(registryViewChange(drifted, { expiresAt: '2026-06-01T10:00:00.001Z', statuses: ['ok'] }, now, syncId)?.events).toEqual([]);
    // Once the portal heard from the registry after the expiry, the next sync says nothing again.
    const known = domain({ expiresAt: '2026-06-01T10:00:00.000Z', registryStatuses: ['ok'], registryEventAt: '2026-06-01T10:00:00.000Z' });
    expect(registryViewChange(known, { expiresAt: '2026-06-01T10:00:00.000Z', statuses: ['ok'] }, new Date('2026-06-02T10:00:00.000Z'), syncId)).toBeNull();
  });

  it('takes a name the registry no longer knows as deleted there', () => {
    expect(registryViewChange(domain(), 'deleted', now, syncId)).toEqual({
      changes: { deletedAt: now.toISOString(), ...seen },
      events: [{ name: 'domain.deleted-at-registry', data: base }],
    });
  });

  it('tells a change of statuses, and the first statuses learnt only when they suspend the domain', () => {
    expect(registryViewChange(domain({ registryStatuses: ['ok'] }), { expiresAt: '2027-01-01T00:00:00.000Z', statuses: ['serverHold'] }, now, syncId)?.events).toEqual([
      { name: 'domain.registry-status-changed', data: { ...base, statuses: ['serverHold'], previousStatuses: ['ok'], suspended: true } },
    ]);
    expect(registryViewChange(domain(), { expiresAt: '2027-01-01T00:00:00.000Z', statuses: ['clientTransferProhibited'] }, now, syncId)).toEqual({
      changes: { registryStatuses: ['clientTransferProhibited'], ...seen },
      events: [],
    });
  });

  it('leaves a domain that is gone alone', () => {
    expect(registryViewChange(domain({ deletedAt: '2026-05-01T00:00:00.000Z' }), 'deleted', now, syncId)).toBeNull();
  });
});
