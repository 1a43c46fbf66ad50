import * as z from 'zod';
import { createOrderRequest, idempotencyKeySchema, orderResponse, ordersResponse, receiptQuery } from '../schemas/orders.ts';
import { renewDomainRequest } from '../schemas/renewals.ts';
import { defineRoutes } from './contract.ts';

/** Money-moving calls: a retry with the same key answers the first result instead of acting twice. */
const idempotencyHeaders = z.object({ 'Idempotency-Key': idempotencyKeySchema });

/** Context `orders`: checkout and renewal checkout (each with its payment page), orders and receipts (PDF). */
export const ordersApi = defineRoutes([
  {
    id: 'createOrder',
    method: 'POST',
    path: '/orders',
    context: 'orders',
    auth: 'verified',
    summary:
      'Checkout: checks the names at the registry, prices them and answers a pending order with the payment page (`checkout_url`). Needs an `Idempotency-Key` header: the same key answers the same order.',
    request: { body: createOrderRequest, headers: idempotencyHeaders },
    response: { status: 201, schema: orderResponse },
  },
  {
    id: 'renewDomain',
    method: 'POST',
    path: '/domains/{domainId}/renewals',
    context: 'orders',
    auth: 'verified',
    summary:
      'Renewal checkout: 1–10 more years, never beyond 10 years from today; answers a pending renewal order with its payment page. The registry renews once the payment is confirmed. Needs an `Idempotency-Key`.',
    request: { body: renewDomainRequest, headers: idempotencyHeaders },
    response: { status: 201, schema: orderResponse },
  },
  {
    id: 'listOrders',
    method: 'GET',
    path: '/orders',
    context: 'orders',
    auth: 'signed-in',
    summary: "The caller's orders and receipts, newest first.",
    response: { status: 200, schema: ordersResponse },
  },
  {
    id: 'getOrder',
    method: 'GET',
    path: '/orders/{orderId}',
    context: 'orders',
    auth: 'signed-in',
    summary: "One of the caller's orders (the purchase result pages poll it until the payment webhook has arrived).",
    response: { status: 200, schema: orderResponse },
  },
  {
    id: 'downloadReceipt',
    method: 'GET',
    path: '/orders/{orderId}/receipt',
    context: 'orders',
    auth: 'signed-in',
    summary: "An order's receipt as a PDF, in `language` (default: the user's language).",
    request: { query: receiptQuery },
    response: { status: 200, schema: null, binary: 'application/pdf' },
  },
]);
