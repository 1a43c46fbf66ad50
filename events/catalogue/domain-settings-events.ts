import * as z from 'zod';
import { defineEvent } from '../envelope.ts';
import { changeActorKind, contactFieldChange, dsRecordSummary } from './change-values.ts';

/**
 * What an owner changed in the settings the registry keeps for a domain: name servers, DNSSEC,
 * contacts, locks and the transfer code. Each is published after the registry took the change.
 */
const domainActor = {
  domainId: z.string(),
  name: z.string(),
  actorId: z.string(),
  /** Version 2: who acted (absent in version 1, where the actor id was always the owner's, or `system` for the registry). */
  actorKind: changeActorKind.optional(),
};

/**
 * The `description` of each is short, a line of the event catalogue; what more there is to say
 * is in the comment above it.
 *
 * Version 2 of each added the kind of actor and, where the event did not say it already, the
 * values before (and after) the change; version 1 events still read.
 */
const compatible = { version: 2, readsFrom: 1 } as const;

export const domainNameServersChanged = defineEvent({
  name: 'domain.name-servers-changed',
  ...compatible,
  description: "The domain's name servers changed.",
  schema: z.object({
    ...domainActor,
    mode: z.enum(['product', 'custom']),
    nameServers: z.array(z.string()),
    /** Servers that did not answer for the domain, saved because the owner insisted. */
    unanswering: z.array(z.string()),
    /** DS records removed in the same update (the servers changed hands, their keys did not follow). */
    dsRecordsRemoved: z.int().min(0),
    /** Version 2: the mode and servers before the change. */
    before: z.object({ mode: z.enum(['product', 'custom']), nameServers: z.array(z.string()) }).optional(),
  }),
});

/**
 * Signing on the product’s name servers on or off, or a DS record added or removed at the registry;
 * or (`cds-…`, by the domain-health check, actor kind `job`) the DS changed as the zone's own CDS
 * asked: a new key followed, DNSSEC bootstrapped after 3 days, or the DS removed by `0 0 0 00`.
 */
export const domainDnssecChanged = defineEvent({
  name: 'domain.dnssec-changed',
  ...compatible,
  description: 'DNSSEC of the domain changed.',
  schema: z.object({
    ...domainActor,
    change: z.enum(['signing-on', 'signing-off', 'ds-added', 'ds-removed', 'cds-updated', 'cds-bootstrapped', 'cds-deleted']),
    /** The DS record concerned (the one published for signing, or the one added or removed). */
    keyTag: z.int().nullable(),
    /** Version 2: the DS records at the registry before and after the change. */
    dsRecords: z.object({ before: z.array(dsRecordSummary), after: z.array(dsRecordSummary) }).optional(),
  }),
});

export const domainContactsChanged = defineEvent({
  name: 'domain.contacts-changed',
  ...compatible,
  description: "The domain's contacts changed at the registry.",
  schema: z.object({
    ...domainActor,
    roles: z.array(z.enum(['registrant', 'admin', 'tech', 'billing'])),
    /** Version 2: each field that changed, by role, before and after. */
    changes: z.array(contactFieldChange).optional(),
  }),
});

/** The registry status clientTransferProhibited. */
export const domainTransferLockChanged = defineEvent({
  name: 'domain.transfer-lock-changed',
  ...compatible,
  description: 'The transfer lock was set or lifted.',
  schema: z.object({ ...domainActor, locked: z.boolean() }),
});

/** The registry refuses updates and deletion (clientUpdateProhibited, clientDeleteProhibited). */
export const domainRegistrationLocked = defineEvent({
  name: 'domain.registration-locked',
  ...compatible,
  description: 'The registration lock is on.',
  schema: z.object(domainActor),
});

/** The lock holds until the registry confirms (`domain.registration-unlocked`). */
export const domainRegistrationUnlockRequested = defineEvent({
  name: 'domain.registration-unlock-requested',
  ...compatible,
  description: 'The owner asked to lift the registration lock.',
  schema: z.object(domainActor),
});

export const domainRegistrationUnlocked = defineEvent({
  name: 'domain.registration-unlocked',
  ...compatible,
  description: 'The registry confirmed the registration lock is lifted.',
  schema: z.object({ ...domainActor, requestedAt: z.string() }),
});

/** At the registry; the old one no longer works. The code itself is never in an event. */
export const domainTransferCodeRenewed = defineEvent({
  name: 'domain.transfer-code-renewed',
  ...compatible,
  description: 'A new transfer code replaced the old one.',
  schema: z.object(domainActor),
});

/**
 * The portal's own lock (docs/decisions/domain-portal-lock.md): kept by the portal, not the
 * registry. While on, the portal refuses changes of name servers, DNSSEC (key roll-overs aside),
 * contacts, owner, transfer lock and transfer code, whoever asks. Version 1 of each.
 */
const portalLockEvent = { ...domainActor, ownerType: z.enum(['user', 'team']), ownerId: z.string() };

export const domainPortalLocked = defineEvent({
  name: 'domain.portal-locked',
  version: 1,
  description: 'An owner put the domain under the portal lock.',
  schema: z.object({
    ...portalLockEvent,
    lockedAt: z.string(),
    /** Put on by a "This was not me" link (docs/decisions/this-was-not-me.md), the actor being who followed it; absent: by an owner's button. */
    via: z.literal('not-me').optional(),
  }),
});

/**
 * "This was not me" (docs/decisions/this-was-not-me.md): someone told of a change to the domain
 * (the actor: an owner or technical manager, who followed the mail's link) said it was not them
 * or anyone they know. Every session of the account that made the change (`suspectId`) was
 * ended, and the domain is under the portal lock: put on now (`domain.portal-locked` with `via`
 * just before this), or on already, a waiting request to lift it cancelled (`liftCancelled`).
 */
export const domainNotMeReported = defineEvent({
  name: 'domain.not-me-reported',
  version: 1,
  description: 'A change to the domain was reported as not theirs: the sessions of its author ended and the domain is under the portal lock.',
  schema: z.object({
    ...portalLockEvent,
    suspectId: z.string(),
    /** The author's name (else address) when the mail was written. */
    suspectName: z.string(),
    locked: z.enum(['now', 'already']),
    liftCancelled: z.boolean(),
  }),
});

/** A personal domain's lock lifts at `liftsAt` unless cancelled; a team's waits for a second owner (`liftsAt` null). */
export const domainPortalLockLiftRequested = defineEvent({
  name: 'domain.portal-lock-lift-requested',
  version: 1,
  description: 'An owner asked to lift the portal lock.',
  schema: z.object({ ...portalLockEvent, approval: z.enum(['wait', 'second_owner']), liftsAt: z.string().nullable() }),
});

export const domainPortalLockLiftApproved = defineEvent({
  name: 'domain.portal-lock-lift-approved',
  version: 1,
  description: 'A second owner approved lifting the portal lock.',
  schema: z.object({ ...portalLockEvent, requestedBy: z.string() }),
});

export const domainPortalLockLiftCancelled = defineEvent({
  name: 'domain.portal-lock-lift-cancelled',
  version: 1,
  description: 'An owner cancelled the request to lift the portal lock.',
  schema: z.object({ ...portalLockEvent, requestedBy: z.string() }),
});

/** After a team's approval (the approver acts), or a personal domain's wait (the portal-lock-lifts job records it). */
export const domainPortalLockLifted = defineEvent({
  name: 'domain.portal-lock-lifted',
  version: 1,
  description: 'The portal lock was lifted.',
  schema: z.object({ ...portalLockEvent, requestedAt: z.string() }),
});
