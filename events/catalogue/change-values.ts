import * as z from 'zod';

/**
 * The parts of a change event that say who changed what from what: the activity log keeps them
 * as the entry's before/after (docs/decisions/change-history-before-and-after-in-the-events-a-domain-s.md "Change history: before and after in the events").
 * The DNS ones are in `dns-events.ts`, so a function bundles only the schemas of its events.
 */

/**
 * Who made a change: a user in the portal, an admin acting for one, the registry (its webhooks
 * and answers), or a scheduled job. Absent in events published before it existed (read as `user`
 * when the event names an actor id, as those events always did).
 */
export const changeActorKind = z.enum(['user', 'admin', 'registry', 'job']);
export type ChangeActorKind = z.infer<typeof changeActorKind>;

/** A DS record as a change shows it (the digest is left out: long, and the key tag names the record). */
export const dsRecordSummary = z.object({ keyTag: z.int(), algorithm: z.int(), digestType: z.int() });

/** One field of one contact role that changed (the values as the owner typed them; null when empty). */
export const contactFieldChange = z.object({
  role: z.enum(['registrant', 'admin', 'tech', 'billing']),
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ContactFieldChange = z.infer<typeof contactFieldChange>;
