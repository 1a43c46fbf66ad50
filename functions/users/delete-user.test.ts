import { describe, expect, it } from 'vitest';
import type { UserRecord } from './model.ts';
import { DomainError } from '../errors.ts';
import { type DeleteUserPorts, deleteUser } from './delete-user.ts';

function fakes(owned: { domains: number; teams: number }) {
  const deleted: Parameters<DeleteUserPorts['accounts']['delete']>[0][] = [];
  const delivered: string[] = [];
  const ports: DeleteUserPorts = {
    ownership: { countOwnedDomains: async () => owned.domains, countTeams: async () => owned.teams },
    users: { get: async (userId) => ({ userId, email: 'ann@example.com' }) as UserRecord },
    tokens: { listOfUser: async () => [{ tokenHash: 'h1' }, { tokenHash: 'h2' }] },
    eid: { subjectOf: async () => null },
    accounts: { delete: async (input) => void deleted.push(input) },
    clock: { now: () => new Date('2026-03-05T10:00:00Z') },
    deliver: async (envelopes) => void delivered.push(...envelopes.map((envelope) => envelope.metadata.name)),
  };
  return { ports, deleted, delivered };
}

const codeOf = (error: unknown) => (error instanceof DomainError ? error.code : String(error));

describe('deleting one’s own user', () => {
  it('is refused while the user owns domains', async () => {
    const { ports, deleted } = fakes({ domains: 2, teams: 0 });
    expect(await deleteUser('u1', ports).catch(codeOf)).toBe('user_owns_domains');
    expect(deleted).toEqual([]);
  });

  it('is refused while the user belongs to a team', async () => {
    const { ports, deleted } = fakes({ domains: 0, teams: 1 });
    expect(await deleteUser('u1', ports).catch(codeOf)).toBe('user_in_team');
    expect(deleted).toEqual([]);
  });

  it('names the domains first when both hold it back', async () => {
    const { ports } = fakes({ domains: 1, teams: 1 });
    expect(await deleteUser('u1', ports).catch(codeOf)).toBe('user_owns_domains');
  });

  it('deletes the user with the claim, tokens and event when nothing holds it back', async () => {
    const { ports, deleted, delivered } = fakes({ domains: 0, teams: 0 });
    await deleteUser('u1', ports);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ userId: 'u1', email: 'ann@example.com', tokenHashes: ['h1', 'h2'], eidSubject: null });
    expect(deleted[0]!.event.metadata.name).toBe('user.deleted');
    expect(delivered).toEqual(['user.deleted']);
  });
});
