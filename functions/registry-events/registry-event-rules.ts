import { createHash } from 'node:crypto';
import type { EventData } from '#events/catalogue/index.ts';
import type { DomainChanges, DomainRecord } from '../domains/model.ts';
import type { RegistryEvent, RegistryEventOutcome } from './model.ts';

/**
 * How one registry event changes the portal's domain: plain rules, no I/O. The registry is the
 * source of truth for what it holds (expiry, statuses, registrant, sponsorship); each applied
 * event says what changed in a domain event of its own. Events arrive at least once and in any
 * order: an event older than the last one applied of its kind (the registry's `created_at`)
 * changes nothing, and is still told for the domain's history (`registryEventChange`).
 */

/** The registry's status that suspends a domain (it stops resolving): RFC 5731 `serverHold`. */
export const suspendingStatuses: readonly string[] = ['serverHold', 'clientHold'];

type DomainEventName =
  | 'domain.expired-at-registry'
  | 'domain.renewed-at-registry'
  | 'domain.deleted-at-registry'
  | 'domain.registry-status-changed'
  | 'domain.transfer-away-requested'
  | 'domain.transferred-away'
  | 'domain.transfer-away-stopped'
  | 'domain.registrant-changed-at-registry';

/** A domain event to publish with the change (built with the context's `newEvent`). */
export type DomainEventDraft = { [Name in DomainEventName]: { name: Name; data: EventData<Name> } }[DomainEventName];

export type RegistryEventChange =
  | { kind: 'apply'; changes: DomainChanges; event: DomainEventDraft }
  /** A late event (older than the last applied of its kind, or from before the domain left): its domain event for the history, no change. */
  | { kind: 'record'; event: DomainEventDraft }
  | { kind: 'ignore'; outcome: Exclude<RegistryEventOutcome, 'applied' | 'duplicate' | 'not-ours' | 'older'> };

const time = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : Number.NaN);

/**
 * The kinds of change a registry event makes, each ordered on its own: events of different kinds
 * arriving out of order both apply (a transfer request and the status change that came with it).
 */
export const registryAspects = ['expiry', 'statuses', 'registrant', 'transfer', 'deletion'] as const;
export type RegistryAspect = (typeof registryAspects)[number];

const aspectOfType: Readonly<Record<string, RegistryAspect>> = {
  'domain.expired': 'expiry',
  'domain.renewed': 'expiry',
  'domain.expiring': 'expiry',
  'domain.deleted': 'deletion',
  'domain.status_changed': 'statuses',
  'domain.registrant_changed': 'registrant',
  'domain.transfer_requested': 'transfer',
  'domain.transfer_approved': 'transfer',
  'domain.transfer_rejected': 'transfer',
  'domain.transfer_cancelled': 'transfer',
};

/** The registry's time of the last event of each kind applied to the domain (before they were kept apart, the last of any kind stands for each). */
function eventsAtOf(domain: DomainRecord): Partial<Record<RegistryAspect, string>> {
  if (domain.registryEventsAt) return domain.registryEventsAt;
  return domain.registryEventAt ? Object.fromEntries(registryAspects.map((aspect) => [aspect, domain.registryEventAt])) : {};
}

/** What the domain records of an applied registry event (or the expiry sync's view at `at`, of `aspects`). */
function seenOf(domain: DomainRecord, at: string, id: string, aspects: readonly RegistryAspect[]): DomainChanges {
  const latest = domain.registryEventAt && time(domain.registryEventAt) > time(at) ? domain.registryEventAt : at;
  const eventsAt = { ...eventsAtOf(domain) };
  for (const aspect of aspects) eventsAt[aspect] = at;
  return { registryEventAt: latest, registryEventId: id, registryEventsAt: eventsAt };
}

/**
 * The change an event makes to the domain, or why it makes none. `ourRegistrar` tells a transfer
 * away from a transfer in. Events arrive in any order (docs/decisions/registry-events-in-order-per-domain.md):
 * each kind of change follows the latest event of its kind, and a late event (older than that, or
 * from before the domain left the portal) is still told, with `superseded`, for the domain's
 * history; its "previous" values are the domain's current ones. Events after the domain left change nothing.
 */
