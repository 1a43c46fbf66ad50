import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { eppDomainCheck } from '../adapters/registry/epp-domain-check.ts';
import type { Config } from '../config.ts';
import { toOrderView } from './order.ts';
import { listOrders, orderView, reachOrder } from './order-access.ts';
import { stripeCreateCheckout, stripeExpireCheckout } from '../adapters/payments/stripe-payments.ts';
import { cancelCheckout } from './cancel-checkout.ts';
import { composeOrders } from './wiring.ts';
import { placeOrder } from './place-order.ts';
import { placeBulkRenewal, placeRenewal } from './place-renewal.ts';
import { downloadIssuedCreditNote } from './issue-credit-note.ts';
import { downloadReceipt } from './issue-receipt.ts';
import { composeReceipts } from './receipt-wiring.ts';
import { ordersApi } from '#shared/api/orders.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { registryErrors, paymentErrors } from '#shared/i18n/messages.ts';

/** The orders context's handler: purchases, renewals, receipts. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const {
    orders: orderRepository,
    payments,
    clock,
    origin,
    deliveryFor,
    metrics,
  } = composeOrders(config, local, {
    createCheckout: stripeCreateCheckout,
    expireCheckout: stripeExpireCheckout,
  });
  const table = portalTableOf(config);
  const registry = eppDomainCheck(config);
  const settingsReader = createSettingsReader(table);
  const receipts = composeReceipts(config, local);
  const domainRepository = createDomainRepository(table);

  const access = { orders: orderRepository, teams: domainRepository };

  return httpContextHandler(
    ordersApi,
    {
      createOrder: async ({ identity, body, headers, locale, logger }) => {
        const order = await placeOrder(
          { buyer: identity.user, idempotencyKey: headers['Idempotency-Key'], request: body, locale: identity.user.language ?? locale },
          { registry, settings: settingsReader, orders: orderRepository, payments, teams: domainRepository, clock, origin, deliver: deliveryFor(logger) },
        );
        return { data: toOrderView(order) };
      },

      renewDomain: async ({ identity, params, body, headers, locale, logger }) => {
        const order = await placeRenewal(
          { buyer: identity.user, domainId: params.domainId, years: body.years, idempotencyKey: headers['Idempotency-Key'], locale: identity.user.language ?? locale },
          { domains: domainRepository, settings: settingsReader, orders: orderRepository, payments, clock, origin, deliver: deliveryFor(logger) },
        );
        return { data: toOrderView(order) };
      },

      renewDomains: async ({ identity, body, headers, locale, logger }) => {
        const order = await placeBulkRenewal(
          { buyer: identity.user, domainIds: body.domain_ids, years: body.years, idempotencyKey: headers['Idempotency-Key'], locale: identity.user.language ?? locale },
          { domains: domainRepository, settings: settingsReader, orders: orderRepository, payments, clock, origin, deliver: deliveryFor(logger) },
        );
        return { data: toOrderView(order) };
      },

      listOrders: async ({ identity, query }) => ({
        data: await Promise.all((await listOrders(identity.userId, query.team_id, access)).map((order) => orderView(order, receipts))),
      }),

      getOrder: async ({ identity, params }) => ({ data: await orderView(await reachOrder(params.orderId, identity.userId, access), receipts) }),

      cancelOrder: async ({ identity, params, logger }) => {
        const order = await reachOrder(params.orderId, identity.userId, access);
        const after = await cancelCheckout(order, { orders: orderRepository, payments, clock, deliver: deliveryFor(logger), metrics });
        return { data: await orderView(after, receipts) };
      },

      downloadReceipt: async ({ identity, params, query }) => {
        const order = await reachOrder(params.orderId, identity.userId, access);
        return downloadReceipt({ orderId: order.orderId, locale: query.language ?? identity.user.language ?? 'fo' }, receipts);
      },

      // Who may download the receipt may download its credit note (the owner, a team's members), anyone else 404.
      downloadCreditNote: async ({ identity, params, query }) => {
        const order = await reachOrder(params.orderId, identity.userId, access);
        return downloadIssuedCreditNote({ orderId: order.orderId, locale: query.language ?? identity.user.language ?? 'fo' }, receipts);
      },
    },
    httpPipelineOptions(config, local),
    [registryErrors, paymentErrors],
  );
}
