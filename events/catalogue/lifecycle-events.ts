import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/** What the domain-lifecycle jobs tell (docs/decisions.md, "Expiry sync and lifecycle notices"). */

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
