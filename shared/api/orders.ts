import * as z from 'zod';
import { createOrderRequest, idempotencyKeySchema, orderResponse, ordersQuery, ordersResponse, receiptQuery } from '../schemas/orders.ts';
import { bulkRenewalRequest, renewDomainRequest } from '../schemas/renewals.ts';
import { defineRoutes } from './contract.ts';

/** Money-moving calls: a retry with the same key answers the first result instead of acting twice. */
const idempotencyHeaders = z.object({ 'Idempotency-Key': idempotencyKeySchema });

/** Context `orders`: checkout and renewal checkout (each with its payment page), orders, receipts and credit notes (PDF). */
export const ordersApi = defineRoutes([
  {
    id: 'createOrder',
    method: 'POST',
    path: '/orders',
    context: 'orders',
    auth: 'verified',
    request: { body: createOrderRequest, headers: idempotencyHeaders },
    response: { status: 201, schema: orderResponse },
  },
  {
    id: 'renewDomain',
    method: 'POST',
    path: '/domains/{domainId}/renewals',
    context: 'orders',
    auth: 'verified',
    request: { body: renewDomainRequest, headers: idempotencyHeaders },
    response: { status: 201, schema: orderResponse },
  },
  // Issue 32 bulk actions: several domains of one owner renewed in one order and one checkout (docs/decisions/bulk-domain-actions.md).
  {
    id: 'renewDomains',
    method: 'POST',
    path: '/domains/renewals',
    context: 'orders',
    auth: 'verified',
    request: { body: bulkRenewalRequest, headers: idempotencyHeaders },
    response: { status: 201, schema: orderResponse },
  },
  {
    id: 'listOrders',
    method: 'GET',
    path: '/orders',
    context: 'orders',
    auth: 'signed-in',
    request: { query: ordersQuery },
    response: { status: 200, schema: ordersResponse },
  },
  {
    id: 'getOrder',
    method: 'GET',
    path: '/orders/{orderId}',
    context: 'orders',
    auth: 'signed-in',
    response: { status: 200, schema: orderResponse },
  },
  {
    // The payment page's cancel: the checkout is expired at the provider and the order is cancelled at once.
    id: 'cancelOrder',
    method: 'POST',
    path: '/orders/{orderId}/cancel',
    context: 'orders',
    auth: 'signed-in',
    response: { status: 200, schema: orderResponse },
  },
  {
    id: 'downloadReceipt',
    method: 'GET',
    path: '/orders/{orderId}/receipt',
    context: 'orders',
    auth: 'signed-in',
    request: { query: receiptQuery },
    response: { status: 200, schema: null, binary: 'application/pdf' },
  },
  {
    id: 'downloadCreditNote',
    method: 'GET',
    path: '/orders/{orderId}/credit-note',
    context: 'orders',
    auth: 'signed-in',
    request: { query: receiptQuery },
    response: { status: 200, schema: null, binary: 'application/pdf' },
  },
]);
