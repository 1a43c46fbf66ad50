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
  'below_apex_not_answering',
] as const;
export type HealthProblemCode = (typeof healthProblemCodes)[number];

export const healthProblemSchema = z.object({
  code: z.enum(healthProblemCodes),
  server: z.string().nullable(),
  /** The servers that still answer (`server_not_answering`: "works only while they do"). */
  others: z.string().nullable(),
  detail: z.string().nullable(),
});

/**
 * DNSSEC kept in step from the name servers' own CDS and CDNSKEY (RFC 7344, RFC 8078), on name
 * servers outside the portal: what the last scan found, a bootstrap waiting its 3 days (refusable
 * until `accept_at`), and the last change made at the registry. null: not scanned (our own name servers).
 */
export const cdsStatuses = ['none', 'following', 'pending', 'refused', 'deleted', 'disagree', 'invalid', 'unanswered'] as const;
export const cdsStateSchema = z.object({
  status: z.enum(cdsStatuses),
  checked_at: isoTimestamp,
  /** `disagree`: what each server publishes (`ns1.example.net: 12345; ns2.example.net: 23456`). */
  detail: z.string().nullable(),
  pending: z.object({ key_tags: z.array(z.number().int()), first_seen_at: isoTimestamp, accept_at: isoTimestamp }).nullable(),
  last_change: z
    .object({ at: isoTimestamp, change: z.enum(['updated', 'bootstrapped', 'deleted']), key_tags_before: z.array(z.number().int()), key_tags_after: z.array(z.number().int()) })
    .nullable(),
});
export type CdsStateView = z.infer<typeof cdsStateSchema>;

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
  cds: cdsStateSchema.nullable(),
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
