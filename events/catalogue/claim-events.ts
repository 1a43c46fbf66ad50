import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/** Claiming domains registered under another e-mail address (issue 16). */
export const domainClaimed = defineEvent({
  name: 'domain.claimed',
  version: 1,
  description:
    "A user proved the domain's registrant e-mail address with a code and claimed the domain: it moved from its previous owner (who is told and loses access) to the claimant's archive or a team the claimant owns. Automatic renewal with the previous owner's card stopped, and its technical managers and open invitations were removed.",
  schema: z.object({
    domainId: z.string(),
    name: z.string(),
    /** The new owner. */
    ownerType: z.enum(['user', 'team']),
    ownerId: z.string(),
    previousOwnerType: z.enum(['user', 'team']),
    previousOwnerId: z.string(),
    /** The user who claimed it. */
    claimedBy: z.string(),
    /** The proven registrant address (lower-case). */
    registrantEmail: z.string(),
    /** Automatic renewal was on with the previous owner's card, and is off now. */
    autoRenewalStopped: z.boolean(),
    /** How many technical managers lost the domain. */
    sharesRemoved: z.number().int(),
  }),
});
