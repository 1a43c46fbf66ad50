import { describe, expect, it } from 'vitest';
import type { UserRecord } from './model.ts';
import { presentUser } from './current-user.ts';

const user = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  userId: 'u1',
  email: 'rakul@example.fo',
  name: 'Rakul',
  isAdmin: false,
  isUsingSamleikin: true,
  hasSharedDomains: false,
  unreadNotificationsCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('how the user signs in', () => {
  it('reads the user’s flag, with no read of the credentials', async () => {
    const unread = { passwordHashOf: async (): Promise<string | null> => expect.unreachable('no read of the credentials') };
    expect(await presentUser(user({ hasPassword: true }), unread)).toMatchObject({ has_password: true, is_using_samleikin: true });
    expect(await presentUser(user({ hasPassword: false }), unread)).toMatchObject({ has_password: false, is_using_samleikin: true });
  });

  it('asks the credentials item about a user stored before the flag', async () => {
    expect(await presentUser(user(), { passwordHashOf: async () => 'scrypt$…' })).toMatchObject({ has_password: true });
    expect(await presentUser(user(), { passwordHashOf: async () => null })).toMatchObject({ has_password: false });
  });
});
