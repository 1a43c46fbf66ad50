import type { TFunction } from 'i18next';
import type { Order, OrderFailureReason, OrderStatus } from '#shared/schemas/orders.ts';

const statusKeys = {
  pending: 'orders.statusPending',
  paid: 'orders.statusPaid',
  registered: 'orders.statusRegistered',
  failed: 'orders.statusFailed',
  expired: 'orders.statusExpired',
  cancelled: 'orders.statusCancelled',
  replaced: 'orders.statusReplaced',
  refunded: 'orders.statusRefunded',
  payment_mismatch: 'orders.statusPaymentMismatch',
} as const satisfies Record<OrderStatus, string>;

/** An order's status in words. */
export function orderStatusText(status: OrderStatus, t: TFunction): string {
  return t(statusKeys[status]);
}

/**
 * Why an order or a name did not go through. The API's error texts where the spec gives them
 * ("Payment failed.", "The domain is not available."), our own for the others.
 */
export function failureReasonText(reason: OrderFailureReason, t: TFunction): string {
  switch (reason) {
    case 'payment_failed':
      return t('errors.payment_failed');
    case 'card_declined':
      return t('orders.reasonCardDeclined');
    case 'domain_unavailable':
      return t('errors.domain_unavailable');
    case 'payment_expired':
      return t('orders.reasonPaymentExpired');
    case 'registry_rejected':
      return t('orders.reasonRegistryRejected');
    case 'payment_mismatch':
      return t('orders.reasonPaymentMismatch');
    case 'registry_unavailable':
      return t('orders.reasonRegistryUnavailable');
  }
}

/** The order's reason, or the distinct reasons of its refunded names. */
export function orderFailureReasons(order: Pick<Order, 'failure_reason' | 'items'>): OrderFailureReason[] {
  if (order.failure_reason) return [order.failure_reason];
  return [...new Set(order.items.flatMap((item) => (item.failure_reason ? [item.failure_reason] : [])))];
}
