import type { EventEnvelope } from '#events/envelope.ts';
import type { EventData, EventName } from '#events/catalogue/index.ts';
import { suspendingStatuses } from '../registry-events/registry-event-rules.ts';
import type { NotificationContent, NotificationOfEvent } from './model.ts';

/** The events a notification follows (the rule `notify-users` routes them to the notifications queue). */
export const notifiedEvents = [
  'domain.registered',
  'order.settled',
  'domain.renewed',
  'domain.expiry-notice-due',
  'domain.transferred-in',
  'transfer.cancelled',
  'user.password-changed',
  'user.email-verified',
  'order.payment-failed',
  'domain.auto-renewal-failed',
  'domain.auto-renewal-card-expiring',
  'order.payment-refunded',
  'order.refunded-by-admin',
  'domain.registry-status-changed',
  'domain.expired-at-registry',
  'domain.deleted-at-registry',
  'domain.transfer-away-requested',
  'domain.transfer-away-stopped',
  'domain.transferred-away',
  'user.signed-in',
  'team.invite-accepted',
  'domain.claimed',
  'domain.name-servers-changed',
  'domain.dnssec-changed',
  'domain.contacts-changed',
  'domain.transfer-lock-changed',
  'domain.registration-locked',
  'domain.registration-unlock-requested',
  'domain.registration-unlocked',
  'domain.transfer-code-renewed',
  'domain.moved',
  'team.member-removed',
  'domain.portal-lock-lift-requested',
  'domain.portal-locked',
  'domain.portal-lock-lift-approved',
  'domain.portal-lock-lift-cancelled',
  'domain.portal-lock-lifted',
  'domain.not-me-reported',
  'user.authenticator-changed',
  'user.passkeys-changed',
  'user.api-tokens-changed',
  'domain.health-failing',
  'domain.health-recovered',
  'domain.dnssec-bootstrap',
  'webhook.endpoint-disabled',
] as const satisfies readonly EventName[];

/**
 * Events whose notification is not mailed by the notifications consumer: the order-mail consumer
 * already e-mails the buyer one mail per order (the names registered, renewed and refunded, the
 * receipt under Receipts) and one per payment given back (functions/orders/tell-buyer.ts).
 */
export const mailedByOrderMail: ReadonlySet<EventName> = new Set<EventName>(['domain.registered', 'domain.renewed', 'order.settled', 'order.payment-refunded']);

/** A changed address's previous one hears of the change by e-mail too (whoever changed it may hold the new one). */
export function alsoMailedTo(event: EventEnvelope & { metadata: { name: EventName } }): string | null {
  if (event.metadata.name !== 'user.email-verified') return null;
  return (event.data as EventData<'user.email-verified'>).previousEmail;
}

type NotifiedEvent = (typeof notifiedEvents)[number];

/** The domain's page: a team's domain in the team's view (spec §2 `/teams/{teamId}/domains/{domainId}`). */
const domainUrl = (domainId: string, owner?: { ownerType?: 'user' | 'team'; ownerId?: string }) =>
  owner?.ownerType === 'team' && owner.ownerId ? `/teams/${owner.ownerId}/domains/${domainId}` : `/domains/${domainId}`;
/** A card scheme's name as the payment methods page shows it (`paymentCards.brands`: proper names, the same in both languages); another as the provider names it. */
const brandNames: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };
const brandName = (brand: string): string => brandNames[brand] ?? brand;

const info = (content: Omit<NotificationContent, 'type'>): NotificationContent => ({ type: 'info', ...content });
/**
 * The person behind a change to a domain, or none: the registry and the jobs are not people.
 * Version 1 events named no kind, and the registry as the actor `system`.
 */
const personActing = (data: { actorId: string; actorKind?: 'user' | 'admin' | 'registry' | 'job' }): string | undefined =>
  data.actorKind === 'registry' || data.actorKind === 'job' || (data.actorKind === undefined && data.actorId === 'system') ? undefined : data.actorId;

