import { defineContextEvents } from '#events/context-events.ts';
import { teamInviteAccepted, teamMemberRemoved } from '#events/catalogue/team-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What teams publish. */
export const teamEvents = defineContextEvents({
  publishes: {
    /** teams.ts `acceptInvite`: the owners are told that an invitee joined. */
    invitations: ['team.invite-accepted'],
    /** teams.ts `removeMembers`: the owners and the member are told who took whom out. */
    members: ['team.member-removed'],
  },
});

/** Builds this context's events (validated on publish). */
export const newEvent = eventFactory(teamInviteAccepted, teamMemberRemoved);
