import type Stripe from 'stripe';
import { DomainError } from '../../errors.ts';
import {
  type CardSetupRequest,
  type CheckoutRequest,
  type OffSessionChargeResult,
  type Payments,
  type RefundRequest,
  type SavedCards,
  WebhookSignatureError,
  webhookToleranceSeconds,
} from '../../ports/payments.ts';
import type { StripeCredentials } from './stripe-credentials.ts';
import { checkoutStateFromStripe, offSessionResult, paymentEventFromStripe, refundStatus, savedCardFromStripe } from './stripe-events.ts';
import { traced } from '../tracing/xray-subsegments.ts';

/**
 * The Payments port on Stripe's official Node SDK (`stripe`, the version package.json pins).
 * The local runtime points the same adapter at the payment simulator (PAYMENTS_API_BASE): the
 * SDK's host, port and protocol come from that base, and its fetch client puts the base's path
 * (`/dev/pay/api`) before Stripe's `/v1/…`.
 *
 * The SDK is imported on first use, not at cold start: importing it costs about 0.3 s
 * (docs/decisions/stripe-sdk.md), and most invocations of a function never call Stripe.
 */

/** The API version we read and write; pinned so a dashboard upgrade cannot change the shapes under us (the SDK's own, 18.5.0). */
export const stripeApiVersion = '2025-08-27.basil' satisfies Stripe.LatestApiVersion;

const defaultTimeoutMs = 10_000;

export interface StripePaymentsOptions {
  /** `https://api.stripe.com`, or the simulator's `<portal>/dev/pay/api`. */
  apiBase: string;
  credentials: () => Promise<StripeCredentials>;
  now?: () => Date;
  /** What the SDK's HTTP client sends its requests with (tests count calls). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Stripe refused a request (4xx): our request was wrong, a bug to fix rather than a condition to show. */
export class StripeRequestError extends Error {
  override name = 'StripeRequestError';
  constructor(
    readonly status: number,
    readonly type: string | undefined,
    readonly code: string | undefined,
    message: string,
    readonly requestId: string | undefined,
    /** A card error's details: the decline code and the PaymentIntent it left (Stripe's 402). */
    readonly card: { declineCode?: string; paymentIntentId?: string } = {},
  ) {
    super(`Stripe answered ${status}${code ? ` ${code}` : ''}: ${message}`);
  }
}

type StripeSdk = typeof Stripe;
let sdk: Promise<StripeSdk> | undefined;
/** The SDK module, imported once, on the first call that needs it. */
const loadSdk = (): Promise<StripeSdk> => (sdk ??= import('stripe').then((module) => module.default));

/** Stripe Checkout has no Faroese; Danish is the language Faroese buyers read best after their own. */
const stripeLocales: Record<CheckoutRequest['locale'], Stripe.Checkout.SessionCreateParams.Locale> = { fo: 'da', en: 'en' };

function checkoutParams(request: CheckoutRequest, expiresAt: number): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    client_reference_id: request.orderId,
    metadata: { order_id: request.orderId },
    // On the PaymentIntent too, so payment_intent.payment_failed names the order.
    payment_intent_data: { metadata: { order_id: request.orderId } },
    customer_email: request.customerEmail,
    locale: stripeLocales[request.locale],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: expiresAt,
    line_items: request.lines.map((line) => ({
      price_data: { currency: request.currency.toLowerCase(), product_data: { name: line.description }, unit_amount: line.unitAmount },
      quantity: line.quantity,
    })),
  };
}

/** The amount is computed by the order; a total that disagrees with its lines is our bug, caught before anyone is charged. */
function assertCheckoutAmount(request: CheckoutRequest): void {
  if (request.lines.length === 0) throw new Error(`Checkout for order ${request.orderId} has no lines`);
  for (const line of request.lines) {
    if (!Number.isInteger(line.unitAmount) || line.unitAmount < 0 || !Number.isInteger(line.quantity) || line.quantity < 1) {
      throw new Error(`Checkout line "${line.description}" of order ${request.orderId} needs whole øre and a quantity of at least 1`);
    }
  }
  const sum = request.lines.reduce((total, line) => total + line.unitAmount * line.quantity, 0);
  if (sum !== request.amount) throw new Error(`Checkout amount ${request.amount} øre of order ${request.orderId} is not its lines' sum ${sum} øre`);
}

function refundParams(request: RefundRequest): Stripe.RefundCreateParams {
  return {
    payment_intent: request.paymentId,
    amount: request.amount,
    reason: request.reason,
    ...(request.orderId ? { metadata: { order_id: request.orderId } } : {}),
  };
}

