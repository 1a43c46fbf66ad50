import { defineContextEvents } from '#events/context-events.ts';
import { orderMarkedPaid, orderRefundedByAdmin } from '#events/catalogue/admin-order-events.ts';
import { userActivated, userDeactivated, userSessionRevoked } from '#events/catalogue/admin-user-events.ts';
import { settingsChanged } from '#events/catalogue/settings-events.ts';
import { eventFactory } from '../events/new-event.ts';

/** What the administration area publishes: each administrator's change, for the activity log. */
export const adminEvents = defineContextEvents({
  publishes: {
    /** update-settings.ts (the `admin` Lambda). */
    settings: ['settings.changed'],
    /** orders/mark-order-paid.ts (the `admin` Lambda), beside the orders context's `payment` group. */
    orders: ['order.marked-paid'],
    /** orders/refund-order.ts (the `admin-documents` Lambda). */
    refunds: ['order.refunded-by-admin'],
    /** users/admin-users.ts: deactivating, activating a user, ending a session (the `admin-people` Lambda). */
    users: ['user.deactivated', 'user.activated', 'user.session-revoked'],
  },
});

export const newEvent = eventFactory(settingsChanged, orderMarkedPaid, orderRefundedByAdmin, userDeactivated, userActivated, userSessionRevoked);
