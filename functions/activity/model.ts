/** One line of the activity log: who did what to which subject, from one event. */
export interface ActivityEntry {
  eventId: string;
  /** What the activity is about, as `<kind>:<id>`, e.g. `user:…`, `domain:…`. */
  subject: string;
  occurredAt: string;
  /** The user who acted, or `system` for jobs and webhooks. */
  actor: string;
  /** The event name, e.g. `user.language-changed`. */
  activity: string;
  details?: unknown;
}
