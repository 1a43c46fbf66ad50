import * as z from 'zod';
import { activityListResponse } from './activity.ts';
import { accessTokenSchema } from './auth.ts';
import { dataEnvelope, isoTimestamp, oneLine, severalLines } from './common.ts';
import { domainLifecycleStates } from './domains.ts';
import { notificationListQuery } from './notifications.ts';
import { userContactSchema } from './users.ts';

/**
 * The administration area's users (issue 17): search by the beginning of a name or an e-mail
 * address (an index, never a scan), a user's page with what they own and their sessions, and
 * deactivating and activating them.
 */

/** `?q&page&per_page`: `q` the beginning of a name or an e-mail address (case-insensitive). */
export const adminUserSearchQuery = notificationListQuery.extend({
  /** The term; none (or only spaces) lists every user, the newest first. */
  q: oneLine(z.string({ error: 'validation.invalid_value' }).trim().max(100, { error: 'validation.invalid_value' })).optional(),
});

export const adminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
  is_email_verified: z.boolean(),
  is_using_samleikin: z.boolean(),
  /** When an administrator deactivated the user; null: active. */
  deactivated_at: isoTimestamp.nullable(),
  created_at: isoTimestamp,
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserListResponse = dataEnvelope(
  z.object({
    data: z.array(adminUserSummarySchema),
    links: z.object({ next: z.string().nullable() }),
  }),
);

/** A session as the user's own list shows it, without `current` (the administrator's is none of them). */
const sessionSchema = accessTokenSchema.omit({ current: true });

/** A user's page: the profile, their domains, teams, latest orders and live sessions. */
export const adminUserDetailSchema = adminUserSummarySchema.extend({
  ...userContactSchema.shape,
  is_phone_verified: z.boolean(),
  domains: z.array(z.object({ id: z.string(), name: z.string(), status: z.enum(domainLifecycleStates), expires_at: z.string() })),
  teams: z.array(z.object({ id: z.string(), name: z.string() })),
  orders: z.array(
    z.object({ id: z.string(), kind: z.enum(['registration', 'renewal']), status: z.string(), total: z.int(), created_at: isoTimestamp, domains: z.array(z.string()) }),
  ),
  sessions: z.array(sessionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
export const adminUserDetailResponse = dataEnvelope(adminUserDetailSchema);

/** Deactivating or activating a user, or ending a session: why, in the administrator's words (optional, kept in the activity log). */
export const adminUserActionRequest = z.strictObject({
  reason: severalLines(z.string({ error: 'validation.required' }).trim().max(500, { error: 'validation.invalid_value' })).optional(),
});

/** `GET /admin/users/{userId}/activity`: the activity about the user (subject `user:<id>`). */
export const adminUserActivityResponse = activityListResponse;
