import type { EventEnvelope } from '#events/envelope.ts';
import type { EventName } from '#events/catalogue/index.ts';
import { activityOfEvent } from './activity-of-event.ts';
import type { ActivityRepository, ActorNames } from './ports.ts';

/**
 * Writes an event's activity-log entry once (the key holds the event id). A user's or an admin's
 * name is looked up and kept with the entry, so the history says who acted as they were called
 * then, also after they left.
 */
export async function recordActivity(
  event: EventEnvelope & { metadata: { name: EventName } },
  ports: { activity: Pick<ActivityRepository, 'recordOnce'>; actors: ActorNames },
): Promise<'recorded' | 'already-recorded'> {
  const entry = activityOfEvent(event);
  const actorName = entry.actorKind === 'user' || entry.actorKind === 'admin' ? await ports.actors.nameOf(entry.actor) : null;
  return ports.activity.recordOnce(actorName ? { ...entry, actorName } : entry);
}
