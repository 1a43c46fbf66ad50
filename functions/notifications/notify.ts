import type { EventEnvelope } from '#events/envelope.ts';
import type { EventData, EventName } from '#events/catalogue/index.ts';
import type { NotificationOfEvent } from './model.ts';
import { randomBytes } from 'node:crypto';
import { notificationMail } from '../mail/mail-template.ts';
import { carriesNotMeLink, notMeLinkExpiresAt, notMeLinkUrl, notMeTokenHash } from '../domain-settings/not-me-rules.ts';
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
  let notice = await notificationOf(event, ports);
  if (!notice) return { notification: 'not-notified', mailed: [] };
  const recipients = await recipientsOf(event, notice, ports);
  if (recipients.length === 0) return { notification: 'not-notified', mailed: [] };
  if (notice.actorId) notice = { ...notice, content: { ...notice.content, params: { ...notice.content.params, actor: await actorName(notice.actorId, ports) } } };
  const outcomes: NotifyOutcome[] = [];
  const mailed: string[] = [];
  for (const userId of recipients) {
    const notification = await ports.notifications.recordOnce({
      userId,
      notificationId: notificationIdOf(event.metadata.occurredAt, event.metadata.id),
      eventId: event.metadata.id,
      createdAt: event.metadata.occurredAt,
      ...notice.content,
    });
    outcomes.push(notification);
    if (notification === 'no-user' || mailedByOrderMail.has(event.metadata.name)) continue;
    mailed.push(...(await mailOnce(event, notice, userId, ports)));
  }
  // Several owners told: recorded when any was recorded now.
  const notification = outcomes.includes('recorded') ? 'recorded' : outcomes.includes('already-recorded') ? 'already-recorded' : outcomes[0]!;
  return { notification, mailed };
}

/**
 * Whom the notice tells: the user it names, or the owner of the domain it is about. A team holds
 * a domain (or an order) as a user does: then each of the team's owners is told, who see to its
 * payments and renewals (docs/decisions/notices-of-a-team-s-domains-and-their-automatic-renewal.md, "Notices of a team's domains"). An event that names
 * its owner without saying it is a team (an order's events) is a team's when no user has the id.
 */
async function recipientsOf(event: NotifiableEvent, notice: NotificationOfEvent, ports: Pick<NotifyPorts, 'domains' | 'teams' | 'recipients'>): Promise<string[]> {
  if ('userId' in notice.recipient) {
    const { userId } = notice.recipient;
    const ownerType = (event.data as { ownerType?: unknown }).ownerType;
    const ownerId = (event.data as { ownerId?: unknown }).ownerId;
    if (ownerId !== userId) return [userId];
    if (ownerType === 'team') return ports.teams.ownersOf(userId);
    if (ownerType === undefined && !(await ports.recipients.recipientOf(userId))) return ports.teams.ownersOf(userId);
    return [userId];
  }
  if ('userIds' in notice.recipient) return [...new Set(notice.recipient.userIds)];
  const { domainId, managersToo, alsoHolders = [] } = notice.recipient;
  const owner = await ports.domains.ownerOf(domainId);
  // A domain gone since tells no one.
  if (!owner) return [];
  const holders = [{ type: owner.ownerType, id: owner.ownerId }, ...alsoHolders];
  const people = [
    ...(await Promise.all(holders.map((holder) => (holder.type === 'team' ? ports.teams.ownersOf(holder.id) : [holder.id])))).flat(),
    ...(managersToo ? await ports.domains.managersOf(domainId) : []),
  ];
  // An owner who also manages it, or owns both sides of a move, hears once.
  return [...new Set(people)];
}

/** How a change's author is named to the people told: their name, else their address (a user since deleted: "—"). */
async function actorName(actorId: string, ports: Pick<NotifyPorts, 'recipients'>): Promise<string> {
  const actor = await ports.recipients.recipientOf(actorId);
  return (actor?.name?.trim() || actor?.email) ?? '—';
}

/**
 * A change to a domain by a person: a "This was not me" link for this recipient's mail — a new
 * random token (256 bits), kept only as its SHA-256 with the author, the domain and whom it went
 * to, for 14 days (docs/decisions/this-was-not-me.md). Null for any other mail.
 */
async function notMeLinkFor(event: NotifiableEvent, notice: NotificationOfEvent, userId: string, ports: NotifyPorts): Promise<string | null> {
  const domainId = (event.data as { domainId?: unknown }).domainId;
  if (!carriesNotMeLink(event.metadata.name, notice.actorId) || typeof domainId !== 'string') return null;
  const token = randomBytes(32).toString('base64url');
  const now = ports.clock.now();
  await ports.notMeLinks.create({
    tokenHash: notMeTokenHash(token),
    actorId: notice.actorId,
    actorName: String(notice.content.params.actor ?? '—'),
    domainId,
    recipientId: userId,
    eventId: event.metadata.id,
    createdAt: now.toISOString(),
    expiresAt: notMeLinkExpiresAt(now),
  });
  return notMeLinkUrl(ports.origin, token);
}

async function mailOnce(event: NotifiableEvent, notice: NotificationOfEvent, userId: string, ports: NotifyPorts): Promise<string[]> {
  const recipient = await ports.recipients.recipientOf(userId);
  if (!recipient) return [];
  const addresses = mailAddresses(event, recipient.email);
  // Written only when a mail is to go out: a redelivery that finds every address mailed writes no link.
  const unsent: string[] = [];
  for (const to of addresses) if (!(await ports.sentMails.wasSent(mailKey(event, to)))) unsent.push(to);
  if (unsent.length === 0) return [];
  const notMeUrl = await notMeLinkFor(event, notice, userId, ports);
  const mail = notificationMail({
    locale: recipient.language,
    name: recipient.name,
    messageKey: notice.content.messageKey,
    params: notice.content.params,
    origin: ports.origin,
    ...(notice.actorId ? { changedAt: event.metadata.occurredAt, ...(event.metadata.device ? { changedFrom: event.metadata.device } : {}) } : {}),
    ...(notMeUrl ? { notMeUrl } : {}),
  });
  const mailed: string[] = [];
  for (const to of unsent) {
    await ports.mailer.send({ to, ...mail });
    await ports.sentMails.recordSent(mailKey(event, to), to, ports.clock.now());
    mailed.push(to);
  }
  return mailed;
}

/** The recipient's address, and a changed address's previous one. */
function mailAddresses(event: NotifiableEvent, email: string): string[] {
  const other = alsoMailedTo(event);
  return [email, ...(other && other.toLowerCase() !== email.toLowerCase() ? [other] : [])];
}

const mailKey = (event: NotifiableEvent, to: string) => `notification-mail:${event.metadata.id}:${to.toLowerCase()}`;
