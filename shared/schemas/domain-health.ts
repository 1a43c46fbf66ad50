import * as z from 'zod';
import { dataEnvelope, isoTimestamp } from './common.ts';

/**
 * A domain's health (issue 32, "Health checks"): what the last check found. `problems` carry a
 * code the web words (`domainHealth.problems.<code>`), the server it is about and what it said.
 */
export const healthProblemCodes = [
  'no_name_servers',
  'server_unresolvable',
  'server_not_answering',
  'server_no_tcp',
  'server_no_udp',
  'server_not_authoritative',
  'name_servers_differ',
  'serials_differ',
  'ds_without_dnskey',
  'signature_missing',
  'signature_invalid',
  'signature_expired',
] as const;
export type HealthProblemCode = (typeof healthProblemCodes)[number];

export const healthProblemSchema = z.object({
  code: z.enum(healthProblemCodes),
  server: z.string().nullable(),
  /** The servers that still answer (`server_not_answering`: "works only while they do"). */
  others: z.string().nullable(),
  detail: z.string().nullable(),
});

export const domainHealthSchema = z.object({
  /** `unchecked`: no check has run yet (a new domain is checked within the hour). */
  state: z.enum(['ok', 'failing', 'unchecked']),
  checked_at: isoTimestamp.nullable(),
  /** Since when the state holds. */
  since: isoTimestamp.nullable(),
  answering: z.number().int(),
  total: z.number().int(),
  dnssec: z.enum(['valid', 'off', 'broken']).nullable(),
  problems: z.array(healthProblemSchema),
});
export type DomainHealth = z.infer<typeof domainHealthSchema>;

/** GET /domains/{domainId}/health. */
export const domainHealthResponse = dataEnvelope(domainHealthSchema);

/** GET /admin/domain-health?cursor: the domains that do not work, longest first. */
export const failingDomainsQuery = z.strictObject({
  cursor: z.string().max(2000, { error: 'validation.invalid_value' }).optional(),
});
export const failingDomainsResponse = dataEnvelope(
  z.object({
    data: z.array(domainHealthSchema.extend({ domain_id: z.string(), name: z.string() })),
    links: z.object({ next: z.string().nullable() }),
  }),
);
