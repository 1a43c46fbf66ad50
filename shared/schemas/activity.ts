import * as z from 'zod';
import { isoTimestamp } from './common.ts';
import { notificationListQuery } from './notifications.ts';

/**
 * The change history (spec §3 "Activity log entry": actor, timestamp, activity, subject), with the
 * values before and after each change to a domain. The web builds a sentence in the reader's
 * language from the activity and its changes (`activity.*` in the UI texts).
 */

/** Who acted: a user of the portal, an admin, the registry, a scheduled job, or the portal itself (payments, its own consumers). */
export const activityActorKinds = ['user', 'admin', 'registry', 'job', 'system'] as const;
export type ActivityActorKind = (typeof activityActorKinds)[number];

const recordSummary = z.object({ type: z.string(), name: z.string(), value: z.string(), ttl: z.int() });
export type ActivityRecordSummary = z.infer<typeof recordSummary>;
const forwarding = z.object({ url: z.string(), status_code: z.union([z.literal(301), z.literal(302)]), keep_path: z.boolean() });
const nameServers = z.object({ mode: z.enum(['product', 'custom']), name_servers: z.array(z.string()) });
const dsRecord = z.object({ key_tag: z.int(), algorithm: z.int(), digest_type: z.int() });
const domainHolder = z.object({ type: z.enum(['user', 'team']), name: z.string() });
export const registrationLockStates = ['locked', 'unlocked', 'unlock_requested'] as const;

/** One thing that changed, before and after (null: it did not exist, or was off). */
export const activityChangeSchema = z.discriminatedUnion('what', [
  z.object({ what: z.literal('dns_record'), before: recordSummary.nullable(), after: recordSummary.nullable() }),
  z.object({ what: z.literal('forwarding'), before: forwarding.nullable(), after: forwarding.nullable() }),
  z.object({ what: z.literal('name_servers'), before: nameServers.nullable(), after: nameServers }),
  z.object({ what: z.literal('ds_records'), before: z.array(dsRecord), after: z.array(dsRecord) }),
  z.object({ what: z.literal('dnssec_signing'), before: z.boolean(), after: z.boolean() }),
  z.object({
    what: z.literal('contact'),
    role: z.enum(['registrant', 'admin', 'tech', 'billing']),
    field: z.string(),
    before: z.string().nullable(),
    after: z.string().nullable(),
  }),
  z.object({ what: z.literal('transfer_lock'), before: z.boolean(), after: z.boolean() }),
  z.object({ what: z.literal('registration_lock'), before: z.enum(registrationLockStates), after: z.enum(registrationLockStates) }),
  z.object({ what: z.literal('auto_renewal'), before: z.boolean(), after: z.boolean() }),
  /** Who holds the domain: moved between a user's own domains and a team (named as they were). */
  z.object({ what: z.literal('owner'), before: domainHolder, after: domainHolder }),
]);
export type ActivityChange = z.infer<typeof activityChangeSchema>;

export const activityEntrySchema = z.object({
  /** The event's id: one entry per event. */
  id: z.string(),
  occurred_at: isoTimestamp,
  /** The event's name, e.g. `dns.records-changed`, `user.signed-in`. */
  activity: z.string(),
  /** Who acted; a user's name as it was when they acted. */
  actor: z.object({ kind: z.enum(activityActorKinds), name: z.string().nullable() }),
  /** What it is about: `domain` (its name), `user`, `order`, `transfer`… */
  subject: z.object({ kind: z.string(), id: z.string(), name: z.string().nullable() }),
  /** What the event told besides the changes (a sign-in's method, a renewal's years…). */
  details: z.record(z.string(), z.unknown()),
  changes: z.array(activityChangeSchema),
});
export type ActivityEntryView = z.infer<typeof activityEntrySchema>;

/** `?page&per_page`: paged as the notifications are (page from 1; 10 a page unless asked, at most 50). */
export const activityListQuery = notificationListQuery;

export const activityListResponse = z.object({
  data: z.object({
    data: z.array(activityEntrySchema),
    links: z.object({ next: z.string().nullable() }),
  }),
});
