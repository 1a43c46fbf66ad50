import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/**
 * What an owner changed in the settings the registry keeps for a domain: name servers, DNSSEC,
 * contacts, locks and the transfer code. Each is published after the registry took the change.
 */
const domainActor = { domainId: z.string(), name: z.string(), actorId: z.string() };

export const domainNameServersChanged = defineEvent({
  name: 'domain.name-servers-changed',
  version: 1,
  description: "The domain's name servers changed at the registry (the product's, or custom ones).",
  schema: z.object({
    ...domainActor,
    mode: z.enum(['product', 'custom']),
    nameServers: z.array(z.string()),
    /** Servers that did not answer for the domain, saved because the owner insisted. */
    unanswering: z.array(z.string()),
    /** DS records removed in the same update (the servers changed hands, their keys did not follow). */
    dsRecordsRemoved: z.int().min(0),
  }),
});

export const domainDnssecChanged = defineEvent({
  name: 'domain.dnssec-changed',
  version: 1,
  description: 'DNSSEC of the domain changed: signing on the product’s name servers on or off, or a DS record added or removed at the registry.',
  schema: z.object({
    ...domainActor,
    change: z.enum(['signing-on', 'signing-off', 'ds-added', 'ds-removed']),
    /** The DS record concerned (the one published for signing, or the one added or removed). */
    keyTag: z.int().nullable(),
  }),
});

export const domainContactsChanged = defineEvent({
  name: 'domain.contacts-changed',
  version: 1,
  description: "The domain's contacts changed at the registry.",
  schema: z.object({ ...domainActor, roles: z.array(z.enum(['registrant', 'admin', 'tech', 'billing'])) }),
});

export const domainTransferLockChanged = defineEvent({
  name: 'domain.transfer-lock-changed',
  version: 1,
  description: 'The transfer lock (registry status clientTransferProhibited) was set or lifted.',
  schema: z.object({ ...domainActor, locked: z.boolean() }),
});

export const domainRegistrationLocked = defineEvent({
  name: 'domain.registration-locked',
  version: 1,
  description: 'The registration lock is on: the registry refuses updates and deletion (clientUpdateProhibited, clientDeleteProhibited).',
  schema: z.object(domainActor),
});

export const domainRegistrationUnlockRequested = defineEvent({
  name: 'domain.registration-unlock-requested',
  version: 1,
  description: 'The owner asked the registry to lift the registration lock; the lock holds until the registry confirms.',
  schema: z.object(domainActor),
});

export const domainRegistrationUnlocked = defineEvent({
  name: 'domain.registration-unlocked',
  version: 1,
  description: 'The registry confirmed the registration lock is lifted.',
  schema: z.object({ ...domainActor, requestedAt: z.string() }),
});

export const domainTransferCodeRenewed = defineEvent({
  name: 'domain.transfer-code-renewed',
  version: 1,
  description: 'A new transfer code replaced the old one at the registry (the old one no longer works). The code itself is never in an event.',
  schema: z.object(domainActor),
});
