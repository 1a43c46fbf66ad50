import * as z from 'zod';
import { defineEvent } from '../envelope.ts';
import { changeActorKind } from './change-values.ts';

/** A DNS record as a change shows it: its type, its owner (relative, `@` for the domain), its value as in a zone file, its TTL. */
export const dnsRecordSummary = z.object({ type: z.string(), name: z.string(), value: z.string(), ttl: z.int() });
export type DnsRecordSummary = z.infer<typeof dnsRecordSummary>;

/** One record added (`before` null), removed (`after` null) or changed. */
export const dnsRecordChange = z.object({ before: dnsRecordSummary.nullable(), after: dnsRecordSummary.nullable() });
export type DnsRecordChange = z.infer<typeof dnsRecordChange>;

/** Forwarding as it was or is: null when off. */
export const forwardingSummary = z.object({ url: z.string(), statusCode: z.union([z.literal(301), z.literal(302)]), keepPath: z.boolean() }).nullable();

/** What happened to a domain's DNS: its records or its forwarding changed (the zone is synced from the table). */
export const dnsRecordsChanged = defineEvent({
  name: 'dns.records-changed',
  version: 2,
  readsFrom: 1,
  description:
    "A domain's DNS records changed (in the editor or by a zone-file import); the DNS host is brought up to date. Since version 2 it names the kind of actor and each record before and after.",
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    actorId: z.string(),
    /** Version 2. */
    actorKind: changeActorKind.optional(),
    source: z.enum(['editor', 'zone-import']),
    added: z.int(),
    changed: z.int(),
    removed: z.int(),
    /** Version 2: each record added, changed or removed, before and after. */
    records: z.array(dnsRecordChange).optional(),
    /** The version of the domain's DNS after the change. */
    version: z.int(),
  }),
});

export const dnsForwardingChanged = defineEvent({
  name: 'dns.forwarding-changed',
  version: 2,
  readsFrom: 1,
  description:
    'Forwarding of a domain (and www) was set or turned off; the DNS host and the forwarding service are brought up to date. Since version 2 it names the kind of actor and the forwarding before.',
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    actorId: z.string(),
    /** Version 2. */
    actorKind: changeActorKind.optional(),
    url: z.string().nullable(),
    statusCode: z.union([z.literal(301), z.literal(302)]).nullable(),
    keepPath: z.boolean(),
    /** Version 2: the forwarding before the change (null: it was off). */
    before: forwardingSummary.optional(),
    version: z.int(),
  }),
});