function cardSetupParams(request: CardSetupRequest, expiresAt: number): Stripe.Checkout.SessionCreateParams {
  const owner = { owner_type: request.ownerType, owner_id: request.ownerId, user_id: request.userId };
  return {
    mode: 'setup',
    customer: request.customerId,
    currency: 'dkk',
    payment_method_types: ['card'],
    locale: stripeLocales[request.locale],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: expiresAt,
    // On the session (its completion event names the owner) and on the SetupIntent.
    metadata: owner,
    setup_intent_data: { metadata: owner },
  };
}

function unavailable(cause: unknown): DomainError {
  return new DomainError('payment_provider_unavailable', undefined, { cause });
}

/**
 * Stripe's answer in the port's words: a 4xx is our request's fault (StripeRequestError);
 * 429 (rate limited) and 409 (another request with this key still running) pass with time, like
 * a 5xx, and a retry with the same key is safe; no answer (refused, reset, DNS, the timeout) too.
 */
function mapped(Sdk: StripeSdk, error: unknown): Error {
  if (error instanceof Sdk.errors.StripeError) {
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429) {
      return new StripeRequestError(status, error.rawType, error.code, error.message, error.requestId, {
        ...(error.decline_code ? { declineCode: error.decline_code } : {}),
        ...(error.payment_intent?.id ? { paymentIntentId: error.payment_intent.id } : {}),
      });
    }
  }
  return unavailable(error);
}

