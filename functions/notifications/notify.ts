import type { EventEnvelope } from '#events/envelope.ts';
import type { EventData, EventName } from '#events/catalogue/index.ts';
import type { NotificationOfEvent } from './model.ts';
import { notificationMail } from '../mail/mail-template.ts';
import { alsoMailedTo, mailedByOrderMail, newDeviceNotification, notificationIdOf, notificationOfEvent } from './notification-of-event.ts';
import type { NotifyPorts } from './ports.ts';

export type NotifyOutcome = 'recorded' | 'already-recorded' | 'no-user' | 'not-notified';

export interface NotifyResult {
  notification: NotifyOutcome;
  /** The addresses mailed now (none when they were mailed before, or the kind is mailed elsewhere). */
  mailed: string[];
}

type NotifiableEvent = EventEnvelope & { metadata: { name: EventName } };

/**
 * What the event tells whom: the plain mapping, except a sign-in, which tells only when its
 * device is new to the user and the account had signed in before (known devices, pattern B5).
 */
async function notificationOf(event: NotifiableEvent, ports: Pick<NotifyPorts, 'devices'>): Promise<NotificationOfEvent | null> {
  if (event.metadata.name !== 'user.signed-in') return notificationOfEvent(event);
  const data = event.data as EventData<'user.signed-in'>;
  // A sign-in reported before devices were known names none: nothing to compare.
  if (!data.device) return null;
  const meeting = await ports.devices.meet({
    userId: data.userId,
    deviceKey: data.device.key,
    eventId: event.metadata.id,
    at: new Date(event.metadata.occurredAt),
    browser: data.device.browser,
    system: data.device.system,
  });
  if (!meeting.isNew || meeting.isFirstOfUser) return null;
  return newDeviceNotification(event as NotifiableEvent & { metadata: { name: 'user.signed-in' } });
}

/**
 * The notifications consumer's use case: the event's notification, written once for its
 * recipient, and the same told by e-mail in the recipient's language (notification-mail.ts),
 * once per event and address: each address is marked sent after its mail, so a redelivery after
 * a failure mails only whom it has not yet (and a crash between the two may mail twice rather
 * than never).
 */
export async function notify(event: NotifiableEvent, ports: NotifyPorts): Promise<NotifyResult> {
  const notice = await notificationOf(event, ports);
  if (!notice) return { notification: 'not-notified', mailed: [] };
  let userId: string;
  if ('userId' in notice.recipient) userId = notice.recipient.userId;
  else {
    const owner = await ports.domains.ownerOf(notice.recipient.domainId);
    // A team's domain notifies its members when teams arrive; a domain gone since tells no one.
    if (!owner || owner.ownerType !== 'user') return { notification: 'not-notified', mailed: [] };
    userId = owner.ownerId;
  }
  const notification = await ports.notifications.recordOnce({
    userId,
    notificationId: notificationIdOf(event.metadata.occurredAt, event.metadata.id),
    eventId: event.metadata.id,
    createdAt: event.metadata.occurredAt,
    ...notice.content,
  });
  if (notification === 'no-user' || mailedByOrderMail.has(event.metadata.name)) return { notification, mailed: [] };
  return { notification, mailed: await mailOnce(event, notice, userId, ports) };
}

async function mailOnce(event: NotifiableEvent, notice: NotificationOfEvent, userId: string, ports: NotifyPorts): Promise<string[]> {
  const recipient = await ports.recipients.recipientOf(userId);
  if (!recipient) return [];
  const mail = notificationMail({ locale: recipient.language, name: recipient.name, messageKey: notice.content.messageKey, params: notice.content.params, origin: ports.origin });
  const other = alsoMailedTo(event);
  const addresses = [recipient.email, ...(other && other.toLowerCase() !== recipient.email.toLowerCase() ? [other] : [])];
  const mailed: string[] = [];
  for (const to of addresses) {
    const key = `notification-mail:${event.metadata.id}:${to.toLowerCase()}`;
    if (await ports.sentMails.wasSent(key)) continue;
    await ports.mailer.send({ to, ...mail });
    await ports.sentMails.recordSent(key, to, ports.clock.now());
    mailed.push(to);
  }
  return mailed;
}
