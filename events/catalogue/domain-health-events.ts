import * as z from 'zod';
import { defineEvent } from '../envelope.ts';
import { changeActorKind, dsRecordSummary } from './change-values.ts';

/** What the domain health checks tell (docs/decisions/domain-health-checks.md). */

const problem = z.object({ code: z.string(), server: z.string().optional(), others: z.string().optional(), detail: z.string().optional() });

export const domainHealthFailing = defineEvent({
  name: 'domain.health-failing',
  version: 1,
  description:
    "A domain's health check failed after one that passed (a name server down or lame, serials apart, the name servers or DNSSEC not as the registry has them): its owners and technical managers are told once, until it recovers.",
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    answering: z.number().int().min(0),
    total: z.number().int().min(0),
    problems: z.array(problem),
  }),
});

export const domainHealthRecovered = defineEvent({
  name: 'domain.health-recovered',
  version: 1,
  description: 'A domain whose failing health was told passes its check again: its owners and technical managers are told once.',
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    answering: z.number().int().min(0),
    total: z.number().int().min(0),
  }),
});

/**
 * DNSSEC switched on from the zone's own CDS (RFC 7344 bootstrap, docs/decisions/cds-cdnskey.md):
 * `seen`, the domain-health check first saw a CDS on a domain without DS (its owners are told,
 * and it is taken on `acceptAt` unless refused); `refused`, an owner or technical manager refused it.
 */
export const domainDnssecBootstrap = defineEvent({
  name: 'domain.dnssec-bootstrap',
  version: 1,
  description: "A CDS bootstrap of a domain's DNSSEC was first seen (taken after 3 days unless refused), or refused.",
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    actorId: z.string(),
    actorKind: changeActorKind,
    stage: z.enum(['seen', 'refused']),
    /** The DS the CDS asks for. */
    dsRecords: z.array(dsRecordSummary),
    /** When it is taken, if not refused. */
    acceptAt: z.string(),
  }),
});
