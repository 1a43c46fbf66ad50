import * as z from 'zod';
import { dataEnvelope, isoTimestamp, oneLine } from './common.ts';
import { domainsResponse } from './domains.ts';

/** Spec §9: a team's name is at least 2 characters; we keep it at most this long. */
export const teamNameMin = 2;
export const teamNameMax = 100;
/** The other details (VAT number, address, attention) are optional and at most this long. */
export const teamFieldMax = 100;

/** Spec §3 Team member: the user, and whether they own the team. */
export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  is_owner: z.boolean(),
  joined_at: isoTimestamp,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** Spec §3 Team invite: the address invited and whether they join as an owner; it expires after 30 days. */
export const teamInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  is_owner: z.boolean(),
  created_at: isoTimestamp,
  expires_at: isoTimestamp,
});
export type TeamInvite = z.infer<typeof teamInviteSchema>;
export const teamInviteResponse = dataEnvelope(teamInviteSchema);

/**
 * What the invitee sees before accepting (`GET /teams/{id}/invites/{inviteId}`): the team's name,
 * who invited them, as what, and until when. Only to the invited address's user.
 */
export const teamInvitationSchema = z.object({
  team_id: z.string(),
  team_name: z.string(),
  invited_by: z.string(),
  is_owner: z.boolean(),
  expires_at: isoTimestamp,
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;
export const teamInvitationResponse = dataEnvelope(teamInvitationSchema);

/** Invitations expire this many days after they are sent (issue 16). */
export const teamInviteDays = 30;

/**
 * Spec §3 Team: id, name, vat_number, street, zip, city, attention, country,
 * is_owned_by_current_user, members and invitations (the open ones; listed for owners only, who
 * manage them: empty for members).
 */
export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  vat_number: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  attention: z.string().nullable(),
  country: z.string().nullable(),
  is_owned_by_current_user: z.boolean(),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInviteSchema),
  created_at: isoTimestamp,
});
export type Team = z.infer<typeof teamSchema>;

export const teamResponse = dataEnvelope(teamSchema);
export const teamsResponse = dataEnvelope(z.array(teamSchema));
/** `GET /teams/{id}/domains`: the team's domains, as the archive lists the caller's own. */
export const teamDomainsResponse = domainsResponse;

const teamName = oneLine(
  z
    .string({ error: 'validation.required_team' })
    .trim()
    .min(1, { error: 'validation.required_team' })
    .min(teamNameMin, { error: 'validation.min_two' })
    .max(teamNameMax, { error: 'validation.team_field_max' }),
);

/** An optional detail: trimmed, an empty text is none. */
const teamDetail = oneLine(z.string({ error: 'validation.invalid_type' }).trim().max(teamFieldMax, { error: 'validation.team_field_max' }))
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

const teamDetails = {
  vat_number: teamDetail,
  street: teamDetail,
  zip: teamDetail,
  city: teamDetail,
  attention: teamDetail,
  country: teamDetail,
};

/** `POST /teams` (spec §5: name required, at least 2 characters; the rest optional and nullable). */
export const createTeamRequest = z.strictObject({ name: teamName, ...teamDetails });
export type CreateTeamRequest = z.infer<typeof createTeamRequest>;

/** `PATCH /teams/{id}` (spec §5: only name, vat_number, street, zip, city, attention, country; any of them). */
export const updateTeamRequest = z.strictObject({
  name: teamName.optional(),
  vat_number: teamDetail,
  street: teamDetail,
  zip: teamDetail,
  city: teamDetail,
  attention: teamDetail,
  country: teamDetail,
});

/** `PATCH /teams/{id}/users/{userId} {is_owner}` (spec §5: a boolean). */
export const updateTeamMemberRequest = z.strictObject({
  is_owner: z.boolean({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid_type') }),
});

/** `PATCH /teams/{id}/remove-users {users}` (spec §7 "list of users"; §5 "select one or more users"). */
export const removeTeamMembersRequest = z.strictObject({
  users: z
    .array(z.string({ error: 'validation.invalid_type' }).min(1, { error: 'validation.select_users' }).max(200, { error: 'validation.invalid_value' }), {
      error: 'validation.select_users',
    })
    .min(1, { error: 'validation.select_users' })
    .max(50, { error: 'validation.invalid_value' }),
});

/** `POST /teams/{id}/invites {email, is_owner}` (spec §5: a valid e-mail, is_owner a required boolean). */
export const inviteTeamMemberRequest = z.strictObject({
  email: z
    .string({ error: 'validation.invalid_email' })
    .max(254, { error: 'validation.invalid_email' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'validation.invalid_email' }).max(254, { error: 'validation.invalid_email' })),
  is_owner: z.boolean({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid_type') }),
});
