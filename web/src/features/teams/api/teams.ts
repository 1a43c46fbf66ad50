import useSWR, { mutate } from 'swr';
import type { Team } from '#shared/schemas/teams.ts';
import { teamsKey } from '#web/lib/api/get-teams.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

// The team list lives with the app's shared reads (lib/api/get-teams.ts); the feature's own pages use it from here.
export { teamsKey, useTeams } from '#web/lib/api/get-teams.ts';
const teamKey = (teamId: string) => apiPath('getTeam', { params: { teamId } });

export function useTeam(teamId: string) {
  return useSWR(teamKey(teamId), () => callApi('getTeam', { params: { teamId } }));
}

/** The team's page and the team list are read again with the answer (spec §4: a teams refresh reloads the list). */
async function refreshed(team: Team): Promise<Team> {
  await Promise.all([mutate(teamKey(team.id), team, { revalidate: false }), mutate(teamsKey)]);
  return team;
}

export interface TeamDetailsInput {
  name: string;
  vat_number?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  attention?: string | null;
  country?: string | null;
}

/** The details form validates with the create schema: every field is sent, the name required. */
export const teamDetailsSchema = () => import('#shared/schemas/teams.ts').then((schemas) => schemas.createTeamRequest);

export async function createTeam(input: TeamDetailsInput): Promise<Team> {
  return refreshed(await callApi('createTeam', { body: input }));
}

export async function updateTeam(teamId: string, input: TeamDetailsInput): Promise<Team> {
  return refreshed(await callApi('updateTeam', { params: { teamId }, body: input }));
}

export async function setMemberOwner(teamId: string, userId: string, isOwner: boolean): Promise<Team> {
  return refreshed(await callApi('updateTeamMember', { params: { teamId, userId }, body: { is_owner: isOwner } }));
}

export async function removeMember(teamId: string, userId: string): Promise<Team> {
  return refreshed(await callApi('removeTeamMember', { params: { teamId, userId } }));
}

export async function deleteTeam(teamId: string): Promise<void> {
  await callApi('deleteTeam', { params: { teamId } });
  await Promise.all([mutate(teamKey(teamId), undefined, { revalidate: false }), mutate(teamsKey)]);
}

export const inviteSchema = () => import('#shared/schemas/teams.ts').then((schemas) => schemas.inviteTeamMemberRequest);

/** `POST /teams/{id}/invites {email, is_owner}`: e-mailed to the address; the team page lists it. */
export async function inviteMember(teamId: string, input: { email: string; is_owner: boolean }): Promise<void> {
  await callApi('inviteTeamMember', { params: { teamId }, body: input });
  await mutate(teamKey(teamId));
}

export async function withdrawInvite(teamId: string, inviteId: string): Promise<void> {
  try {
    await callApi('withdrawTeamInvite', { params: { teamId, inviteId } });
  } finally {
    await mutate(teamKey(teamId));
  }
}

/** `GET /teams/{id}/invites/{inviteId}`: the team's name and who invited, for the invited address's user only. */
export function useTeamInvitation(teamId: string, inviteId: string) {
  return useSWR(apiPath('getTeamInvite', { params: { teamId, inviteId } }), () => callApi('getTeamInvite', { params: { teamId, inviteId } }), { revalidateOnFocus: false });
}

/** `POST /teams/{id}/invites/{inviteId}/accept`: the caller joins; the teams list is read again. */
export async function acceptInvite(teamId: string, inviteId: string): Promise<Team> {
  return refreshed(await callApi('acceptTeamInvite', { params: { teamId, inviteId } }));
}