export function registryEventChange(domain: DomainRecord, event: RegistryEvent, ourRegistrar: string): RegistryEventChange {
  if (domain.registryEventId === event.id) return { kind: 'ignore', outcome: 'no-change' };
  const aspect = aspectOfType[event.type];
  if (!aspect) return { kind: 'ignore', outcome: 'unknown-type' };
  const leftAt = domain.deletedAt ?? domain.transferredAwayAt;
  if (leftAt && !(time(event.created_at) < time(leftAt))) return { kind: 'ignore', outcome: 'gone' };
  const lastOfKind = eventsAtOf(domain)[aspect];
  const late = !!leftAt || (!!lastOfKind && time(event.created_at) < time(lastOfKind));

  const base = { domainId: domain.domainId, name: domain.name, ownerType: domain.ownerType, ownerId: domain.ownerId, registryEventId: event.id };
  const apply = (changes: DomainChanges, draft: DomainEventDraft): RegistryEventChange =>
    late
      ? { kind: 'record', event: { ...draft, data: { ...draft.data, superseded: true } } as DomainEventDraft }
      : { kind: 'apply', changes: { ...changes, ...seenOf(domain, event.created_at, event.id, [aspect]) }, event: draft };
  const { data } = event;
  const transfer = data.transfer;
  const isTransferIn = !!transfer && transfer.requesting_registrar === ourRegistrar;

  switch (event.type) {
    case 'domain.expired': {
      const expiresAt = data.expires_at ?? domain.expiresAt;
      return apply({ expiresAt }, { name: 'domain.expired-at-registry', data: { ...base, expiresAt } });
    }
    case 'domain.renewed':
    case 'domain.expiring': {
      // A notice before the expiry carries the expiry too: a later one than ours was renewed at the registry.
      // A late renewal is history even when a later event moved the expiry on since.
      const renewedLate = late && event.type === 'domain.renewed' && !!data.expires_at;
      if (!renewedLate && (!data.expires_at || time(data.expires_at) <= time(domain.expiresAt))) return { kind: 'ignore', outcome: 'no-change' };
      return apply({ expiresAt: data.expires_at! }, { name: 'domain.renewed-at-registry', data: { ...base, expiresAt: data.expires_at!, previousExpiresAt: domain.expiresAt } });
    }
    case 'domain.deleted':
      return apply({ deletedAt: event.created_at }, { name: 'domain.deleted-at-registry', data: base });
    case 'domain.status_changed': {
      const statuses = data.statuses ?? [];
      const previousStatuses = domain.registryStatuses ?? [];
      if (!late && sameSet(statuses, previousStatuses)) return { kind: 'ignore', outcome: 'no-change' };
      return apply(
        { registryStatuses: statuses },
        { name: 'domain.registry-status-changed', data: { ...base, statuses, previousStatuses, suspended: statuses.some((status) => suspendingStatuses.includes(status)) } },
      );
    }
    case 'domain.registrant_changed': {
      if (!data.registrant || (!late && data.registrant === domain.registrantContactId)) return { kind: 'ignore', outcome: 'no-change' };
      return apply(
        // The new registrant's e-mail is not told: the old one no longer lets anyone claim the domain.
        { registrantContactId: data.registrant, registrantEmail: null },
        { name: 'domain.registrant-changed-at-registry', data: { ...base, registrantContactId: data.registrant, previousRegistrantContactId: domain.registrantContactId } },
      );
    }
    case 'domain.transfer_requested': {
      if (!transfer) return { kind: 'ignore', outcome: 'no-change' };
      if (isTransferIn) return { kind: 'ignore', outcome: 'transfer-in' };
      const transferAway = { status: 'pending' as const, gainingRegistrar: transfer.requesting_registrar, requestedAt: transfer.requested_at, actionAt: transfer.action_at };
      return apply({ transferAway }, { name: 'domain.transfer-away-requested', data: { ...base, gainingRegistrar: transfer.requesting_registrar, actionAt: transfer.action_at } });
    }
    case 'domain.transfer_approved': {
      if (!transfer) return { kind: 'ignore', outcome: 'no-change' };
      if (isTransferIn) return { kind: 'ignore', outcome: 'transfer-in' };
      const at = transfer.action_at || event.created_at;
      return apply(
        { transferredAwayAt: at, transferAway: { status: 'approved', gainingRegistrar: transfer.requesting_registrar, requestedAt: transfer.requested_at, actionAt: at } },
        { name: 'domain.transferred-away', data: { ...base, gainingRegistrar: transfer.requesting_registrar, automatic: transfer.status === 'serverApproved' } },
      );
    }
    case 'domain.transfer_rejected':
    case 'domain.transfer_cancelled': {
      if (!transfer) return { kind: 'ignore', outcome: 'no-change' };
      if (isTransferIn) return { kind: 'ignore', outcome: 'transfer-in' };
      const outcome = event.type === 'domain.transfer_rejected' ? ('rejected' as const) : ('cancelled' as const);
      return apply(
        {
          transferAway: { status: outcome, gainingRegistrar: transfer.requesting_registrar, requestedAt: transfer.requested_at, actionAt: transfer.action_at || event.created_at },
        },
        { name: 'domain.transfer-away-stopped', data: { ...base, outcome } },
      );
    }
    default:
      return { kind: 'ignore', outcome: 'unknown-type' };
  }
}

