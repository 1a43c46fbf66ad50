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

/** An owner took a member out of the team, or an owner left it (spec §5 "remove members"). */
export const teamMemberRemoved = defineEvent({
  name: 'team.member-removed',
  version: 1,
  description:
    'A member is no longer in the team: an owner removed them, or they were an owner who removed themselves (`actorId` = `memberId`). One per member; the owners the team had then (`ownerIds`) and the member are told.',
  schema: z.object({
    teamId: z.string(),
    teamName: z.string(),
    memberId: z.string(),
    memberName: z.string(),
    actorId: z.string(),
    ownerIds: z.array(z.string()),
  }),
});
