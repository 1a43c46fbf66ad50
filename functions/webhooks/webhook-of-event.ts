import type { EventData, EventName } from '#events/catalogue/index.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import type { WebhookEventType } from '#shared/webhooks.ts';
import { deliveryIdOf, deliveryIdOfHappening } from './webhook-rules.ts';
import type { WebhookOwner } from './model.ts';

/** The domain events a webhook delivers (the rule `webhook-events` routes them to the webhook-deliveries queue). */
export const webhookSourceEvents = [
  'domain.expiry-notice-due',
  'domain.renewed',
  'domain.auto-renewal-failed',
  'domain.registered',
  'domain.transferred-in',
  'domain.transferred-away',
  'domain.name-servers-changed',
  'domain.dnssec-changed',
  'dns.records-changed',
  'domain.transfer-lock-changed',
  'domain.registration-locked',
  'domain.registration-unlocked',
  'domain.portal-locked',
  'domain.portal-lock-lifted',
  'team.invite-accepted',
  'team.member-removed',
] as const satisfies readonly EventName[];
type SourceEvent = (typeof webhookSourceEvents)[number];

/**
 * What an event says to the customer's systems: its type, whose endpoints hear it (the owner the
 * event names, or the domain's owner now, looked up by the consumer), its delivery id and the
 * `data` of the body, in the public API's field names.
 */
export interface WebhookOfEvent {
  type: WebhookEventType;
  deliveryId: string;
  owner: WebhookOwner | { domainId: string };
  data: Record<string, unknown>;
}

const domainOf = (data: { domainId: string; name: string }) => ({ domain_id: data.domainId, name: data.name });
const ownerOf = (data: { ownerType: 'user' | 'team'; ownerId: string }): WebhookOwner => ({ ownerType: data.ownerType, ownerId: data.ownerId });

/** The webhook an event makes, or null (a late registry event, a domain held without an order). */
export function webhookOfEvent(event: EventEnvelope & { metadata: { name: EventName } }): WebhookOfEvent | null {
  if ((event.data as { superseded?: unknown }).superseded === true) return null;
  const name = event.metadata.name as SourceEvent;
  const deliveryId = deliveryIdOf(event.metadata.id);
  const of = (type: WebhookEventType, owner: WebhookOfEvent['owner'], data: Record<string, unknown>): WebhookOfEvent => ({ type, deliveryId, owner, data });
  switch (name) {
    case 'domain.expiry-notice-due': {
      const data = event.data as EventData<'domain.expiry-notice-due'>;
      return of('domain.expiring', ownerOf(data), { ...domainOf(data), expires_at: data.expiresAt, days_before: data.daysBefore });
    }
    case 'domain.renewed': {
      const data = event.data as EventData<'domain.renewed'>;
      return of('domain.renewed', { domainId: data.domainId }, { ...domainOf(data), years: data.years, expires_at: data.expiresAt });
    }
    case 'domain.auto-renewal-failed': {
      const data = event.data as EventData<'domain.auto-renewal-failed'>;
      return of('domain.renewal_failed', ownerOf(data), { ...domainOf(data), expires_at: data.expiresAt, reason: data.reason, retry_at: data.retryAt });
    }
    case 'domain.registered': {
      const data = event.data as EventData<'domain.registered'>;
      return of('domain.registered', ownerOf(data), { ...domainOf(data), expires_at: data.expiresAt });
    }
    case 'domain.transferred-in': {
      const data = event.data as EventData<'domain.transferred-in'>;
      return of('domain.transferred_in', ownerOf(data), { ...domainOf(data), expires_at: data.expiresAt });
    }
    case 'domain.transferred-away': {
      const data = event.data as EventData<'domain.transferred-away'>;
      return of('domain.transferred_away', ownerOf(data), { ...domainOf(data), gaining_registrar: data.gainingRegistrar });
    }
    case 'domain.name-servers-changed': {
      const data = event.data as EventData<'domain.name-servers-changed'>;
      return of('domain.name_servers_changed', { domainId: data.domainId }, { ...domainOf(data), mode: data.mode, name_servers: data.nameServers });
    }
    case 'domain.dnssec-changed': {
      const data = event.data as EventData<'domain.dnssec-changed'>;
      return of('domain.dnssec_changed', { domainId: data.domainId }, { ...domainOf(data), change: data.change, key_tag: data.keyTag });
    }
    case 'dns.records-changed': {
      const data = event.data as EventData<'dns.records-changed'>;
      return of(
        'domain.dns_records_changed',
        { domainId: data.domainId },
        { ...domainOf(data), added: data.added, changed: data.changed, removed: data.removed, version: data.version },
      );
    }
    case 'domain.transfer-lock-changed': {
      const data = event.data as EventData<'domain.transfer-lock-changed'>;
      return of('domain.lock_changed', { domainId: data.domainId }, { ...domainOf(data), lock: 'transfer', locked: data.locked });
    }
    case 'domain.registration-locked':
    case 'domain.registration-unlocked': {
      const data = event.data as EventData<'domain.registration-locked'>;
      return of('domain.lock_changed', { domainId: data.domainId }, { ...domainOf(data), lock: 'registration', locked: name === 'domain.registration-locked' });
    }
    case 'domain.portal-locked':
    case 'domain.portal-lock-lifted': {
      const data = event.data as EventData<'domain.portal-locked'>;
      return of('domain.lock_changed', ownerOf(data), { ...domainOf(data), lock: 'portal', locked: name === 'domain.portal-locked' });
    }
    case 'team.invite-accepted': {
      // Published once per owner the team had: one delivery for the joining.
      const data = event.data as EventData<'team.invite-accepted'>;
      return {
        type: 'team.member_joined',
        deliveryId: deliveryIdOfHappening(`team.member_joined:${data.inviteId}`),
        owner: { ownerType: 'team', ownerId: data.teamId },
        data: { team_id: data.teamId, team_name: data.teamName, member_id: data.memberId, member_name: data.memberName },
      };
    }
    case 'team.member-removed': {
      const data = event.data as EventData<'team.member-removed'>;
      return of(
        'team.member_left',
        { ownerType: 'team', ownerId: data.teamId },
        { team_id: data.teamId, team_name: data.teamName, member_id: data.memberId, member_name: data.memberName },
      );
    }
    default:
      return null;
  }
}

/** The JSON body every attempt of a delivery sends: `{id, type, created, data}`. */
export function webhookBody(deliveryId: string, type: string, created: string, data: Record<string, unknown>): string {
  return JSON.stringify({ id: deliveryId, type, created, data });
}
