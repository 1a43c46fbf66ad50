import * as z from 'zod';
import { isoTimestamp } from './common.ts';

/**
 * What a notification says, as a message key of the web's catalogue (`notifications.messages.<key>`
 * in shared/i18n/ui.ts) and its parameters: the reader's language renders it (docs/decisions/README.md
 * "Notifications: message keys, rendered by the reader").
 */
export const notificationMessageKeys = [
  'domain_registered',
  'registration_refunded',
  'domain_renewed',
  'domain_expiring',
  'transfer_in_finished',
  'transfer_in_cancelled',
  'password_changed',
  'email_changed',
  'payment_failed',
  'auto_renewal_failed',
  'auto_renewal_card_expiring',
  'payment_refunded',
  'order_refunded',
  'domain_suspended',
  'domain_unsuspended',
  'domain_expired_at_registry',
  'domain_deleted_at_registry',
  'transfer_away_requested',
  'transfer_away_stopped',
  'domain_transferred_away',
  'new_device_sign_in',
  'team_invite_accepted',
  'domain_claimed',
  'domain_name_servers_changed',
  'domain_dnssec_changed',
  'domain_dnssec_off',
  'domain_dnssec_cds_updated',
  'domain_dnssec_cds_bootstrapped',
  'domain_dnssec_cds_deleted',
  'domain_dnssec_bootstrap_seen',
  'domain_dnssec_bootstrap_refused',
  'domain_health_failing',
  'domain_health_recovered',
  'domain_contacts_changed',
  'domain_transfer_locked',
  'domain_transfer_unlocked',
  'domain_registration_locked',
  'domain_registration_unlock_requested',
  'domain_registration_unlocked',
  'domain_transfer_code_renewed',
  'domain_moved',
  'team_member_removed',
  'team_member_left',
  'portal_lock_lift_requested',
  'portal_lock_lift_approval',
  'portal_lock_on',
  'portal_lock_lift_approved',
  'portal_lock_lift_cancelled',
  'portal_lock_lifted',
  'not_me_reported',
  'authenticator_turned_on',
  'authenticator_turned_off',
  'recovery_codes_renewed',
  'passkey_added',
  'passkey_removed',
  'api_token_created',
  'api_token_revoked',
  'webhook_disabled',
] as const;
export type NotificationMessageKey = (typeof notificationMessageKeys)[number];

/** Spec §3 Notification: id, created_at, read_at, data {type (danger or other), target, message, url}. */
export const notificationSchema = z.object({
  id: z.string(),
  created_at: isoTimestamp,
  read_at: isoTimestamp.nullable(),
  data: z.object({
    type: z.enum(['danger', 'info']),
    /** What it is about: a domain name, or null for the account itself. */
    target: z.string().nullable(),
    /** The message key (see `notificationMessageKeys`). */
    message: z.enum(notificationMessageKeys),
    /** The message's parameters (names, amounts in cents, counts). */
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    /** Where the notification leads in the web (a path), or null. */
    url: z.string().nullable(),
  }),
});
export type Notification = z.infer<typeof notificationSchema>;

const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, { error: 'validation.must_be_number' })
    .transform(Number)
    .pipe(z.int().min(1).max(max, { error: 'validation.must_be_number' }));

/** `GET /users/me/notifications?page&per_page`: page from 1, 10 a page unless asked (at most 50). */
export const notificationListQuery = z.strictObject({
  page: positiveInt(1000).optional(),
  per_page: positiveInt(50).optional(),
});

export const notificationListResponse = z.object({
  data: z.object({
    data: z.array(notificationSchema),
    links: z.object({ next: z.string().nullable() }),
  }),
});

export const notificationResponse = z.object({ data: notificationSchema });

/** `PATCH /users/me/notifications/mark-as-read`: how many were unread (the web reloads the user for its count). */
export const markAllReadResponse = z.object({ data: z.object({ marked: z.int().min(0) }) });
