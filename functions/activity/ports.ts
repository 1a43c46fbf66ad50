import type { ActivityEntry, ActivityPage } from './model.ts';

/** The activity log (adapter: `adapters/dynamodb/activity-repository.ts`). */
export interface ActivityRepository {
  /** Writes the entry unless its event's entry is there already (the key holds the event id). */
  recordOnce(entry: ActivityEntry): Promise<'recorded' | 'already-recorded'>;
  /** A subject's entries (`domain:<id>`, `user:<id>`), newest first: page `page` (from 1) of `perPage`. */
  pageBySubject(subject: string, page: number, perPage: number): Promise<ActivityPage>;
  /** What an actor (a user id) did, newest first: page `page` (from 1) of `perPage`. */
  pageByActor(actor: string, page: number, perPage: number): Promise<ActivityPage>;
}

/**
 * A user's name as it is now, or null for an id that names nobody (a deleted user, `system`). A
 * team's API token acts as the team itself (docs/decisions/api-tokens.md): its changes are the
 * team's id, named by the team's name.
 */
export interface ActorNames {
  nameOf(actorId: string): Promise<string | null>;
}
