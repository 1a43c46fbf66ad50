import type { adminApi } from '#shared/api/admin.ts';
import type { AdminOrder } from '#shared/schemas/admin-orders.ts';
import type { SomeRouteImplementations } from '../../http/pipeline/context-handler.ts';
import { issueCreditNote, downloadCreditNote } from '../../orders/issue-credit-note.ts';
import { downloadReceipt, issueReceipt } from '../../orders/issue-receipt.ts';
import { type OrderRecord, toOrderView } from '../../orders/order.ts';
import { exportInvoices, listInvoices } from './invoices.ts';
import { listAdminOrders } from './list-orders.ts';
import { markOrderPaid } from './mark-order-paid.ts';
import { refundOrder } from './refund-order.ts';
import type { composeAdminOrders } from '../orders-wiring.ts';

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

type AdminOrderRouteId =
  'listAdminOrders' | 'markAdminOrderPaid' | 'refundAdminOrder' | 'downloadAdminReceipt' | 'downloadAdminCreditNote' | 'listAdminInvoices' | 'exportAdminInvoices';

/** The admin Lambda's orders and invoices routes: each parses nothing itself and calls one use case. */
export function adminOrderRoutes(ports: ReturnType<typeof composeAdminOrders>): SomeRouteImplementations<typeof adminApi, AdminOrderRouteId> {
  const { queries, orders, payments, receipts, clock, deliveryFor } = ports;
  const language = (asked: 'fo' | 'en' | undefined, identity: { user: { language?: string | null } }) => asked ?? (identity.user.language === 'en' ? 'en' : 'fo');

  return {
    listAdminOrders: async ({ query }) => {
      const { orders: found, totals, next } = await listAdminOrders(query, { queries });
      return { data: { data: found.map(toAdminOrderView), totals, links: { next } } };
    },

    markAdminOrderPaid: async ({ identity, params, body, logger }) => ({
      data: toAdminOrderView(await markOrderPaid({ orderId: params.orderId, actorId: identity.userId, reason: body.reason }, { orders, clock, deliver: deliveryFor(logger) })),
    }),

    refundAdminOrder: async ({ identity, params, body, logger }) => ({
      data: toAdminOrderView(
        await refundOrder(
          { orderId: params.orderId, actorId: identity.userId, reason: body.reason },
          {
            orders,
            payments,
            issueReceipt: (orderId) => issueReceipt(orderId, receipts),
            issueCreditNote: (orderId) => issueCreditNote(orderId, receipts),
            clock,
            deliver: deliveryFor(logger),
          },
        ),
      ),
    }),

    downloadAdminReceipt: async ({ identity, params, query }) => downloadReceipt({ orderId: params.orderId, locale: language(query.language, identity) }, receipts),

    downloadAdminCreditNote: async ({ identity, params, query }) => downloadCreditNote({ orderId: params.orderId, locale: language(query.language, identity) }, receipts),

    listAdminInvoices: async ({ query }) => {
      const { invoices, next } = await listInvoices(query, receipts);
      return { data: { data: invoices, links: { next } } };
    },

    exportAdminInvoices: async ({ identity, query, locale }) =>
      exportInvoices({ ...query, locale: identity.user.language === 'en' || identity.user.language === 'fo' ? identity.user.language : locale }, receipts),
  };
}
