import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

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
