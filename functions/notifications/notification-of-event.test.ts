import { describe, expect, it } from 'vitest';
import type { EventName } from '#events/catalogue/index.ts';
import { alsoMailedTo, mailedByOrderMail, newDeviceNotification, notificationIdOf, notificationOfEvent } from './notification-of-event.ts';

const event = (name: EventName, data: unknown) => ({ metadata: { id: 'e-1', name, version: 1, occurredAt: '2026-03-01T10:00:00.000Z' }, data });

describe('notificationOfEvent', () => {
  it('tells the buyer a bought name is registered, linking to the domain', () => {
    const notice = notificationOfEvent(event('domain.registered', { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', orderId: 'o1', expiresAt: '2027-03-01' }));
    expect(notice).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'info', target: 'a.fo', messageKey: 'domain_registered', params: { name: 'a.fo' }, url: '/domains/d1' },
    });
  });

  it("tells nobody of a domain held without an order; a team's domain names the team (its owners are told) and links to the team's view", () => {
    expect(notificationOfEvent(event('domain.registered', { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', orderId: null, expiresAt: '2027-03-01' }))).toBeNull();
    expect(
      notificationOfEvent(event('domain.registered', { domainId: 'd1', name: 'a.fo', ownerType: 'team', ownerId: 't1', orderId: 'o1', expiresAt: '2027-03-01' })),
    ).toMatchObject({
      recipient: { userId: 't1' },
      content: { url: '/teams/t1/domains/d1' },
    });
    expect(
      notificationOfEvent(event('transfer.cancelled', { transferId: 't', name: 'a.fo', ownerType: 'team', ownerId: 't1', reason: 'cancelled_by_user', actor: 'u1' })),
    ).toMatchObject({ recipient: { userId: 't1' } });
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

  it('tells the owner of a coming expiry (info), linking to the domain', () => {
    const notice = { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', expiresAt: '2027-03-01T12:00:00.000Z' };
    expect(notificationOfEvent(event('domain.expiry-notice-due', { ...notice, daysBefore: 7 }))).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'info', target: 'a.fo', messageKey: 'domain_expiring', params: { name: 'a.fo', expires_at: '2027-03-01T12:00:00.000Z', days: 7 }, url: '/domains/d1' },
    });
    expect(notificationOfEvent(event('domain.expiry-notice-due', { ...notice, ownerType: 'team', ownerId: 't1', daysBefore: 7 }))).toMatchObject({
      recipient: { userId: 't1' },
      content: { url: '/teams/t1/domains/d1' },
    });
  });

  it('tells the owner of a domain the registry deleted, as a danger', () => {
    expect(notificationOfEvent(event('domain.deleted-at-registry', { domainId: 'd1', name: 'a.fo', ownerType: 'user', ownerId: 'u1', registryEventId: 'evt_1' }))).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'danger', target: 'a.fo', messageKey: 'domain_deleted_at_registry', params: { name: 'a.fo' }, url: '/domains/d1' },
    });
  });

  it('ignores events it does not follow', () => {
    expect(notificationOfEvent(event('user.signed-in', { userId: 'u1', tokenId: 't', method: 'password-and-code' }))).toBeNull();
  });
});

describe('notificationOfEvent: payments, the registry and devices', () => {
  const registryChange = { domainId: 'd1', name: 'a.fo', ownerType: 'user' as const, ownerId: 'u1', registryEventId: 'evt_1' };

  it('makes a declined payment a danger, and says nothing of a checkout left to expire', () => {
    expect(notificationOfEvent(event('order.payment-failed', { orderId: 'o1', ownerId: 'u1', reason: 'card_declined' }))).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'danger', target: null, messageKey: 'payment_failed', params: {}, url: '/receipts' },
    });
    expect(notificationOfEvent(event('order.payment-failed', { orderId: 'o1', ownerId: 'u1', reason: 'expired' }))).toBeNull();
  });

  it("tells the owner of a failed automatic renewal (a danger, linking to the domain, with its expiry); a team's names the team", () => {
    const failed = {
      domainId: 'd1',
      name: 'a.fo',
      ownerType: 'user',
      ownerId: 'u1',
      orderId: 'o1',
      paymentCardId: 'c1',
      expiresAt: '2027-03-01T12:00:00.000Z',
      reason: 'card_declined',
      retryAt: '2027-02-20T11:00:00.000Z',
    };
    expect(notificationOfEvent(event('domain.auto-renewal-failed', failed))).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'danger', target: 'a.fo', messageKey: 'auto_renewal_failed', params: { name: 'a.fo', expires_at: '2027-03-01T12:00:00.000Z' }, url: '/domains/d1' },
    });
    expect(notificationOfEvent(event('domain.auto-renewal-failed', { ...failed, ownerType: 'team', ownerId: 't1' }))).toMatchObject({ recipient: { userId: 't1' } });
    expect(mailedByOrderMail.has('domain.auto-renewal-failed')).toBe(false);
  });

  it("warns the owner of a card that expires before the automatic renewal (a danger naming the card and the renewal day); a team's names the team", () => {
    const expiring = {
      domainId: 'd1',
      name: 'a.fo',
      ownerType: 'user',
      ownerId: 'u1',
      paymentCardId: 'c1',
      brand: 'visa',
      last4: '4242',
      expMonth: 1,
      expYear: 2027,
      expiresAt: '2027-03-01T12:00:00.000Z',
      renewalAt: '2027-02-15T12:00:00.000Z',
    };
    expect(notificationOfEvent(event('domain.auto-renewal-card-expiring', expiring))).toEqual({
      recipient: { userId: 'u1' },
      content: {
        type: 'danger',
        target: 'a.fo',
        messageKey: 'auto_renewal_card_expiring',
        params: { name: 'a.fo', card: 'Visa •••• 4242', action_at: '2027-02-15T12:00:00.000Z' },
        url: '/domains/d1',
      },
    });
    expect(notificationOfEvent(event('domain.auto-renewal-card-expiring', { ...expiring, brand: 'jcb' }))?.content.params.card).toBe('jcb •••• 4242');
    expect(notificationOfEvent(event('domain.auto-renewal-card-expiring', { ...expiring, ownerType: 'team', ownerId: 't1' }))).toMatchObject({ recipient: { userId: 't1' } });
    expect(mailedByOrderMail.has('domain.auto-renewal-card-expiring')).toBe(false);
  });

  it('tells a payment given back: a mismatch as a danger, a second payment as info, with the amount', () => {
    const refund = (reason: 'payment_mismatch' | 'extra_payment') =>
      notificationOfEvent(event('order.payment-refunded', { orderId: 'o1', ownerId: 'u1', paymentId: 'pi', refundId: 're', amount: 12500, reason }));
    expect(refund('payment_mismatch')).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'danger', target: null, messageKey: 'payment_refunded', params: { amount: 12500, reason: 'payment_mismatch' }, url: '/receipts' },
    });
    expect(refund('extra_payment')?.content.type).toBe('info');
  });

  it("tells an administrator's refund as info: the purchase's names, the amount, the receipts (a team's under the team); mailed by the notifications consumer", () => {
    const refunded = {
      orderId: 'o1',
      ownerId: 'u1',
      ownerType: 'user',
      names: ['a.fo', 'b.fo'],
      actorId: 'adm',
      actorKind: 'admin',
      reason: 'Regretted',
      amount: 25000,
      refundId: 're_1',
    };
    expect(notificationOfEvent(event('order.refunded-by-admin', refunded))).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'info', target: null, messageKey: 'order_refunded', params: { names: 'a.fo, b.fo', amount: 25000 }, url: '/receipts' },
    });
    expect(notificationOfEvent(event('order.refunded-by-admin', { ...refunded, ownerType: 'team', ownerId: 't1', names: ['a.fo'] }))).toEqual({
      recipient: { userId: 't1' },
      content: { type: 'info', target: 'a.fo', messageKey: 'order_refunded', params: { names: 'a.fo', amount: 25000 }, url: '/teams/t1/receipts' },
    });
    // Version 1 named neither the names nor the owner's kind: the order's id stands for the names.
    const { ownerType: _ownerType, names: _names, ...version1 } = refunded;
    expect(notificationOfEvent(event('order.refunded-by-admin', version1))?.content).toMatchObject({ params: { names: 'o1', amount: 25000 }, url: '/receipts' });
    expect(mailedByOrderMail.has('order.refunded-by-admin')).toBe(false);
  });

  it('tells a suspension by the registry as a danger and its end as info, and no other status change', () => {
    const change = (previousStatuses: string[], statuses: string[], suspended: boolean) =>
      notificationOfEvent(event('domain.registry-status-changed', { ...registryChange, statuses, previousStatuses, suspended }));
    expect(change(['ok'], ['serverHold'], true)).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'danger', target: 'a.fo', messageKey: 'domain_suspended', params: { name: 'a.fo' }, url: '/domains/d1' },
    });
    expect(change(['serverHold'], ['ok'], false)?.content).toMatchObject({ type: 'info', messageKey: 'domain_unsuspended' });
    expect(change(['ok'], ['clientTransferProhibited'], false)).toBeNull();
    expect(change(['serverHold'], ['serverHold', 'clientTransferProhibited'], true)).toBeNull();
  });

  it('tells expiry and deletion at the registry as dangers', () => {
    expect(notificationOfEvent(event('domain.expired-at-registry', { ...registryChange, expiresAt: '2026-03-01T00:00:00.000Z' }))?.content).toEqual({
      type: 'danger',
      target: 'a.fo',
      messageKey: 'domain_expired_at_registry',
      params: { name: 'a.fo' },
      url: '/domains/d1',
    });
    expect(notificationOfEvent(event('domain.deleted-at-registry', registryChange))?.content).toMatchObject({ type: 'danger', messageKey: 'domain_deleted_at_registry' });
  });

  it('tells nobody of a late registry event (superseded: for the history only)', () => {
    expect(
      notificationOfEvent(event('domain.transfer-away-requested', { ...registryChange, gainingRegistrar: 'other', actionAt: '2026-03-06T10:00:00.000Z', superseded: true })),
    ).toBeNull();
  });

  it('tells a transfer away asked for (with the day it happens), stopped, and done', () => {
    expect(notificationOfEvent(event('domain.transfer-away-requested', { ...registryChange, gainingRegistrar: 'other', actionAt: '2026-03-06T10:00:00.000Z' }))).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'info', target: 'a.fo', messageKey: 'transfer_away_requested', params: { name: 'a.fo', action_at: '2026-03-06T10:00:00.000Z' }, url: '/domains/d1' },
    });
    expect(notificationOfEvent(event('domain.transfer-away-stopped', { ...registryChange, outcome: 'rejected' }))?.content.messageKey).toBe('transfer_away_stopped');
    expect(notificationOfEvent(event('domain.transferred-away', { ...registryChange, gainingRegistrar: 'other', automatic: true }))?.content.messageKey).toBe(
      'domain_transferred_away',
    );
  });

  it("names the team for a team domain's registry events (its owners are told)", () => {
    expect(notificationOfEvent(event('domain.deleted-at-registry', { ...registryChange, ownerType: 'team' }))).toMatchObject({ recipient: { userId: registryChange.ownerId } });
    expect(notificationOfEvent(event('domain.expired-at-registry', { ...registryChange, ownerType: 'team', expiresAt: '2026-03-01' }))).toMatchObject({
      recipient: { userId: registryChange.ownerId },
    });
  });

  it("words a new device's sign-in by its browser and system", () => {
    const signIn = event('user.signed-in', { userId: 'u1', tokenId: 't', method: 'password-and-code', device: { key: 'k', browser: 'Firefox', system: null } });
    expect(newDeviceNotification(signIn as Parameters<typeof newDeviceNotification>[0])).toEqual({
      recipient: { userId: 'u1' },
      content: { type: 'info', target: null, messageKey: 'new_device_sign_in', params: { browser: 'Firefox', system: '' }, url: '/my-user' },
    });
  });

  it('leaves the mails of orders to the order-mail consumer, and mails a changed address to the previous one too', () => {
    expect([...mailedByOrderMail].sort()).toEqual(['domain.registered', 'domain.renewed', 'order.payment-refunded', 'order.settled']);
    expect(alsoMailedTo(event('user.email-verified', { userId: 'u1', email: 'new@example.com', previousEmail: 'old@example.com' }))).toBe('old@example.com');
    expect(alsoMailedTo(event('user.password-changed', { userId: 'u1', via: 'change' }))).toBeNull();
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
