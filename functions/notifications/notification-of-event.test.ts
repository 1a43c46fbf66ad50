import { describe, expect, it } from 'vitest';
import type { EventName } from '#events/catalogue/index.ts';
import { notificationIdOf, notificationOfEvent } from './notification-of-event.ts';

const event = (name: EventName, data: unknown) => ({ metadata: { id: 'e-1', name, version: 1, occurredAt: '2026-03-01T10:00:00.000Z' }, data });

describe('notificationOfEvent', () => {
  it('tells the buyer a bought name is registered, linking to the domain', () => {
    const notice = notificationOfEvent(event('domain.registered', { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', orderId: 'o1', expiresAt: '2027-03-01' }));
    expect(notice).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'info', target: 'a.fo', messageKey: 'domain_registered', params: { name: 'a.fo' }, url: '/domains/d1' },
    });
  });

  it('tells nobody of a domain held without an order, or of a team domain (teams come later)', () => {
    expect(notificationOfEvent(event('domain.registered', { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', orderId: null, expiresAt: '2027-03-01' }))).toBeNull();
    expect(notificationOfEvent(event('domain.registered', { domainId: 'd1', name: 'a.fo', ownerType: 'team', ownerId: 't1', orderId: 'o1', expiresAt: '2027-03-01' }))).toBeNull();
    expect(
      notificationOfEvent(event('transfer.cancelled', { transferId: 't', name: 'a.fo', ownerType: 'team', ownerId: 't1', reason: 'cancelled_by_user', actor: 'u1' })),
    ).toBeNull();
  });

  it('makes refused and refunded names a danger, naming them and the amount given back', () => {
    const notice = notificationOfEvent(
      event('order.settled', { orderId: 'o1', ownerId: 'u1', status: 'refunded', registered: ['b.fo'], refunded: ['a.fo', 'c.fo'], refundedAmount: 30000 }),
    );
    expect(notice).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'danger', target: null, messageKey: 'registration_refunded', params: { names: 'a.fo, c.fo', count: 2, amount: 30000 }, url: null },
    });
    const one = notificationOfEvent(event('order.settled', { orderId: 'o1', ownerId: 'u1', status: 'refunded', registered: [], refunded: ['a.fo'], refundedAmount: 15000 }));
    expect(one?.content.target).toBe('a.fo');
  });

  it('says nothing of an order settled with every name registered (domain.registered tells it)', () => {
    expect(notificationOfEvent(event('order.settled', { orderId: 'o1', ownerId: 'u1', status: 'registered', registered: ['a.fo'], refunded: [], refundedAmount: 0 }))).toBeNull();
  });

  it("sends a renewal to the domain's owner, looked up by domain", () => {
    const notice = notificationOfEvent(event('domain.renewed', { domainId: 'd1', name: 'a.fo', orderId: 'o1', years: 2, expiresAt: '2029-03-01T00:00:00.000Z' }));
    expect(notice).toEqual({
      recipient: { domainId: 'd1' },
      content: { type: 'info', target: 'a.fo', messageKey: 'domain_renewed', params: { name: 'a.fo', years: 2, expires_at: '2029-03-01T00:00:00.000Z' }, url: '/domains/d1' },
    });
  });

  it('tells a finished transfer in as info and a cancelled one as a danger', () => {
    expect(
      notificationOfEvent(event('domain.transferred-in', { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', transferId: 't1', expiresAt: '2027-03-01' }))?.content,
    ).toEqual({ type: 'info', target: 'a.fo', messageKey: 'transfer_in_finished', params: { name: 'a.fo' }, url: '/domains/d1' });
    expect(
      notificationOfEvent(event('transfer.cancelled', { transferId: 't1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', reason: 'rejected_by_holder', actor: 'system' })),
    ).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'danger', target: 'a.fo', messageKey: 'transfer_in_cancelled', params: { name: 'a.fo', reason: 'rejected_by_holder' }, url: null },
    });
  });

  it('tells a changed password and a changed address, not a first verification', () => {
    expect(notificationOfEvent(event('user.password-changed', { userId: 'u1', via: 'reset' }))?.content.messageKey).toBe('password_changed');
    expect(notificationOfEvent(event('user.email-verified', { userId: 'u1', email: 'new@example.com', previousEmail: 'old@example.com' }))).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'info', target: null, messageKey: 'email_changed', params: { email: 'new@example.com' }, url: null },
    });
    expect(notificationOfEvent(event('user.email-verified', { userId: 'u1', email: 'new@example.com', previousEmail: null }))).toBeNull();
  });

  it('tells the owner of an expiry notice: coming (info) and on the expiry (danger), linking to the domain', () => {
    const notice = { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', expiresAt: '2027-03-01T12:00:00.000Z' };
    expect(notificationOfEvent(event('domain.expiry-notice-due', { ...notice, daysBefore: 7 }))).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'info', target: 'a.fo', messageKey: 'domain_expiring', params: { name: 'a.fo', expires_at: '2027-03-01T12:00:00.000Z', days: 7 }, url: '/domains/d1' },
    });
    expect(notificationOfEvent(event('domain.expiry-notice-due', { ...notice, daysBefore: 0 }))?.content).toMatchObject({ type: 'danger', messageKey: 'domain_expired' });
    expect(notificationOfEvent(event('domain.expiry-notice-due', { ...notice, ownerType: 'team', ownerId: 't1', daysBefore: 7 }))).toBeNull();
  });

  it('tells the owner of a domain the registry deleted, as a danger', () => {
    expect(notificationOfEvent(event('domain.deleted-at-registry', { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', registryEventId: 'evt_1' }))).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'danger', target: 'a.fo', messageKey: 'domain_deleted', params: { name: 'a.fo' }, url: '/domains/d1' },
    });
  });

  it('ignores events it does not follow', () => {
    expect(notificationOfEvent(event('user.signed-in', { userId: 'u1', tokenId: 't', method: 'password-and-code' }))).toBeNull();
  });
});

describe('notificationIdOf', () => {
  it('sorts by time and is the same for the same event', () => {
    const earlier = notificationIdOf('2026-03-01T10:00:00.000Z', 'zzz');
    const later = notificationIdOf('2026-03-01T10:00:00.001Z', 'aaa');
    expect(earlier < later).toBe(true);
    expect(notificationIdOf('2026-03-01T10:00:00.000Z', 'zzz')).toBe(earlier);
    expect(earlier).toMatch(/^\d{13}-zzz$/);
  });
});
