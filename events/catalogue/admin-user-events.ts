import * as z from 'zod';
import { defineEvent } from '../envelope.ts';

/** An administrator's acts on a user (the admin area's users page): each in the activity log with the administrator as actor. */
const byAdministrator = {
  /** The administrator who acted. */
  actorId: z.string(),
  actorKind: z.literal('admin'),
  /** The user acted on. */
  userId: z.string(),
  /** Why, in the administrator's words (empty: none given). */
  reason: z.string(),
};

export const userDeactivated = defineEvent({
  name: 'user.deactivated',
  version: 1,
  description: 'An administrator deactivated a user: they cannot sign in (password, e-ID) and their sessions ended (`sessionsEnded` of them).',
  schema: z.object({ ...byAdministrator, sessionsEnded: z.number().int().min(0) }),
});

export const userActivated = defineEvent({
  name: 'user.activated',
  version: 1,
  description: 'An administrator activated a deactivated user again: they can sign in.',
  schema: z.object(byAdministrator),
});

export const userSessionRevoked = defineEvent({
  name: 'user.session-revoked',
  version: 1,
  description: "An administrator ended one of a user's sessions (`tokenId`).",
  schema: z.object({ ...byAdministrator, tokenId: z.string() }),
});
