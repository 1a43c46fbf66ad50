import { DomainError } from '../errors.ts';

/** Who holds a domain: a user (their own domains) or a team. */
export interface DomainHolder {
  type: 'user' | 'team';
  id: string;
}

/** The caller's place in a team: `owner`, `member`, or null when they are not in it. */
export type TeamPlace = 'owner' | 'member' | null;

/**
 * Where a move takes a domain (spec §2 "move domain": between my domains and a team I own), or
 * null when it is there already. The domain is the caller's (their own, or their team's: the
 * caller reached it); only a team's owner moves a team's domain out, and only into a team the
 * caller owns (spec §6: members manage the team's domains, owners decide what the team holds).
 * A team the caller is not in is `not_found`, as every team route answers a stranger.
 */
export function moveTarget(input: { domain: DomainHolder; callerId: string; placeInSource: TeamPlace; teamId: string | null; placeInTarget: TeamPlace }): DomainHolder | null {
  if (input.domain.type === 'team' && input.placeInSource !== 'owner') throw new DomainError('only_owners');
  let target: DomainHolder;
  if (input.teamId === null) target = { type: 'user', id: input.callerId };
  else {
    if (input.placeInTarget === null) throw new DomainError('not_found');
    if (input.placeInTarget !== 'owner') throw new DomainError('only_owners');
    target = { type: 'team', id: input.teamId };
  }
  return target.type === input.domain.type && target.id === input.domain.id ? null : target;
}
