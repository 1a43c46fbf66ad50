import type { EventEnvelope } from '../../events/envelope.ts';
import type { EventName } from '../../events/catalogue/index.ts';
import type { ActivityEntry } from '../adapters/dynamodb/activity-repository.ts';

/** How each event reads in the activity log: who acted, on what, with which details. */
export function activityOfEvent(event: EventEnvelope & { metadata: { name: EventName } }): ActivityEntry {
  const base = {
    eventId: event.metadata.id,
    activity: event.metadata.name,
    occurredAt: event.metadata.occurredAt,
    month: event.metadata.occurredAt.slice(0, 7),
  };
  switch (event.metadata.name) {
    case 'user.language-changed': {
      const data = event.data as { userId: string; language: string; previousLanguage: string | null };
      return { ...base, actor: data.userId, subject: `user:${data.userId}`, details: { language: data.language, previousLanguage: data.previousLanguage } };
    }
  }
}
