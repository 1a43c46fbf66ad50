import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/** What the domain-lifecycle jobs tell (docs/decisions/expiry-sync-and-lifecycle-notices.md, "Expiry sync and lifecycle notices"). */

export const domainExpiryNoticeDue = defineEvent({
  name: 'domain.expiry-notice-due',
  version: 1,
  description:
    "A domain without automatic renewal reached a notice threshold of its expiry (the settings' days before it, then 7 and 1 day before): its owner is told, once per domain, expiry and threshold.",
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    ownerType: z.enum(['user', 'team']),
    ownerId: z.string(),
    /** The expiry the notice is about. */
    expiresAt: z.string(),
    /** Days before the expiry; 0: the domain has expired (it is made inactive). */
    daysBefore: z.number().int().min(0),
  }),
});

export const domainExpirySyncForced = defineEvent({
  name: 'domain.expiry-sync-forced',
  version: 1,
  description:
    'An administrator forced the expiry sync: one domain made due now (`domainId`), or a sweep over every domain started (`all`). The expiry-sync job compares with the registry within 5 minutes.',
  schema: z.object({
    /** The administrator who asked. */
    actorId: z.string(),
    actorKind: z.literal('admin'),
    /** The domain made due now; null for the sweep over every domain. */
    domainId: z.string().nullable(),
    name: z.string().nullable(),
    all: z.boolean(),
  }),
});
