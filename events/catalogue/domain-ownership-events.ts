import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

const domainHolder = z.object({ type: z.enum(['user', 'team']), id: z.string(), name: z.string() });

/** Moving a domain between a user's own domains and a team they own (spec §2 "move domain"). */
export const domainMoved = defineEvent({
  name: 'domain.moved',
  version: 1,
  description:
    "A domain was moved between a user's own domains and a team the user owns: the new owner holds it from now on. The card it renewed with was the old owner's, so automatic renewal stopped and the card was detached (`autoRenewalStopped` says whether it was on). Owners are named as they were.",
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    actorId: z.string(),
    from: domainHolder,
    to: domainHolder,
    autoRenewalStopped: z.boolean(),
  }),
});
