import { type EventName, eventNames } from './catalogue/index.ts';

/**
 * Work orders on the bus, not something that happened to an account or a domain: the activity log
 * leaves them out, and the web has no sentence for them.
 */
export const notLogged = ['user.password-reset-requested', 'webhook.retry-due'] as const satisfies readonly EventName[];

/** The events the activity log records (and the administration's log reads as sentences). */
export type LoggedEventName = Exclude<EventName, (typeof notLogged)[number]>;

export const isLogged = (name: EventName): name is LoggedEventName => !(notLogged as readonly EventName[]).includes(name);

/** Every event the activity log records. */
export const loggedEventNames: readonly LoggedEventName[] = eventNames.filter(isLogged);
