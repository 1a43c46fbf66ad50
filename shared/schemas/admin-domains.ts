import * as z from 'zod';
import { activityListResponse } from './activity.ts';
import { dataEnvelope, isoTimestamp, oneLine } from './common.ts';
import { domainLifecycleStates } from './domains.ts';

/**
 * The administration area's domains (issue 17): search by the beginning of a name, filters by
 * state (each read from an index), a domain's page with our record beside the registry's `info`,
 * its history, and the forced expiry sync with its progress.
 */
export const adminDomainFilters = ['all', 'active', 'expiring_soon', 'expired', 'deleted', 'locked'] as const;
export type AdminDomainFilter = (typeof adminDomainFilters)[number];

/** `?q&status&cursor`: `q` the beginning of a name; `cursor` the `links.next` of the page before. */
export const adminDomainListQuery = z.strictObject({
  q: oneLine(z.string().trim().toLowerCase().max(100, { error: 'validation.invalid_value' })).optional(),
  status: z.enum(adminDomainFilters, { error: 'validation.invalid_value' }).optional(),
  cursor: z.string().max(2000, { error: 'validation.invalid_value' }).optional(),
});

export const adminDomainSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(domainLifecycleStates),
  expires_at: z.string(),
  owner: z.object({ type: z.enum(['user', 'team']), id: z.string() }),
  registration_lock: z.boolean(),
  transfer_lock: z.boolean(),
  auto_renewal: z.boolean(),
});
export type AdminDomainSummary = z.infer<typeof adminDomainSummarySchema>;

export const adminDomainListResponse = dataEnvelope(
  z.object({
    data: z.array(adminDomainSummarySchema),
    links: z.object({ next: z.string().nullable() }),
  }),
);

/** A domain's page: our record, the registry's `info` now (or why not), and when the expiry sync next and last looked at it. */
export const adminDomainDetailSchema = adminDomainSummarySchema.extend({
  registered_at: z.string(),
  transferred_in_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  transferred_away_at: z.string().nullable(),
  name_server_mode: z.enum(['product', 'custom']),
  name_servers: z.array(z.string()),
  registry_statuses: z.array(z.string()),
  updated_at: z.string(),
  registry: z
    .object({
      statuses: z.array(z.string()),
      expires_at: z.string(),
      updated_at: z.string().nullable(),
      name_servers: z.array(z.string()),
      registrar: z.string(),
    })
    .nullable(),
  /** `registry_unavailable`: the registry did not answer; `not_at_registry`: it knows no such name. */
  registry_error: z.enum(['registry_unavailable', 'not_at_registry']).nullable(),
  expiry_sync: z.object({ due_at: z.string(), last_run_at: z.string().nullable() }).nullable(),
});
export type AdminDomainDetail = z.infer<typeof adminDomainDetailSchema>;
export const adminDomainDetailResponse = dataEnvelope(adminDomainDetailSchema);

export const adminDomainActivityResponse = activityListResponse;

/** `GET /admin/expiry-sync`: the forced sync of every domain: running (synced of total), or the last one finished, or none yet. */
export const expirySyncProgressResponse = dataEnvelope(
  z.object({
    status: z.enum(['running', 'finished', 'none']),
    started_at: isoTimestamp.nullable(),
    finished_at: isoTimestamp.nullable(),
    synced: z.int(),
    /** Null for a sweep started before it was counted. */
    total: z.int().nullable(),
  }),
);
export type ExpirySyncProgress = z.infer<typeof expirySyncProgressResponse>['data'];
