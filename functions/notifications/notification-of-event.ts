import type { EventEnvelope } from '#events/envelope.ts';
import type { EventData, EventName } from '#events/catalogue/index.ts';
import type { NotificationContent, NotificationOfEvent } from './model.ts';

/** The events a notification follows (the rule `notify-users` routes them to the notifications queue). */
export const notifiedEvents = [
  'domain.registered',
  'order.settled',
  'domain.renewed',
  'domain.expiry-notice-due',
  'domain.deleted-at-registry',
  'domain.transferred-in',
  'transfer.cancelled',
  'user.password-changed',
  'user.email-verified',
] as const satisfies readonly EventName[];

type NotifiedEvent = (typeof notifiedEvents)[number];

const domainUrl = (domainId: string) => `/domains/${domainId}`;

const info = (content: Omit<NotificationContent, 'type'>): NotificationContent => ({ type: 'info', ...content });
const danger = (content: Omit<NotificationContent, 'type'>): NotificationContent => ({ type: 'danger', ...content });

/**
 * What an event tells whom, or null when it tells no one. Personal domains only: a team's
 * domain notifies its members when teams arrive. Refusals and failures are of the danger type.
 */
export function notificationOfEvent(event: EventEnvelope & { metadata: { name: EventName } }): NotificationOfEvent | null {
  const name = event.metadata.name as NotifiedEvent;
  switch (name) {
    case 'domain.registered': {
      const data = event.data as EventData<'domain.registered'>;
      // A domain held without an order (the local demo domains) was not bought: nothing to tell.
      if (data.ownerType !== 'user' || data.orderId === null) return null;
      return {
        recipient: { userId: data.ownerId },
        content: info({ target: data.name, messageKey: 'domain_registered', params: { name: data.name }, url: domainUrl(data.domainId) }),
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
      // The lifecycle-notices job: before the expiry (the settings' days, 7, 1) or on it (daysBefore 0, danger).
      const data = event.data as EventData<'domain.expiry-notice-due'>;
      if (data.ownerType !== 'user') return null;
      const expired = data.daysBefore === 0;
      return {
        recipient: { userId: data.ownerId },
        content: (expired ? danger : info)({
          target: data.name,
          messageKey: expired ? 'domain_expired' : 'domain_expiring',
          params: { name: data.name, expires_at: data.expiresAt, days: data.daysBefore },
          url: domainUrl(data.domainId),
        }),
      };
    }
    case 'domain.deleted-at-registry': {
      // The notice on deletion: the registry's webhook or the expiry sync publishes this once (the notices job sends none).
      const data = event.data as EventData<'domain.deleted-at-registry'>;
      if (data.ownerType !== 'user') return null;
      return {
        recipient: { userId: data.ownerId },
        content: danger({ target: data.name, messageKey: 'domain_deleted', params: { name: data.name }, url: domainUrl(data.domainId) }),
      };
    }
    case 'domain.transferred-in': {
      const data = event.data as EventData<'domain.transferred-in'>;
      if (data.ownerType !== 'user') return null;
      return {
        recipient: { userId: data.ownerId },
        content: info({ target: data.name, messageKey: 'transfer_in_finished', params: { name: data.name }, url: domainUrl(data.domainId) }),
      };
    }
    case 'transfer.cancelled': {
      const data = event.data as EventData<'transfer.cancelled'>;
      if (data.ownerType !== 'user') return null;
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
    default:
      return null;
  }
}

/** A notification's id: its time first, so the user's notifications sort newest first by key; the event id makes it the event's own. */
export function notificationIdOf(occurredAt: string, eventId: string): string {
  return `${String(Date.parse(occurredAt)).padStart(13, '0')}-${eventId}`;
}
