import * as z from 'zod';
import { dataEnvelope, isoTimestamp, languageSchema } from './common.ts';

/** A user's contact details and language as the API shows them: on `GET /users/me` and on the admin's user page. */
export const userContactSchema = z.object({
  phone: z.string().nullable(),
  phone_code: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country_code: z.string().nullable(),
  language: languageSchema.nullable(),
});

/** The signed-in user as `GET /users/me` answers it. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.email(),
  ...userContactSchema.shape,
  is_admin: z.boolean(),
  is_using_samleikin: z.boolean(),
  /** The user signs in with a password (and code); with `is_using_samleikin` also with the national e-ID. */
  has_password: z.boolean(),
  is_email_verified: z.boolean(),
  is_phone_verified: z.boolean(),
  has_shared_domains: z.boolean(),
  unread_notifications_count: z.int().min(0),
  created_at: isoTimestamp,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
export const currentUserResponse = dataEnvelope(currentUserSchema);

/** `PATCH /users/me/language`. Unknown fields are refused so typos do not pass silently. */
export const updateLanguageRequest = z.strictObject({ language: languageSchema });
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequest>;

/** A user counts as verified once the e-mail is verified (spec §6 "Verification"). */
export function isVerifiedUser(user: Pick<CurrentUser, 'is_email_verified'>): boolean {
  return user.is_email_verified;
}
