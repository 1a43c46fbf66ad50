import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/** What happened to a domain's DNS: its records or its forwarding changed (the zone is synced from the table). */
export const dnsRecordsChanged = defineEvent({
  name: 'dns.records-changed',
  version: 1,
  description: "A domain's DNS records changed (in the editor or by a zone-file import); the DNS host is brought up to date.",
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    actorId: z.string(),
    source: z.enum(['editor', 'zone-import']),
    added: z.int(),
    changed: z.int(),
    removed: z.int(),
    /** The version of the domain's DNS after the change. */
    version: z.int(),
  }),
});

export const dnsForwardingChanged = defineEvent({
  name: 'dns.forwarding-changed',
  version: 1,
  description: 'Forwarding of a domain (and www) was set or turned off; the DNS host and the forwarding service are brought up to date.',
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    actorId: z.string(),
    url: z.string().nullable(),
    statusCode: z.union([z.literal(301), z.literal(302)]).nullable(),
    keepPath: z.boolean(),
    version: z.int(),
  }),
});
