import * as z from 'zod';
import { languageSchema } from '#shared/schemas/common.ts';
import { defineEvent } from '../envelope.ts';

/** What happened to an account. The activity log records each; mail consumers may follow. */
export const userRegistered = defineEvent({
  name: 'user.registered',
  version: 1,
  description: 'A user account was created, with a password (from abroad) or with the national e-ID.',
  schema: z.object({ userId: z.string(), method: z.enum(['credentials', 'e-id']) }),
});

export const userEmailVerified = defineEvent({
  name: 'user.email-verified',
  version: 1,
  description: "A user proved an e-mail address (a new account's, or a changed one).",
  schema: z.object({ userId: z.string(), email: z.email(), previousEmail: z.email().nullable() }),
});

export const userPhoneVerified = defineEvent({
  name: 'user.phone-verified',
  version: 1,
  description: 'A user proved a phone number by SMS code.',
  schema: z.object({ userId: z.string(), phoneCode: z.string(), phone: z.string() }),
});

export const userProfileUpdated = defineEvent({
  name: 'user.profile-updated',
  version: 1,
  description: 'A user changed name or address.',
  schema: z.object({ userId: z.string(), fields: z.array(z.string()) }),
});

export const userPasswordChanged = defineEvent({
  name: 'user.password-changed',
  version: 1,
  description: 'A password was changed or reset; the other sessions were revoked.',
  schema: z.object({ userId: z.string(), via: z.enum(['change', 'reset']) }),
});

export const userAuthenticatorChanged = defineEvent({
  name: 'user.authenticator-changed',
  version: 1,
  description:
    "A password user's authenticator app (TOTP) was turned on (confirmed with its first code), turned off, or given ten new recovery codes: sign-in asks for the app's code, or again for the e-mailed code.",
  schema: z.object({ userId: z.string(), change: z.enum(['turned-on', 'turned-off', 'recovery-codes-renewed']) }),
});

/** A passkey added to a user's account or removed from it (functions/auth/passkeys.ts). */
export const userPasskeysChanged = defineEvent({
  name: 'user.passkeys-changed',
  version: 1,
  description: "A passkey was added to the user's account (verified with its first ceremony) or removed: the account's owner is told, with the passkey's name.",
  schema: z.object({ userId: z.string(), change: z.enum(['added', 'removed']), passkeyId: z.string(), name: z.string() }),
});

/** An API token made or revoked (functions/api-tokens/api-tokens.ts): a person's own, or a team's by one of its owners. */
export const userApiTokensChanged = defineEvent({
  name: 'user.api-tokens-changed',
  version: 1,
  description:
    "An API token was made or revoked, a person's own or a team's (`teamId`) by one of its owners (`userId`): the person is told, with the token's name, so a token made behind their back does not go unseen.",
  schema: z.object({ userId: z.string(), teamId: z.string().nullable(), change: z.enum(['created', 'revoked']), tokenId: z.string(), name: z.string() }),
});

export const userPasswordResetRequested = defineEvent({
  name: 'user.password-reset-requested',
  version: 1,
  description:
    'Someone asked for a password-reset link for an e-mail address (forgot-password), known or not: the password-reset consumer looks the address up and e-mails the link, or a note that no link was sent. A work order, not in the activity log.',
  schema: z.object({ email: z.email(), locale: languageSchema }),
});

export const userSignedIn = defineEvent({
  name: 'user.signed-in',
  version: 1,
  description:
    "A session was opened (password and code — the e-mailed code, an authenticator app's code or a recovery code —, e-mail verification, or the national e-ID: once per e-ID session), from a device the notifications consumer may not know yet.",
  schema: z.object({
    userId: z.string(),
    /** Our session token's id, or the e-ID session's id (`eid-…`, as the sessions list names it). */
    tokenId: z.string(),
    /** `e-id`: the national e-ID (its first sign-up and linking too), as `user.registered` names it. */
    method: z.enum(['password-and-code', 'password-and-authenticator', 'password-and-recovery-code', 'email-verification', 'e-id', 'passkey']),
    /**
     * The device: `key` is a hash of the web's device id (`X-Device-Id`, kept in the browser) with
     * the User-Agent's browser and system, never the raw id or an address (docs/decisions/README.md
     * "Known devices"); browser and system as the sessions list names them. Absent on events
     * written before devices were known.
     */
    device: z.object({ key: z.string().min(1).max(100), browser: z.string().nullable(), system: z.string().nullable() }).optional(),
  }),
});

export const userEidLinked = defineEvent({
  name: 'user.eid-linked',
  version: 1,
  description: 'A national e-ID identity was linked to an existing user.',
  schema: z.object({ userId: z.string() }),
});

export const userDeleted = defineEvent({
  name: 'user.deleted',
  version: 1,
  description: 'A user deleted their account.',
  schema: z.object({ userId: z.string() }),
});
