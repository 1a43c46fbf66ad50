import { defineContextEvents } from '#events/context-events.ts';
import { orderMarkedPaid } from '#events/catalogue/admin-order-events.ts';
import { settingsChanged } from '#events/catalogue/settings-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the administration area publishes: each administrator's change, for the activity log. */
export const adminEvents = defineContextEvents({
  publishes: {
    /** update-settings.ts (the `admin` Lambda). */
    settings: ['settings.changed'],
    /** orders/mark-order-paid.ts (the `admin` Lambda), beside the orders context's `payment` group. */
    orders: ['order.marked-paid'],
  },
});

export const newEvent = eventFactory(settingsChanged, orderMarkedPaid);
