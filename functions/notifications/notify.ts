import type { EventEnvelope } from '#events/envelope.ts';
import type { EventName } from '#events/catalogue/index.ts';
import { notificationIdOf, notificationOfEvent } from './notification-of-event.ts';
import type { NotifyPorts } from './ports.ts';

export type NotifyOutcome = 'recorded' | 'already-recorded' | 'no-user' | 'not-notified';

/** The notifications consumer's use case: the event's notification, written once for its recipient. */
export async function notify(event: EventEnvelope & { metadata: { name: EventName } }, ports: NotifyPorts): Promise<NotifyOutcome> {
  const notice = notificationOfEvent(event);
  if (!notice) return 'not-notified';
  let userId: string;
  if ('userId' in notice.recipient) userId = notice.recipient.userId;
  else {
    const owner = await ports.domains.ownerOf(notice.recipient.domainId);
    // A team's domain notifies its members when teams arrive; a domain gone since tells no one.
    if (!owner || owner.ownerType !== 'user') return 'not-notified';
    userId = owner.ownerId;
  }
  return ports.notifications.recordOnce({
    userId,
    notificationId: notificationIdOf(event.metadata.occurredAt, event.metadata.id),
    eventId: event.metadata.id,
    createdAt: event.metadata.occurredAt,
    ...notice.content,
  });
}
