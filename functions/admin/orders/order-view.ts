import type { AdminOrder } from '#shared/schemas/admin-orders.ts';
import { type OrderRecord, toOrderView } from '../../orders/order.ts';

/** An order as the administrators see it: the buyer's view, the owner and buyer, and the administrators' own records. */
export function toAdminOrderView(order: OrderRecord): AdminOrder {
  const refund = order.adminRefund;
  return {
    ...toOrderView(order),
    owner_type: order.ownerType,
    owner_id: order.ownerId,
    buyer_email: order.buyerEmail,
    manual_payment: order.manualPayment ?? null,
    admin_refund: refund ? { by: refund.by, reason: refund.reason, at: refund.at, amount: refund.amount, refund_id: refund.refundId } : null,
  };
}
