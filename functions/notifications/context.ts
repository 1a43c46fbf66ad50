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
});
