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
