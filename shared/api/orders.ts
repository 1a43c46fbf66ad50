import * as z from 'zod';
import { createOrderRequest, idempotencyKeySchema, orderResponse, ordersQuery, ordersResponse, receiptQuery } from '../schemas/orders.ts';
import { renewDomainRequest } from '../schemas/renewals.ts';
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
