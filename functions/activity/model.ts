import type { ActivityActorKind, ActivityChange } from '#shared/schemas/activity.ts';

/** One line of the activity log: who did what to which subject, from one event. */
export interface ActivityEntry {
  eventId: string;
  /** What the activity is about, as `<kind>:<id>`, e.g. `user:…`, `domain:…`. */
  subject: string;
  /** The subject's name when the event gives one (a domain's name). */
  subjectName?: string;
  occurredAt: string;
  /** The user who acted, or `system`/`registry`/`job` when no user did. */
  actor: string;
  /** What kind of actor (absent in entries written before it existed: read from `actor`). */
  actorKind?: ActivityActorKind;
  /** A user's name as it was when they acted (looked up when the entry is written). */
  actorName?: string;
  /** The event name, e.g. `user.language-changed`. */
  activity: string;
  details?: unknown;
  /** What changed, before and after (changes to a domain). */
  changes?: ActivityChange[];
}

/** A page of entries, newest first, and whether more follow. */
export interface ActivityPage {
  entries: ActivityEntry[];
  hasMore: boolean;
}