/** The client for an API base: host, port and protocol from the base, its path before Stripe's `/v1/…`. */
function clientOf(Sdk: StripeSdk, apiKey: string, options: StripePaymentsOptions): Stripe {
  const base = new URL(options.apiBase);
  const prefix = base.pathname.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const prefixed: typeof fetch = (input, init) => {
    if (!prefix) return send(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    url.pathname = `${prefix}${url.pathname}`;
    return send(url, init);
  };
  const https = base.protocol === 'https:';
  return new Sdk(apiKey, {
    apiVersion: stripeApiVersion,
    host: base.hostname,
    port: Number(base.port || (https ? 443 : 80)),
    protocol: https ? 'https' : 'http',
    httpClient: Sdk.createFetchHttpClient(prefixed),
    timeout: options.timeoutMs ?? defaultTimeoutMs,
    // No retries inside a call: the callers retry (SQS, the jobs, the buyer) with the same idempotency key.
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** What each command sends its requests through: one per adapter, shared by its commands. */
export interface StripeApi {
  /** One request through the SDK, an X-Ray subsegment when traced (ids are metadata, not annotations), its errors mapped. */
  call<T>(operation: string, request: (stripe: Stripe) => Promise<T>): Promise<T>;
  /** The SDK module itself (webhook verification needs no client). */
  sdk(): Promise<StripeSdk>;
  options: StripePaymentsOptions;
  now: () => Date;
}

function stripeApi(options: StripePaymentsOptions): StripeApi {
  const now = options.now ?? (() => new Date());
  let client: { apiKey: string; stripe: Stripe } | undefined;

  async function send<T>(request: (stripe: Stripe) => Promise<T>): Promise<T> {
    const [{ apiKey }, Sdk] = await Promise.all([options.credentials(), loadSdk()]);
    // A rotated key (the credentials are re-read) gets a client of its own.
    if (client?.apiKey !== apiKey) client = { apiKey, stripe: clientOf(Sdk, apiKey, options) };
    try {
      return await request(client.stripe);
    } catch (error) {
      throw mapped(Sdk, error);
    }
  }

  const call = <T>(operation: string, request: (stripe: Stripe) => Promise<T>) => traced('Stripe', { namespace: 'remote', operation }, () => send(request));
  return { call, sdk: loadSdk, options, now };
}

/** One Payments or SavedCards method over Stripe's API. */
export type StripeCommand<K extends keyof (Payments & SavedCards)> = (api: StripeApi) => (Payments & SavedCards)[K];
type StripeCommands<K extends keyof (Payments & SavedCards)> = { [P in K]: StripeCommand<P> };

function hostedPage(session: Stripe.Checkout.Session): { id: string; url: string; expiresAt: string } {
  if (!session.url) throw new Error(`Checkout Session ${session.id} came without a URL`);
  return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000).toISOString() };
}

/*
 * The commands, one export each, so that a function composing only some (`stripePaymentsOf`)
 * carries only what they read: the orders Lambda carries no saved cards and no webhook.
 */

export const stripeCreateCheckout: StripeCommand<'createCheckout'> = (api) => async (request: CheckoutRequest) => {
  assertCheckoutAmount(request);
  const expiresAt = Math.floor(Date.parse(request.expiresAt) / 1000);
  const session = await api.call('POST /v1/checkout/sessions', (stripe) =>
    stripe.checkout.sessions.create(checkoutParams(request, expiresAt), { idempotencyKey: request.idempotencyKey }),
  );
  return hostedPage(session);
};

const retrieveSession = (api: StripeApi, checkoutId: string) => api.call('GET /v1/checkout/sessions/{id}', (stripe) => stripe.checkout.sessions.retrieve(checkoutId));

export const stripeCheckoutState: StripeCommand<'checkoutState'> = (api) => async (checkoutId) => {
  return checkoutStateFromStripe(await retrieveSession(api, checkoutId));
};

export const stripeExpireCheckout: StripeCommand<'expireCheckout'> = (api) => async (checkoutId, idempotencyKey) => {
  try {
    return checkoutStateFromStripe(await api.call('POST /v1/checkout/sessions/{id}/expire', (stripe) => stripe.checkout.sessions.expire(checkoutId, {}, { idempotencyKey })));
  } catch (error) {
    // Only open sessions can be expired: one that closed meanwhile (paid a moment ago, expired by Stripe) is read instead.
    if (error instanceof StripeRequestError && error.status === 400) return checkoutStateFromStripe(await retrieveSession(api, checkoutId));
    throw error;
  }
};

export const stripeRefund: StripeCommand<'refund'> = (api) => async (request: RefundRequest) => {
  if (!Number.isInteger(request.amount) || request.amount < 1) throw new Error(`A refund of ${request.amount} øre is not a refund`);
  const refund = await api.call('POST /v1/refunds', (stripe) => stripe.refunds.create(refundParams(request), { idempotencyKey: request.idempotencyKey }));
  return { id: refund.id, status: refundStatus(refund.status), amount: refund.amount };
};

export const stripeCreateCustomer: StripeCommand<'createCustomer'> = (api) => async (request) => {
  const customer = await api.call('POST /v1/customers', (stripe) =>
    stripe.customers.create(
      { email: request.email, name: request.name, metadata: { owner_type: request.ownerType, owner_id: request.ownerId } },
      { idempotencyKey: request.idempotencyKey },
    ),
  );
  return { customerId: customer.id };
};

export const stripeCreateCardSetup: StripeCommand<'createCardSetup'> = (api) => async (request) => {
  const expiresAt = Math.floor(Date.parse(request.expiresAt) / 1000);
  const session = await api.call('POST /v1/checkout/sessions', (stripe) =>
    stripe.checkout.sessions.create(cardSetupParams(request, expiresAt), { idempotencyKey: request.idempotencyKey }),
  );
  return hostedPage(session);
};

export const stripeCardOfSetup: StripeCommand<'cardOfSetup'> = (api) => async (setupIntentId) => {
  const setupIntent = await api.call('GET /v1/setup_intents/{id}', (stripe) => stripe.setupIntents.retrieve(setupIntentId));
  const paymentMethodId = typeof setupIntent.payment_method === 'string' ? setupIntent.payment_method : setupIntent.payment_method?.id;
  if (!paymentMethodId) throw new Error(`SetupIntent ${setupIntentId} saved no card`);
  return savedCardFromStripe(await api.call('GET /v1/payment_methods/{id}', (stripe) => stripe.paymentMethods.retrieve(paymentMethodId)));
};

export const stripeDetachCard: StripeCommand<'detachCard'> = (api) => async (paymentMethodId, idempotencyKey) => {
  try {
    await api.call('POST /v1/payment_methods/{id}/detach', (stripe) => stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey }));
  } catch (error) {
    // Already detached (a retried delete, or detached at the provider): nothing left to do.
    if (error instanceof StripeRequestError && (error.status === 400 || error.status === 404)) return;
    throw error;
  }
};

export const stripeCreateOffSessionPayment: StripeCommand<'createOffSessionPayment'> = (api) => async (request) => {
  if (!Number.isInteger(request.amount) || request.amount < 1) throw new Error(`A charge of ${request.amount} øre is not a charge`);
  const intent = await api.call('POST /v1/payment_intents', (stripe) =>
    stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        customer: request.customerId,
        payment_method: request.paymentMethodId,
        description: request.description,
        metadata: request.metadata,
      },
      { idempotencyKey: request.idempotencyKey },
    ),
  );
  return { paymentId: intent.id };
};