/**
 * A change to what keeps a domain working or in its owner's hands: every owner and technical
 * manager hears who made it (issue 29, "Everyone who should know, knows"). Turning a protection
 * off is of the danger type: it is what someone taking a domain would do.
 */
function domainChange(
  data: { domainId: string; name: string; actorId: string; actorKind?: 'user' | 'admin' | 'registry' | 'job' },
  messageKey: NotificationContent['messageKey'],
  options: { danger?: boolean; params?: Record<string, string | number> } = {},
): NotificationOfEvent {
  const actorId = personActing(data);
  const content = { target: data.name, messageKey, params: { name: data.name, ...options.params }, url: domainUrl(data.domainId) };
  return { recipient: { domainId: data.domainId, managersToo: true }, content: options.danger ? danger(content) : info(content), ...(actorId ? { actorId } : {}) };
}
const danger = (content: Omit<NotificationContent, 'type'>): NotificationContent => ({ type: 'danger', ...content });

/**
 * What an event tells whom, or null when it tells no one. A team's domain names the team as its
 * owner: the consumer tells the team's owners (notify.ts). Refusals and failures are of the danger type.
 */
export function notificationOfEvent(event: EventEnvelope & { metadata: { name: EventName } }): NotificationOfEvent | null {
  // A late registry event (superseded by a later one of its kind): told for the domain's history, not to its owner.
  if ((event.data as { superseded?: unknown }).superseded === true) return null;
  const name = event.metadata.name as NotifiedEvent;
  switch (name) {
    case 'domain.registered': {
      const data = event.data as EventData<'domain.registered'>;
      // A domain held without an order (the local demo domains) was not bought: nothing to tell.
      if (data.orderId === null) return null;
      return {
        recipient: { userId: data.ownerId },
        content: info({ target: data.name, messageKey: 'domain_registered', params: { name: data.name }, url: domainUrl(data.domainId, data) }),
      };
    }
    case 'order.settled': {
      const data = event.data as EventData<'order.settled'>;
      if (data.refunded.length === 0) return null;
      const names = data.refunded.join(', ');
      return {
        recipient: { userId: data.ownerId },
        content: danger({
          target: data.refunded.length === 1 ? data.refunded[0]! : null,
          messageKey: 'registration_refunded',
          params: { names, count: data.refunded.length, amount: data.refundedAmount },
          url: null,
        }),
      };
    }
    case 'domain.renewed': {
      const data = event.data as EventData<'domain.renewed'>;
      return {
        recipient: { domainId: data.domainId },
        content: info({
          target: data.name,
          messageKey: 'domain_renewed',
          params: { name: data.name, years: data.years, expires_at: data.expiresAt },
          url: domainUrl(data.domainId),
        }),
      };
    }
    case 'domain.expiry-notice-due': {
      // The lifecycle-notices job: before the expiry (the settings' days, 7, 1); the expiry itself is `domain.expired-at-registry`'s.
      const data = event.data as EventData<'domain.expiry-notice-due'>;
      return {
        recipient: { userId: data.ownerId },
        content: info({
          target: data.name,
          messageKey: 'domain_expiring',
          params: { name: data.name, expires_at: data.expiresAt, days: data.daysBefore },
          url: domainUrl(data.domainId, data),
        }),
      };
    }
    case 'domain.transferred-in': {
      const data = event.data as EventData<'domain.transferred-in'>;
      return {
        recipient: { userId: data.ownerId },
        content: info({ target: data.name, messageKey: 'transfer_in_finished', params: { name: data.name }, url: domainUrl(data.domainId, data) }),
      };
    }
    case 'transfer.cancelled': {
      const data = event.data as EventData<'transfer.cancelled'>;
      return {
        recipient: { userId: data.ownerId },
        content: danger({ target: data.name, messageKey: 'transfer_in_cancelled', params: { name: data.name, reason: data.reason }, url: null }),
      };
    }
    case 'user.password-changed': {
      const data = event.data as EventData<'user.password-changed'>;
      return { recipient: { userId: data.userId }, content: info({ target: null, messageKey: 'password_changed', params: {}, url: null }) };
    }
    case 'user.email-verified': {
      const data = event.data as EventData<'user.email-verified'>;
      // A new account's first address is no change.
      if (data.previousEmail === null) return null;
      return { recipient: { userId: data.userId }, content: info({ target: null, messageKey: 'email_changed', params: { email: data.email }, url: null }) };
    }
    case 'order.payment-failed': {
      const data = event.data as EventData<'order.payment-failed'>;
      // A checkout left to expire was given up, not refused: nothing to tell (Receipts shows it expired).
      if (data.reason === 'expired') return null;
      return { recipient: { userId: data.ownerId }, content: danger({ target: null, messageKey: 'payment_failed', params: {}, url: '/receipts' }) };
    }
    case 'domain.auto-renewal-failed': {
      // The auto-renewal job could not charge the card: the domain is as it was, the job tries again the next day.
      const data = event.data as EventData<'domain.auto-renewal-failed'>;
      return {
        recipient: { userId: data.ownerId },
        content: danger({
          target: data.name,
          messageKey: 'auto_renewal_failed',
          params: { name: data.name, expires_at: data.expiresAt },
          url: domainUrl(data.domainId, data),
        }),
      };
    }
    case 'domain.auto-renewal-card-expiring': {
      // The auto-renewal job: the attached card is no longer valid on the renewal day; another card is needed.
      const data = event.data as EventData<'domain.auto-renewal-card-expiring'>;
      return {
        recipient: { userId: data.ownerId },
        content: danger({
          target: data.name,
          messageKey: 'auto_renewal_card_expiring',
          params: { name: data.name, card: `${brandName(data.brand)} •••• ${data.last4}`, action_at: data.renewalAt },
          url: domainUrl(data.domainId, data),
        }),
      };
    }
    case 'order.payment-refunded': {
      const data = event.data as EventData<'order.payment-refunded'>;
      const content = { target: null, messageKey: 'payment_refunded' as const, params: { amount: data.amount, reason: data.reason }, url: '/receipts' };
      // A mismatched payment bought nothing; a second payment of a paid order is only given back.
      return { recipient: { userId: data.ownerId }, content: data.reason === 'payment_mismatch' ? danger(content) : info(content) };
    }
    case 'order.refunded-by-admin': {
      // An administrator refunded a settled order: the buyer (a team's owners) hears which purchase, how much, and where its credit note is.
      const data = event.data as EventData<'order.refunded-by-admin'>;
      // Version 1 named no names: the order's id stands for them.
      const names = data.names && data.names.length > 0 ? data.names : [data.orderId];
      return {
        recipient: { userId: data.ownerId },
        content: info({
          target: data.names?.length === 1 ? data.names[0]! : null,
          messageKey: 'order_refunded',
          params: { names: names.join(', '), amount: data.amount },
          url: data.ownerType === 'team' ? `/teams/${data.ownerId}/receipts` : '/receipts',
        }),
      };
    }
    case 'domain.registry-status-changed': {
      const data = event.data as EventData<'domain.registry-status-changed'>;
      const wasSuspended = data.previousStatuses.some((status) => suspendingStatuses.includes(status));
      // Only a suspension or its end is news to the owner; other status changes show on the domain.
      if (data.suspended === wasSuspended) return null;
      const base = { target: data.name, params: { name: data.name }, url: domainUrl(data.domainId, data) };
      return {
        recipient: { userId: data.ownerId },
        content: data.suspended ? danger({ ...base, messageKey: 'domain_suspended' }) : info({ ...base, messageKey: 'domain_unsuspended' }),
      };
    }
    case 'domain.expired-at-registry': {
      const data = event.data as EventData<'domain.expired-at-registry'>;
      return {
        recipient: { userId: data.ownerId },
        content: danger({ target: data.name, messageKey: 'domain_expired_at_registry', params: { name: data.name }, url: domainUrl(data.domainId, data) }),
      };
    }
    case 'domain.deleted-at-registry': {
      const data = event.data as EventData<'domain.deleted-at-registry'>;
      return {
        recipient: { userId: data.ownerId },
        content: danger({ target: data.name, messageKey: 'domain_deleted_at_registry', params: { name: data.name }, url: domainUrl(data.domainId, data) }),
      };
    }
    case 'domain.transfer-away-requested': {
      const data = event.data as EventData<'domain.transfer-away-requested'>;
      return {
        recipient: { userId: data.ownerId },
        content: info({ target: data.name, messageKey: 'transfer_away_requested', params: { name: data.name, action_at: data.actionAt }, url: domainUrl(data.domainId, data) }),
      };
    }
    case 'domain.transfer-away-stopped': {
      const data = event.data as EventData<'domain.transfer-away-stopped'>;
      return {
        recipient: { userId: data.ownerId },
        content: info({ target: data.name, messageKey: 'transfer_away_stopped', params: { name: data.name }, url: domainUrl(data.domainId, data) }),
      };
    }
    case 'domain.transferred-away': {
      const data = event.data as EventData<'domain.transferred-away'>;
      return {
        recipient: { userId: data.ownerId },
        content: info({ target: data.name, messageKey: 'domain_transferred_away', params: { name: data.name }, url: domainUrl(data.domainId, data) }),
      };
    }
    case 'team.invite-accepted': {
      const data = event.data as EventData<'team.invite-accepted'>;
      return {
        recipient: { userId: data.ownerId },
        content: info({ target: data.teamName, messageKey: 'team_invite_accepted', params: { member: data.memberName, team: data.teamName }, url: `/teams/${data.teamId}` }),
      };
    }
    case 'domain.claimed': {
      const data = event.data as EventData<'domain.claimed'>;
      // The previous owner lost the domain: told where it went (the registrant address), with no link (it is no longer theirs).
      if (data.previousOwnerType !== 'user') return null;
      return {
        recipient: { userId: data.previousOwnerId },
        content: danger({ target: data.name, messageKey: 'domain_claimed', params: { name: data.name, email: data.registrantEmail }, url: null }),
      };
    }
    case 'domain.name-servers-changed':
      return domainChange(event.data as EventData<'domain.name-servers-changed'>, 'domain_name_servers_changed');
    case 'domain.dnssec-changed': {
      const data = event.data as EventData<'domain.dnssec-changed'>;
      // The zone's own CDS changed the DS (the domain-health check): said as such, the removal as a danger.
      if (data.change === 'cds-updated' || data.change === 'cds-bootstrapped' || data.change === 'cds-deleted') {
        const keyTags = (data.dsRecords?.after ?? []).map((ds) => ds.keyTag).join(', ');
        const messageKey =
          data.change === 'cds-updated' ? 'domain_dnssec_cds_updated' : data.change === 'cds-bootstrapped' ? 'domain_dnssec_cds_bootstrapped' : 'domain_dnssec_cds_deleted';
        return domainChange(data, messageKey, { danger: data.change === 'cds-deleted', params: { key_tags: keyTags } });
      }
      const off = data.change === 'signing-off' || (data.change === 'ds-removed' && data.dsRecords?.after.length === 0);
      return domainChange(data, off ? 'domain_dnssec_off' : 'domain_dnssec_changed', { danger: off });
    }
    case 'domain.dnssec-bootstrap': {
      const data = event.data as EventData<'domain.dnssec-bootstrap'>;
      const keyTags = data.dsRecords.map((ds) => ds.keyTag).join(', ');
      return data.stage === 'seen'
        ? domainChange(data, 'domain_dnssec_bootstrap_seen', { params: { action_at: data.acceptAt, key_tags: keyTags } })
        : domainChange(data, 'domain_dnssec_bootstrap_refused', { params: { key_tags: keyTags } });
    }
    case 'domain.health-failing':
    case 'domain.health-recovered': {
      // The check is the portal's own (no person acted): every owner and technical manager hears it.
      const data = event.data as EventData<'domain.health-failing'>;
      const failing = name === 'domain.health-failing';
      const content = {
        target: data.name,
        messageKey: failing ? 'domain_health_failing' : 'domain_health_recovered',
        params: { name: data.name, answering: data.answering, total: data.total },
        url: domainUrl(data.domainId),
      } as const;
      return { recipient: { domainId: data.domainId, managersToo: true }, content: failing ? danger(content) : info(content) };
    }
    case 'domain.contacts-changed':
      return domainChange(event.data as EventData<'domain.contacts-changed'>, 'domain_contacts_changed');
    case 'domain.transfer-lock-changed': {
      const data = event.data as EventData<'domain.transfer-lock-changed'>;
      return domainChange(data, data.locked ? 'domain_transfer_locked' : 'domain_transfer_unlocked', { danger: !data.locked });
    }
    case 'domain.registration-locked':
      return domainChange(event.data as EventData<'domain.registration-locked'>, 'domain_registration_locked');
    case 'domain.registration-unlock-requested':
      return domainChange(event.data as EventData<'domain.registration-unlock-requested'>, 'domain_registration_unlock_requested', { danger: true });
    case 'domain.registration-unlocked':
      return domainChange(event.data as EventData<'domain.registration-unlocked'>, 'domain_registration_unlocked', { danger: true });
    case 'domain.transfer-code-renewed':
      return domainChange(event.data as EventData<'domain.transfer-code-renewed'>, 'domain_transfer_code_renewed', { danger: true });
    case 'domain.moved': {
      // The holder it left hears too: a team's owners learn their domain went to one of them personally.
      const data = event.data as EventData<'domain.moved'>;
      const change = domainChange(data, 'domain_moved', { danger: true, params: { from: data.from.name, to: data.to.name } });
      return { ...change, recipient: { domainId: data.domainId, managersToo: true, alsoHolders: [{ type: data.from.type, id: data.from.id }] } };
    }
    case 'team.member-removed': {
      // The owners it had and the member removed: no link, as the member no longer sees the team.
      const data = event.data as EventData<'team.member-removed'>;
      const left = data.actorId === data.memberId;
      return {
        recipient: { userIds: [...data.ownerIds, data.memberId] },
        content: info({
          target: data.teamName,
          messageKey: left ? 'team_member_left' : 'team_member_removed',
          params: { member: data.memberName, team: data.teamName },
          url: null,
        }),
        ...(left ? {} : { actorId: data.actorId }),
      };
    }
    case 'user.authenticator-changed': {
      // A new way into the account, or one gone: its owner is told, with when and from which device (the mail).
      const data = event.data as EventData<'user.authenticator-changed'>;
      const messageKey = data.change === 'turned-on' ? 'authenticator_turned_on' : data.change === 'turned-off' ? 'authenticator_turned_off' : 'recovery_codes_renewed';
      return { recipient: { userId: data.userId }, content: danger({ target: null, messageKey, params: {}, url: '/my-user' }), actorId: data.userId };
    }
    case 'user.passkeys-changed': {
      const data = event.data as EventData<'user.passkeys-changed'>;
      const messageKey = data.change === 'added' ? 'passkey_added' : 'passkey_removed';
      return { recipient: { userId: data.userId }, content: danger({ target: null, messageKey, params: { passkey: data.name }, url: '/my-user' }), actorId: data.userId };
    }
    case 'user.api-tokens-changed': {
      // A way into the person's (or their team's) domains, made or gone, with the token's name: a new one is of the
      // danger type, like a passkey added (someone taking the domains would make one); a revoked one is info (it
      // opens nothing, it closes a way in).
      const data = event.data as EventData<'user.api-tokens-changed'>;
      const url = data.teamId ? `/teams/${data.teamId}/api-tokens` : '/api-tokens';
      const content = { target: null, params: { token: data.name }, url };
      return {
        recipient: { userId: data.userId },
        content: data.change === 'created' ? danger({ ...content, messageKey: 'api_token_created' }) : info({ ...content, messageKey: 'api_token_revoked' }),
        actorId: data.userId,
      };
    }
    case 'webhook.endpoint-disabled': {
      // Its owner (a team's: its owners, notify.ts) hears that the portal switched it off after 3 days of failures.
      const data = event.data as EventData<'webhook.endpoint-disabled'>;
      const url = data.ownerType === 'team' ? `/teams/${data.ownerId}/webhooks` : '/webhooks';
      return { recipient: { userId: data.ownerId }, content: danger({ target: null, messageKey: 'webhook_disabled', params: { webhook: data.name, url: data.url }, url }) };
    }
    case 'domain.portal-locked': {
      const data = event.data as EventData<'domain.portal-locked'>;
      // Put on by "This was not me": its report (below) tells the lock with the rest, in one notice.
      if (data.via === 'not-me') return null;
      return domainChange(data, 'portal_lock_on');
    }
    case 'domain.not-me-reported': {
      // docs/decisions/this-was-not-me.md: every owner and technical manager (the author too) hears who reported whose change.
      const data = event.data as EventData<'domain.not-me-reported'>;
      return domainChange(data, 'not_me_reported', { danger: true, params: { suspect: data.suspectName } });
    }
    case 'domain.portal-lock-lift-approved':
      return domainChange(event.data as EventData<'domain.portal-lock-lift-approved'>, 'portal_lock_lift_approved', { danger: true });
    case 'domain.portal-lock-lift-cancelled':
      return domainChange(event.data as EventData<'domain.portal-lock-lift-cancelled'>, 'portal_lock_lift_cancelled');
    case 'domain.portal-lock-lifted':
      return domainChange(event.data as EventData<'domain.portal-lock-lifted'>, 'portal_lock_lifted', { danger: true });
    case 'domain.portal-lock-lift-requested': {
      const data = event.data as EventData<'domain.portal-lock-lift-requested'>;
      // Its owner (a team's: each of its owners), at once: a personal domain's lock lifts after the wait unless cancelled; a team's needs another owner.
      // Who asked, so the mail says when and from which device, with "This was not me" (docs/decisions/this-was-not-me.md).
      const actorId = personActing(data);
      return {
        ...(actorId ? { actorId } : {}),
        recipient: { userId: data.ownerId },
        content: danger({
          target: data.name,
          messageKey: data.approval === 'wait' ? 'portal_lock_lift_requested' : 'portal_lock_lift_approval',
          params: { name: data.name, ...(data.liftsAt ? { action_at: data.liftsAt } : {}) },
          url: domainUrl(data.domainId, data),
        }),
      };
    }
    default:
      return null;
  }
}

/**
 * A sign-in's notification, for the notifications consumer to write only when the device is new
 * to the user (known-devices.ts decides): where, by the browser and system the session named.
 */
export function newDeviceNotification(event: EventEnvelope & { metadata: { name: 'user.signed-in' } }): NotificationOfEvent {
  const data = event.data as EventData<'user.signed-in'>;
  return {
    recipient: { userId: data.userId },
    content: info({ target: null, messageKey: 'new_device_sign_in', params: { browser: data.device?.browser ?? '', system: data.device?.system ?? '' }, url: '/my-user' }),
  };
}

/** A notification's id: its time first, so the user's notifications sort newest first by key; the event id makes it the event's own. */
export function notificationIdOf(occurredAt: string, eventId: string): string {
  return `${String(Date.parse(occurredAt)).padStart(13, '0')}-${eventId}`;
}
