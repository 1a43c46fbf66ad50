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

/** Who hears of an event: a user, or whoever owns a domain (looked up when the event does not say). */
export type Recipient = { userId: string } | { domainId: string };

export interface NotificationOfEvent {
  recipient: Recipient;
  content: NotificationContent;
}
