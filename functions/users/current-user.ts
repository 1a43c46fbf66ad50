import type { CurrentUser } from '#shared/schemas/users.ts';
import type { UserRecord } from './model.ts';
import { DomainError } from '../errors.ts';

interface UserSource {
  get(userId: string): Promise<UserRecord | null>;
}

/** Whether a user has a password, for users stored before the flag: the credentials item beside the user. */
interface CredentialSource {
  passwordHashOf(userId: string): Promise<string | null>;
}

/** What showing a user reads: the user item and whether a password is kept for it. */
export interface CurrentUserSources {
  users: UserSource;
  credentials: CredentialSource;
}

/** A user's contact details and language as the API shows them (on /users/me and the admin's user page). */
export function toContactView(user: UserRecord) {
  return {
    phone: user.phone ?? null,
    phone_code: user.phoneCode ?? null,
    street: user.street ?? null,
    zip: user.zip ?? null,
    city: user.city ?? null,
    country_code: user.countryCode ?? null,
    language: user.language ?? null,
  };
}

/** Who a user is and how far they are verified, as both the user's own view and the admin's show it. */
export function toUserIdentity(user: UserRecord) {
  return {
    id: user.userId,
    name: user.name,
    email: user.email,
    is_admin: user.isAdmin,
    is_using_samleikin: user.isUsingSamleikin,
    is_email_verified: Boolean(user.emailVerifiedAt),
    created_at: user.createdAt,
  };
}

/**
 * The user as the API shows it (the spec's snake_case field names). How the user signs in:
 * `has_password` (a password is kept) and `is_using_samleikin` (the national e-ID is linked);
 * a user can have both.
 */
export function toCurrentUser(user: UserRecord, signIn: { hasPassword: boolean }): CurrentUser {
  return {
    ...toUserIdentity(user),
    ...toContactView(user),
    has_password: signIn.hasPassword,
    is_phone_verified: Boolean(user.phoneVerifiedAt),
    has_shared_domains: user.hasSharedDomains,
    unread_notifications_count: user.unreadNotificationsCount,
  };
}

/**
 * A user already read, as the API shows it. Whether a password is kept is the user's flag; only
 * a user stored before the flag costs a read of the credentials item.
 */
export async function presentUser(user: UserRecord, credentials: CredentialSource): Promise<CurrentUser> {
  const hasPassword = user.hasPassword ?? (await credentials.passwordHashOf(user.userId)) !== null;
  return toCurrentUser(user, { hasPassword });
}

/** Reads the user afresh (for use cases that go on to change it). */
export async function getCurrentUser(userId: string, sources: CurrentUserSources): Promise<CurrentUser> {
  const user = await sources.users.get(userId);
  // A valid token whose user is gone (deleted meanwhile) is as good as no token.
  if (!user) throw new DomainError('unauthenticated');
  return presentUser(user, sources.credentials);
}