/** The id of the domain event a registry event makes: a UUID (version 5 layout) of the SHA-256 of the registry's id, the same each time. */
export function domainEventIdOf(registryEventId: string): string {
  const hex = createHash('sha256').update(`registry-event:${registryEventId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

/** What the registry's `<domain:info>` says of a domain (the expiry sync), or `deleted` when it knows the name no more. */
export type RegistryView = { expiresAt: string; statuses: readonly string[] } | 'deleted';

/**
 * How the registry's current view of a domain (the expiry sync's `info`) changes the portal's
 * domain: the same changes and domain events as the registry's own events would have made
 * (renewed, expired, deleted, statuses changed), or null when the domain already says it all.
 * The view is the registry's state `now`, so it counts as a registry event of that time: a
 * webhook written before it and delivered after changes nothing (`registryEventAt`).
 */
export function registryViewChange(domain: DomainRecord, view: RegistryView, now: Date, syncId: string): { changes: DomainChanges; events: DomainEventDraft[] } | null {
  if (domain.deletedAt || domain.transferredAwayAt) return null;
  const at = now.toISOString();
  const base = { domainId: domain.domainId, name: domain.name, ownerType: domain.ownerType, ownerId: domain.ownerId, registryEventId: syncId };
  // The registry's whole view now: later than any event of the kinds it covers delivered after it.
  const seen = seenOf(domain, at, syncId, ['expiry', 'statuses', 'deletion']);
  if (view === 'deleted') return { changes: { deletedAt: at, ...seen }, events: [{ name: 'domain.deleted-at-registry', data: base }] };

  const changes: DomainChanges = {};
  const events: DomainEventDraft[] = [];
  const expiresAt = new Date(view.expiresAt).toISOString();
  if (time(expiresAt) > time(domain.expiresAt)) {
    changes.expiresAt = expiresAt;
    events.push({ name: 'domain.renewed-at-registry', data: { ...base, expiresAt, previousExpiresAt: domain.expiresAt } });
  } else if (time(expiresAt) < time(domain.expiresAt)) {
    // An earlier expiry than ours (a renewal we recorded that the registry never made): the registry's holds.
    changes.expiresAt = expiresAt;
  }
  // The expiry passed and the portal has heard nothing from the registry since: it is news.
  const lastHeard = domain.registryEventAt ? time(domain.registryEventAt) : Number.NEGATIVE_INFINITY;
  if (time(expiresAt) <= now.getTime() && lastHeard < time(expiresAt)) events.push({ name: 'domain.expired-at-registry', data: { ...base, expiresAt } });

  const statuses = [...view.statuses];
  const previousStatuses = domain.registryStatuses;
  const suspended = statuses.some((status) => suspendingStatuses.includes(status));
  if (!previousStatuses || !sameSet(statuses, previousStatuses)) {
    changes.registryStatuses = statuses;
    // The first statuses the portal learns are news only when they suspend the domain.
    if (previousStatuses || suspended) events.push({ name: 'domain.registry-status-changed', data: { ...base, statuses, previousStatuses: previousStatuses ?? [], suspended } });
  }
  if (Object.keys(changes).length === 0 && events.length === 0) return null;
  return { changes: { ...changes, ...seen }, events };
}
