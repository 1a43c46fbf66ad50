import * as z from 'zod';
import { apiTokenScopes } from '../api/contract.ts';
import { apiTokenLimits, recordNamePattern } from '../api-tokens.ts';
import { dnsRecordTypes } from './dns.ts';
import { dataEnvelope, isoTimestamp, oneLine } from './common.ts';

/**
 * API tokens (issue 30, docs/decisions/api-tokens.md): `POST /api-tokens` (a person's) and
 * `POST /teams/{teamId}/api-tokens` (a team's, by its owners) take the same description; the
 * secret is in the creation's answer only.
 */
const required = (issue: { input: unknown }) => (issue.input === undefined ? 'validation.required' : 'validation.invalid_value');

export const createApiTokenRequest = z.strictObject({
  name: oneLine(z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(apiTokenLimits.nameMax, { error: 'validation.too_long' })),
  /** Area and access: `dns:write` (write includes read). */
  scopes: z
    .array(z.enum(apiTokenScopes, { error: 'validation.invalid_value' }), { error: required })
    .min(1, { error: 'validation.required' })
    .max(apiTokenScopes.length, { error: 'validation.invalid_value' }),
  /** The domains it reaches; null: every domain of its owner, also those added later. */
  domain_ids: z
    .array(z.uuid({ error: 'validation.invalid_value' }), { error: required })
    .min(1, { error: 'validation.required' })
    .max(apiTokenLimits.domainsMax, { error: 'validation.invalid_value' })
    .nullable(),
  /** DNS records it may add, change or remove, by name pattern (`_acme-challenge.*`) and type; null: any. */
  records: z
    .array(
      z.strictObject({
        name: z
          .string({ error: 'validation.required' })
          .trim()
          .min(1, { error: 'validation.required' })
          .max(253, { error: 'validation.too_long' })
          .regex(recordNamePattern, { error: 'validation.invalid_value' }),
        types: z.array(z.enum(dnsRecordTypes, { error: 'validation.invalid_value' }), { error: required }).min(1, { error: 'validation.required' }),
      }),
      { error: required },
    )
    .min(1, { error: 'validation.required' })
    .max(apiTokenLimits.recordRulesMax, { error: 'validation.invalid_value' })
    .nullable()
    .default(null),
  /** Address ranges it is accepted from (CIDR, IPv4 and IPv6); null: any address. */
  addresses: z
    .array(z.union([z.cidrv4(), z.cidrv6()], { error: 'validation.invalid_value' }), { error: required })
    .min(1, { error: 'validation.required' })
    .max(apiTokenLimits.addressesMax, { error: 'validation.invalid_value' })
    .nullable()
    .default(null),
  /** Days until it expires (1–365). */
  valid_days: z.int({ error: required }).min(1, { error: 'validation.invalid_value' }).max(apiTokenLimits.validDaysMax, { error: 'validation.invalid_value' }),
  /** Refused after this many days without a use; null: no such limit. */
  max_unused_days: z
    .int({ error: required })
    .min(1, { error: 'validation.invalid_value' })
    .max(apiTokenLimits.maxUnusedDaysMax, { error: 'validation.invalid_value' })
    .nullable()
    .default(null),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequest>;

export const apiTokenSchema = z.object({
  id: z.string(),
  /** null: a person's own token. */
  team_id: z.string().nullable(),
  name: z.string(),
  scopes: z.array(z.string()),
  domains: z.array(z.object({ id: z.string(), name: z.string().nullable() })).nullable(),
  records: z.array(z.object({ name: z.string(), types: z.array(z.string()) })).nullable(),
  addresses: z.array(z.string()).nullable(),
  expires_at: isoTimestamp,
  max_unused_days: z.int().nullable(),
  created_at: isoTimestamp,
  /** The name of whoever made it (null when they are gone). */
  created_by: z.string().nullable(),
  last_used_at: isoTimestamp.nullable(),
  last_used_address: z.string().nullable(),
  revoked_at: isoTimestamp.nullable(),
  status: z.enum(['active', 'expired', 'unused_too_long', 'revoked']),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokensResponse = dataEnvelope(z.array(apiTokenSchema));
/** The one answer with the secret: shown once, never again (only its hash is kept). */
export const createApiTokenResponse = dataEnvelope(apiTokenSchema.extend({ secret: z.string() }));
