import type { NotificationMessageKey } from '#shared/schemas/notifications.ts';

/** A notification in the bell's panel (spec §3): what it says is a message key and its parameters. */
export interface NotificationRecord {
  userId: string;
  /** Sortable by time, newest last: `<created at, ms, 13 digits>-<event id>` (see `notificationIdOf`). */
  notificationId: string;
  /** The event that wrote it: a redelivered event finds its notification already there. */
  eventId: string;
  createdAt: string;
  readAt?: string;
  type: 'danger' | 'info';
  target: string | null;
  messageKey: NotificationMessageKey;
  params: Record<string, string | number>;
  url: string | null;
}

/** What an event says to someone, before it has a recipient and an id. */
export interface NotificationContent {
  type: 'danger' | 'info';
  target: string | null;
  messageKey: NotificationMessageKey;
  params: Record<string, string | number>;
  url: string | null;
}

/** Who holds a domain: a user, or a team (whose owners are told). */
export interface DomainHolder {
  type: 'user' | 'team';
  id: string;
}

/**
 * Who hears of an event: a user, or whoever owns a domain (looked up when the event does not say).
 * A change to what keeps a domain working (its name servers, DNSSEC, contacts, locks, transfer code,
 * owner) tells its technical managers too (`managersToo`), and a move the holder it left (`alsoHolders`).
 * A team's change names the people it tells (`userIds`: its owners then, and the member concerned).
 */
export type Recipient = { userId: string } | { userIds: readonly string[] } | { domainId: string; managersToo?: true; alsoHolders?: readonly DomainHolder[] };

export interface NotificationOfEvent {
  recipient: Recipient;
  content: NotificationContent;
  /** The person who made the change, named in the message (`actor`) as the recipients' mails and panels show them; absent for the registry or a job. */
  actorId?: string;
}
