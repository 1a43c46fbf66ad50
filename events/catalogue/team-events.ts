import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/** Teams (spec §3 Team, §4 Invitation). */
export const teamInviteAccepted = defineEvent({
  name: 'team.invite-accepted',
  version: 1,
  description:
    'An invited user accepted an invitation and joined the team. Published once per owner the team had then (`ownerId`), each of whom is told; the member and team are named as they were.',
  schema: z.object({
    teamId: z.string(),
    teamName: z.string(),
    inviteId: z.string(),
    memberId: z.string(),
    memberName: z.string(),
    /** The owner this one tells. */
    ownerId: z.string(),
  }),
});

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
