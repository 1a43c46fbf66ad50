import type { CurrentUser } from '#shared/schemas/users.ts';
import type { AccountPorts } from '../auth/ports.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import { getCurrentUser, presentUser } from './current-user.ts';

export interface ProfileChanges {
  name?: string;
  street: string;
  zip: string;
  city: string;
  countryCode: string;
}

/** API field name of each profile attribute (the event lists what changed in API words). */
const fieldNames = { name: 'name', street: 'street', zip: 'zip', city: 'city', countryCode: 'country_code' } as const;

/**
 * Changes name and address. A national e-ID user's name comes from the e-ID, so sending a
 * name is refused for them (spec §5 "Profile update"). Nothing changed → nothing reported.
 */
export async function updateProfile(
  input: { userId: string; changes: ProfileChanges },
  ports: Pick<AccountPorts, 'users' | 'accounts' | 'credentials' | 'clock' | 'deliver'>,
): Promise<CurrentUser> {
  const user = await ports.users.get(input.userId);
  if (!user) throw new DomainError('unauthenticated');
  if (user.isUsingSamleikin && input.changes.name !== undefined) {
    throw new DomainError('validation_failed', { name: 'validation.not_allowed_for_eid_user' });
  }
  const changed = (Object.keys(fieldNames) as (keyof ProfileChanges)[]).filter((field) => input.changes[field] !== undefined && input.changes[field] !== user[field]);
  if (changed.length === 0) return presentUser(user, ports.credentials);
  const event = newEvent('user.profile-updated', { userId: user.userId, fields: changed.map((field) => fieldNames[field]) }, ports.clock);
  await ports.accounts.updateProfile({ userId: user.userId, changes: input.changes, event });
  await ports.deliver([event]);
  return getCurrentUser(user.userId, ports);
}
