import type { CurrentUser } from '#shared/schemas/users.ts';
import type { UserRecord } from './model.ts';
import { DomainError } from '../errors.ts';

interface UserSource {
  get(userId: string): Promise<UserRecord | null>;
}

/** The user as the API shows it (the spec's snake_case field names). */
export function toCurrentUser(user: UserRecord): CurrentUser {
  return {
    id: user.userId,
    name: user.name,
    email: user.email,
    phone: user.phone ?? null,
    phone_code: user.phoneCode ?? null,
    street: user.street ?? null,
    zip: user.zip ?? null,
    city: user.city ?? null,
    country_code: user.countryCode ?? null,
    language: user.language ?? null,
    is_admin: user.isAdmin,
    is_using_samleikin: user.isUsingSamleikin,
    is_email_verified: Boolean(user.emailVerifiedAt),
    is_phone_verified: Boolean(user.phoneVerifiedAt),
    has_shared_domains: user.hasSharedDomains,
    unread_notifications_count: user.unreadNotificationsCount,
    created_at: user.createdAt,
  };
}

/** Reads the user afresh (for use cases that go on to change it). */
export async function getCurrentUser(userId: string, users: UserSource): Promise<CurrentUser> {
  const user = await users.get(userId);
  // A valid token whose user is gone (deleted meanwhile) is as good as no token.
  if (!user) throw new DomainError('unauthenticated');
  return toCurrentUser(user);
}
