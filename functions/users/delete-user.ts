import type { EventEnvelope } from '#events/envelope.ts';
import type { AccessTokenRecord } from '../auth/model.ts';
import type { UserRecord } from './model.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { Clock } from '../ports/clock.ts';

export interface DeleteUserPorts {
  ownership: {
    countOwnedDomains(userId: string): Promise<number>;
    countTeams(userId: string): Promise<number>;
  };
  users: { get(userId: string): Promise<UserRecord | null> };
  tokens: { listOfUser(userId: string): Promise<Pick<AccessTokenRecord, 'tokenHash'>[]> };
  eid: { subjectOf(userId: string): Promise<string | null> };
  accounts: {
    delete(input: { userId: string; email: string; tokenHashes: readonly string[]; eidSubject: string | null; event: EventEnvelope }): Promise<void>;
  };
  clock: Clock;
  deliver(envelopes: readonly EventEnvelope[]): Promise<void>;
}

/**
 * The spec's rule: a user cannot delete themselves while owning domains (409
 * `user_owns_domains`) or belonging to a team (409 `user_in_team`).
 */
export async function assertUserMayBeDeleted(userId: string, ownership: DeleteUserPorts['ownership']): Promise<void> {
  const [domains, teams] = await Promise.all([ownership.countOwnedDomains(userId), ownership.countTeams(userId)]);
  if (domains > 0) throw new DomainError('user_owns_domains');
  if (teams > 0) throw new DomainError('user_in_team');
}

/**
 * Deletes the signed-in user's account once the rule allows it: the user, the e-mail claim,
 * the password, every token and the e-ID link go together, and `user.deleted` is reported.
 */
export async function deleteUser(userId: string, ports: DeleteUserPorts): Promise<void> {
  await assertUserMayBeDeleted(userId, ports.ownership);
  const [user, tokens, eidSubject] = await Promise.all([ports.users.get(userId), ports.tokens.listOfUser(userId), ports.eid.subjectOf(userId)]);
  if (!user) throw new DomainError('unauthenticated');
  const event = newEvent('user.deleted', { userId }, ports.clock);
  await ports.accounts.delete({ userId, email: user.email, tokenHashes: tokens.map((token) => token.tokenHash), eidSubject, event });
  await ports.deliver([event]);
}
