import type { CurrentUser } from '#shared/schemas/users.ts';

/** `GET /users/me` as the API answers it (Jógvan Joensen, a password user in Tórshavn); `overrides` change what a test is about. */
export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    name: 'Jógvan Joensen',
    email: 'jogvan@example.fo',
    phone: null,
    phone_code: null,
    street: 'Gøta 1',
    zip: '100',
    city: 'Tórshavn',
    country_code: 'FO',
    language: 'fo',
    is_admin: false,
    is_using_samleikin: false,
    has_password: true,
    is_email_verified: true,
    is_phone_verified: false,
    has_shared_domains: false,
    unread_notifications_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
