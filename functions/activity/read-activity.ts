import type { ActivityActorKind, ActivityEntryView } from '#shared/schemas/activity.ts';
import type { ActivityEntry, ActivityPage } from './model.ts';
import type { ActivityRepository } from './ports.ts';

/** A page of the history: 10 entries, as the notifications panel loads. */
export const activityPerPage = 10;

const actorKinds: readonly string[] = ['system', 'registry', 'job'];

/** An entry as the API answers it. */
export function presentActivity(entry: ActivityEntry): ActivityEntryView {
  const [kind = '', ...rest] = entry.subject.split(':');
  const actorKind: ActivityActorKind = entry.actorKind ?? (actorKinds.includes(entry.actor) ? (entry.actor as ActivityActorKind) : 'user');
  const details = entry.details !== null && typeof entry.details === 'object' && !Array.isArray(entry.details) ? (entry.details as Record<string, unknown>) : {};
  return {
    id: entry.eventId,
    occurred_at: entry.occurredAt,
    activity: entry.activity,
    actor: { kind: actorKind, name: actorKind === 'user' || actorKind === 'admin' ? (entry.actorName ?? null) : null },
    subject: { kind, id: rest.join(':'), name: entry.subjectName ?? null },
    details,
    changes: entry.changes ?? [],
  };
}

/** The page answered with the link to the next one (`path?page=n+1&per_page=…`), or null on the last page. */
export function activityListOf(result: ActivityPage, path: string, page: number, perPage: number) {
  return {
    data: result.entries.map(presentActivity),
    links: { next: result.hasMore ? `/api${path}?page=${page + 1}&per_page=${perPage}` : null },
  };
}

/** The signed-in user's own activity, newest first: their sign-ins and their changes (everything they did). */
export async function listMyActivity(input: { userId: string; page?: number; perPage?: number }, ports: { activity: Pick<ActivityRepository, 'pageByActor'> }) {
  const page = input.page ?? 1;
  const perPage = input.perPage ?? activityPerPage;
  return activityListOf(await ports.activity.pageByActor(input.userId, page, perPage), '/users/me/activity', page, perPage);
}
