import { defineContext } from '../context-declaration.ts';
import { notificationsApi } from '#shared/api/notifications.ts';
import { notificationEvents } from './events.ts';

export const context = defineContext({
  name: 'notifications',
  routes: notificationsApi,
  events: notificationEvents,
  http: {
    description: "The signed-in user's notifications: the bell's panel, a page at a time, marked read one by one or all (the notifications consumer writes them).",
    stackGroup: 'account',
    table: 'readwrite',
    writes: ['USER#'],
    publishes: [],
    sendsMessages: false,
  },
  queues: [
    {
      name: 'notifications',
      consumer: 'notifications',
      description:
        "Writes the bell's notifications from domain, order, transfer and account events, once per event, with the user's unread count, and e-mails each in the user's language.",
      batchSize: 10,
      maxReceiveCount: 5,
      visibilityTimeoutSeconds: 60,
      table: 'readwrite',
      writes: ['DOMAIN#', 'NOTICE#', 'NOTME#', 'USER#'],
      sendsMail: true,
    },
  ],
  rules: [
    {
      name: 'notify-users',
      events: notificationEvents.consumes.notify,
      queue: 'notifications',
    },
  ],
});
