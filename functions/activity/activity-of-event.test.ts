import { describe, expect, it } from 'vitest';
import type { EventName } from '#events/catalogue/index.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import { parseEvent } from '../events/parse-event.ts';
import { activityOfEvent } from './activity-of-event.ts';

const event = (name: EventName, version: number, data: Record<string, unknown>): EventEnvelope & { metadata: { name: EventName } } =>
  parseEvent({ metadata: { id: '7f2b1c9e-2a55-4a43-9c55-0d0b8a3c1f10', name, version, occurredAt: '2026-05-04T10:00:00.000Z' }, data });

const domain = { domainId: 'd1', name: 'jogvan.fo', actorId: 'u1' };

describe('activityOfEvent: before and after', () => {
  it('keeps each record of a DNS change, before and after, with the actor and the domain', () => {
    const before = { type: 'MX', name: '@', value: '10 mail.a.fo', ttl: 3600 };
    const after = { ...before, value: '20 mail.b.fo' };
    const entry = activityOfEvent(
      event('dns.records-changed', 2, { ...domain, actorKind: 'user', source: 'editor', added: 0, changed: 1, removed: 0, records: [{ before, after }], version: 2 }),
    );
    expect(entry).toMatchObject({ actor: 'u1', actorKind: 'user', subject: 'domain:d1', subjectName: 'jogvan.fo', changes: [{ what: 'dns_record', before, after }] });
  });

  it('reads a version 1 event: no changes, a user for an actor id, the registry for `system` of an unlock', () => {
    const entry = activityOfEvent(event('dns.records-changed', 1, { ...domain, source: 'editor', added: 1, changed: 0, removed: 0, version: 2 }));
    expect(entry.actorKind).toBe('user');
    expect(entry.changes).toBeUndefined();
    expect(
      activityOfEvent(event('domain.registration-unlocked', 2, { ...domain, actorId: 'registry', actorKind: 'registry', requestedAt: '2026-05-01T00:00:00.000Z' })),
    ).toMatchObject({
      actorKind: 'registry',
      changes: [{ what: 'registration_lock', before: 'unlock_requested', after: 'unlocked' }],
    });
  });

  it('says forwarding, name servers, DS records, contacts, locks and auto-renewal before and after', () => {
    const forwarding = activityOfEvent(
      event('dns.forwarding-changed', 2, { ...domain, url: null, statusCode: null, keepPath: false, before: { url: 'https://a.fo', statusCode: 301, keepPath: true }, version: 3 }),
    );
    expect(forwarding.changes).toEqual([{ what: 'forwarding', before: { url: 'https://a.fo', status_code: 301, keep_path: true }, after: null }]);

    const servers = activityOfEvent(
      event('domain.name-servers-changed', 2, {
        ...domain,
        mode: 'custom',
        nameServers: ['ns1.a.fo'],
        unanswering: [],
        dsRecordsRemoved: 0,
        before: { mode: 'product', nameServers: ['ns1.okisnavn.fo'] },
      }),
    );
    expect(servers.changes).toEqual([
      { what: 'name_servers', before: { mode: 'product', name_servers: ['ns1.okisnavn.fo'] }, after: { mode: 'custom', name_servers: ['ns1.a.fo'] } },
    ]);

    const ds = activityOfEvent(
      event('domain.dnssec-changed', 2, { ...domain, change: 'ds-added', keyTag: 2, dsRecords: { before: [], after: [{ keyTag: 2, algorithm: 13, digestType: 2 }] } }),
    );
    expect(ds.changes).toEqual([{ what: 'ds_records', before: [], after: [{ key_tag: 2, algorithm: 13, digest_type: 2 }] }]);

    const contacts = activityOfEvent(
      event('domain.contacts-changed', 2, { ...domain, roles: ['registrant'], changes: [{ role: 'registrant', field: 'email', before: 'a@a.fo', after: 'b@a.fo' }] }),
    );
    expect(contacts.changes).toEqual([{ what: 'contact', role: 'registrant', field: 'email', before: 'a@a.fo', after: 'b@a.fo' }]);

    expect(activityOfEvent(event('domain.transfer-lock-changed', 2, { ...domain, locked: false })).changes).toEqual([{ what: 'transfer_lock', before: true, after: false }]);
    const switchedOn = { before: { autoRenewal: false, paymentCardId: null }, after: { autoRenewal: true, paymentCardId: 'c1' }, termsAcceptedAt: '2026-05-04T00:00:00.000Z' };
    expect(activityOfEvent(event('domain.auto-renewal-changed', 1, { ...domain, ...switchedOn })).changes).toEqual([{ what: 'auto_renewal', before: false, after: true }]);
  });

  it('names the registry as the actor of what it did', () => {
    const entry = activityOfEvent(
      event('domain.expired-at-registry', 1, { domainId: 'd1', name: 'jogvan.fo', ownerType: 'user', ownerId: 'u1', expiresAt: '2026-05-04T00:00:00.000Z', registryEventId: 'r1' }),
    );
    expect(entry).toMatchObject({ actor: 'registry', actorKind: 'registry', subjectName: 'jogvan.fo' });
  });
});