const retrieveIntent = (api: StripeApi, paymentId: string) => api.call('GET /v1/payment_intents/{id}', (stripe) => stripe.paymentIntents.retrieve(paymentId));

export const stripeConfirmOffSessionPayment: StripeCommand<'confirmOffSessionPayment'> = (api) => async (paymentId, idempotencyKey) => {
  try {
    const intent = await api.call('POST /v1/payment_intents/{id}/confirm', (stripe) => stripe.paymentIntents.confirm(paymentId, { off_session: true }, { idempotencyKey }));
    return offSessionResult(intent) as OffSessionChargeResult;
  } catch (error) {
    // 402: the card was declined (or the bank wants the cardholder): an answer, not a fault.
    if (error instanceof StripeRequestError && error.status === 402) {
      return { outcome: 'failed', paymentId: error.card.paymentIntentId ?? paymentId, reason: error.card.declineCode ?? error.code ?? 'card_declined' };
    }
    // Confirmed already (another run, or an answer lost on its way): its state is the answer.
    if (error instanceof StripeRequestError && error.code === 'payment_intent_unexpected_state') {
      const state = offSessionResult(await retrieveIntent(api, paymentId));
      if (state.outcome === 'succeeded' || state.outcome === 'failed' || state.outcome === 'pending') return state;
    }
    throw error;
  }
};

export const stripeOffSessionPayment: StripeCommand<'offSessionPayment'> = (api) => async (paymentId) => {
  return offSessionResult(await retrieveIntent(api, paymentId));
};

/** The header's value whatever its case (API Gateway lower-cases names; other callers may not). */
function headerValue(headers: Record<string, string | undefined>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/**
 * The SDK verifies the signature (one v1 value of the header matching is enough, v0 never counts)
 * and refuses a timestamp older than the tolerance; one as far in the future is refused here, as
 * Stripe's clock never runs that far ahead of ours.
 */
export const stripeVerifyWebhook: StripeCommand<'verifyWebhook'> = (api) => async (rawBody, headers) => {
  const [{ webhookSecret }, Sdk] = await Promise.all([api.options.credentials(), api.sdk()]);
  const header = headerValue(headers, 'stripe-signature');
  if (!header) throw new WebhookSignatureError('No Stripe-Signature header');
  const nowMs = api.now().getTime();
  let event: Stripe.Event;
  try {
    event = Sdk.webhooks.constructEvent(rawBody, header, webhookSecret, webhookToleranceSeconds, undefined, nowMs);
  } catch (error) {
    // A bad signature, or a correctly signed body that is not JSON.
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'Stripe-Signature does not verify', { cause: error });
  }
  const timestampSeconds = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
  if (timestampSeconds - nowMs / 1000 > webhookToleranceSeconds)
    throw new WebhookSignatureError(`Stripe-Signature timestamp is ${Math.round(timestampSeconds - nowMs / 1000)} s ahead of now`);
  return paymentEventFromStripe(event);
};

const everyCommand: StripeCommands<keyof (Payments & SavedCards)> = {
  createCheckout: stripeCreateCheckout,
  checkoutState: stripeCheckoutState,
  expireCheckout: stripeExpireCheckout,
  refund: stripeRefund,
  createCustomer: stripeCreateCustomer,
  createCardSetup: stripeCreateCardSetup,
  cardOfSetup: stripeCardOfSetup,
  detachCard: stripeDetachCard,
  createOffSessionPayment: stripeCreateOffSessionPayment,
  confirmOffSessionPayment: stripeConfirmOffSessionPayment,
  offSessionPayment: stripeOffSessionPayment,
  verifyWebhook: stripeVerifyWebhook,
};

/** Payments and saved cards of the given options: the commands a function calls. */
export function stripePaymentsOf<K extends keyof (Payments & SavedCards)>(options: StripePaymentsOptions, commands: StripeCommands<K>): Pick<Payments & SavedCards, K> {
  const api = stripeApi(options);
  const payments = {} as Record<K, unknown>;
  for (const [name, command] of Object.entries(commands) as [K, StripeCommand<K>][]) payments[name] = command(api);
  return payments as Pick<Payments & SavedCards, K>;
}

/** Every command (tests, the simulator's). */
export const createStripePayments = (options: StripePaymentsOptions): Payments & SavedCards => stripePaymentsOf(options, everyCommand);
