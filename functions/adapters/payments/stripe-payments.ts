import { DomainError } from '../../errors.ts';
import {
  type CardSetupRequest,
  type CheckoutRequest,
  type OffSessionChargeResult,
  type Payments,
  type RefundRequest,
  type SavedCards,
  WebhookSignatureError,
} from '../../ports/payments.ts';
import type { StripeCredentials } from './stripe-credentials.ts';
import { checkoutStateFromStripe, offSessionResult, paymentEventFromStripe, refundStatus, savedCardFromStripe } from './stripe-events.ts';
import { headerValue, verifyStripeSignature } from './stripe-signature.ts';
import { traced } from '../tracing/xray-subsegments.ts';

export { stripeSignatureHeader } from './stripe-signature.ts';

/**
 * The Payments port on Stripe's REST API with plain `fetch` and form-encoded bodies, as Stripe's
 * API takes them. No `stripe` package: it would take most of a function's 300 KB bundle budget.
 * The local runtime points the same adapter at the payment simulator (PAYMENTS_API_BASE).
 */

/** The API version we read and write; pinned so a dashboard upgrade cannot change the shapes under us. */
export const stripeApiVersion = '2025-08-27.basil';

const defaultTimeoutMs = 10_000;

export interface StripePaymentsOptions {
  /** `https://api.stripe.com`, or the simulator's `<portal>/dev/pay/api`. */
  apiBase: string;
  credentials: () => Promise<StripeCredentials>;
  now?: () => Date;
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

type Form = Array<[string, string | number]>;

/** Stripe Checkout has no Faroese; Danish is the language Faroese buyers read best after their own. */
const stripeLocales: Record<CheckoutRequest['locale'], string> = { fo: 'da', en: 'en' };

function checkoutForm(request: CheckoutRequest, expiresAt: number): Form {
  const form: Form = [
    ['mode', 'payment'],
    ['client_reference_id', request.orderId],
    ['metadata[order_id]', request.orderId],
    // On the PaymentIntent too, so payment_intent.payment_failed names the order.
    ['payment_intent_data[metadata][order_id]', request.orderId],
    ['customer_email', request.customerEmail],
    ['locale', stripeLocales[request.locale]],
    ['success_url', request.successUrl],
    ['cancel_url', request.cancelUrl],
    ['expires_at', expiresAt],
  ];
  request.lines.forEach((line, index) => {
    const item = `line_items[${index}]`;
    form.push(
      [`${item}[price_data][currency]`, request.currency.toLowerCase()],
      [`${item}[price_data][product_data][name]`, line.description],
      [`${item}[price_data][unit_amount]`, line.unitAmount],
      [`${item}[quantity]`, line.quantity],
    );
  });
  return form;
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

function refundForm(request: RefundRequest): Form {
  const form: Form = [
    ['payment_intent', request.paymentId],
    ['amount', request.amount],
    ['reason', request.reason],
  ];
  if (request.orderId) form.push(['metadata[order_id]', request.orderId]);
  return form;
}

function unavailable(cause: unknown): DomainError {
  return new DomainError('payment_provider_unavailable', undefined, { cause });
}

/** Stripe's JSON error body, or whatever came instead. */
async function readError(response: Response): Promise<{ type?: string; code?: string; decline_code?: string; payment_intent?: { id?: string }; message: string }> {
  const text = await response.text().catch(() => '');
  try {
    const { error } = JSON.parse(text) as { error?: { type?: string; code?: string; decline_code?: string; payment_intent?: { id?: string }; message?: string } };
    if (error) return { ...error, message: error.message ?? text };
  } catch {
    // not JSON: keep the text
  }
  return { message: text.slice(0, 500) || response.statusText };
}

function cardSetupForm(request: CardSetupRequest, expiresAt: number): Form {
  const owner: Form = [
    ['owner_type', request.ownerType],
    ['owner_id', request.ownerId],
    ['user_id', request.userId],
  ];
  return [
    ['mode', 'setup'],
    ['customer', request.customerId],
    ['currency', 'dkk'],
    ['payment_method_types[0]', 'card'],
    ['locale', stripeLocales[request.locale]],
    ['success_url', request.successUrl],
    ['cancel_url', request.cancelUrl],
    ['expires_at', expiresAt],
    // On the session (its completion event names the owner) and on the SetupIntent.
    ...owner.map(([key, value]): [string, string | number] => [`metadata[${key}]`, value]),
    ...owner.map(([key, value]): [string, string | number] => [`setup_intent_data[metadata][${key}]`, value]),
  ];
}

/** What each command sends its requests through: one per adapter, shared by its commands. */
export interface StripeApi {
  post<T>(path: string, form: Form, idempotencyKey: string): Promise<T>;
  get<T>(path: string): Promise<T>;
  options: StripePaymentsOptions;
  now: () => Date;
}

function stripeApi(options: StripePaymentsOptions): StripeApi {
  const now = options.now ?? (() => new Date());
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const apiBase = options.apiBase.replace(/\/+$/, '');

  const post = <T>(path: string, form: Form, idempotencyKey: string) => call<T>('POST', path, { form, idempotencyKey });
  const get = <T>(path: string) => call<T>('GET', path, {});

  /** One request to Stripe, an X-Ray subsegment when traced (the path's ids are metadata, not annotations). */
  function call<T>(method: 'GET' | 'POST', path: string, request: { form?: Form; idempotencyKey?: string }): Promise<T> {
    return traced('Stripe', { namespace: 'remote', operation: `${method} ${path.split('?')[0]}` }, () => send<T>(method, path, request));
  }

  async function send<T>(method: 'GET' | 'POST', path: string, request: { form?: Form; idempotencyKey?: string }): Promise<T> {
    const { apiKey } = await options.credentials();
    let response: Response;
    try {
      response = await fetchFn(`${apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          'stripe-version': stripeApiVersion,
          ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(request.idempotencyKey ? { 'idempotency-key': request.idempotencyKey } : {}),
        },
        body: request.form ? new URLSearchParams(request.form.map(([key, value]) => [key, String(value)])).toString() : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unavailable(error); // refused, reset, DNS, or the timeout
    }
    // 429 (rate limited) and 409 (another request with this key still running) pass with time,
    // like a 5xx; a retry with the same key is safe.
    if (response.status >= 500 || response.status === 429 || response.status === 409) {
      throw unavailable(new Error(`Stripe answered ${response.status} on ${path}: ${(await readError(response)).message}`));
    }
    if (!response.ok) {
      const error = await readError(response);
      throw new StripeRequestError(response.status, error.type, error.code, error.message, response.headers.get('request-id') ?? undefined, {
        ...(error.decline_code ? { declineCode: error.decline_code } : {}),
        ...(error.payment_intent?.id ? { paymentIntentId: error.payment_intent.id } : {}),
      });
    }
    try {
      return (await response.json()) as T;
    } catch (error) {
      throw unavailable(error); // cut off mid-body
    }
  }

  return { post, get, options, now };
}

/** One Payments or SavedCards method over Stripe's API. */
export type StripeCommand<K extends keyof (Payments & SavedCards)> = (api: StripeApi) => (Payments & SavedCards)[K];
type StripeCommands<K extends keyof (Payments & SavedCards)> = { [P in K]: StripeCommand<P> };

/*
 * The commands, one export each, so that a function composing only some (`stripePaymentsOf`)
 * bundles only what they read: the orders Lambda carries no saved cards and no webhook (npm run bench).
 */

export const stripeCreateCheckout: StripeCommand<'createCheckout'> = (api) => async (request: CheckoutRequest) => {
  assertCheckoutAmount(request);
  const expiresAt = Math.floor(Date.parse(request.expiresAt) / 1000);
  const session = await api.post<{ id: string; url: string; expires_at: number }>('/v1/checkout/sessions', checkoutForm(request, expiresAt), request.idempotencyKey);
  return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000).toISOString() };
};

export const stripeCheckoutState: StripeCommand<'checkoutState'> = (api) => async (checkoutId) => {
  return checkoutStateFromStripe(await api.get(`/v1/checkout/sessions/${encodeURIComponent(checkoutId)}`));
};

export const stripeExpireCheckout: StripeCommand<'expireCheckout'> = (api) => async (checkoutId, idempotencyKey) => {
  try {
    return checkoutStateFromStripe(await api.post(`/v1/checkout/sessions/${encodeURIComponent(checkoutId)}/expire`, [], idempotencyKey));
  } catch (error) {
    // Only open sessions can be expired: one that closed meanwhile (paid a moment ago, expired by Stripe) is read instead.
    if (error instanceof StripeRequestError && error.status === 400) return checkoutStateFromStripe(await api.get(`/v1/checkout/sessions/${encodeURIComponent(checkoutId)}`));
    throw error;
  }
};

export const stripeRefund: StripeCommand<'refund'> = (api) => async (request: RefundRequest) => {
  if (!Number.isInteger(request.amount) || request.amount < 1) throw new Error(`A refund of ${request.amount} øre is not a refund`);
  const refund = await api.post<{ id: string; status: string; amount: number }>('/v1/refunds', refundForm(request), request.idempotencyKey);
  return { id: refund.id, status: refundStatus(refund.status), amount: refund.amount };
};

export const stripeCreateCustomer: StripeCommand<'createCustomer'> = (api) => async (request) => {
  const customer = await api.post<{ id: string }>(
    '/v1/customers',
    [
      ['email', request.email],
      ['name', request.name],
      ['metadata[owner_type]', request.ownerType],
      ['metadata[owner_id]', request.ownerId],
    ],
    request.idempotencyKey,
  );
  return { customerId: customer.id };
};

export const stripeCreateCardSetup: StripeCommand<'createCardSetup'> = (api) => async (request) => {
  const expiresAt = Math.floor(Date.parse(request.expiresAt) / 1000);
  const session = await api.post<{ id: string; url: string; expires_at: number }>('/v1/checkout/sessions', cardSetupForm(request, expiresAt), request.idempotencyKey);
  return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000).toISOString() };
};

export const stripeCardOfSetup: StripeCommand<'cardOfSetup'> = (api) => async (setupIntentId) => {
  const setupIntent = await api.get<{ payment_method: string | { id: string } | null }>(`/v1/setup_intents/${encodeURIComponent(setupIntentId)}`);
  const paymentMethodId = typeof setupIntent.payment_method === 'string' ? setupIntent.payment_method : setupIntent.payment_method?.id;
  if (!paymentMethodId) throw new Error(`SetupIntent ${setupIntentId} saved no card`);
  return savedCardFromStripe(await api.get(`/v1/payment_methods/${encodeURIComponent(paymentMethodId)}`));
};

export const stripeDetachCard: StripeCommand<'detachCard'> = (api) => async (paymentMethodId, idempotencyKey) => {
  try {
    await api.post(`/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/detach`, [], idempotencyKey);
  } catch (error) {
    // Already detached (a retried delete, or detached at the provider): nothing left to do.
    if (error instanceof StripeRequestError && (error.status === 400 || error.status === 404)) return;
    throw error;
  }
};

export const stripeCreateOffSessionPayment: StripeCommand<'createOffSessionPayment'> = (api) => async (request) => {
  if (!Number.isInteger(request.amount) || request.amount < 1) throw new Error(`A charge of ${request.amount} øre is not a charge`);
  const form: Form = [
    ['amount', request.amount],
    ['currency', request.currency.toLowerCase()],
    ['customer', request.customerId],
    ['payment_method', request.paymentMethodId],
    ['description', request.description],
    ...Object.entries(request.metadata).map(([key, value]): [string, string] => [`metadata[${key}]`, value]),
  ];
  const intent = await api.post<{ id: string }>('/v1/payment_intents', form, request.idempotencyKey);
  return { paymentId: intent.id };
};

export const stripeConfirmOffSessionPayment: StripeCommand<'confirmOffSessionPayment'> = (api) => async (paymentId, idempotencyKey) => {
  const path = `/v1/payment_intents/${encodeURIComponent(paymentId)}`;
  try {
    return offSessionResult(await api.post(`${path}/confirm`, [['off_session', 'true']], idempotencyKey)) as OffSessionChargeResult;
  } catch (error) {
    // 402: the card was declined (or the bank wants the cardholder): an answer, not a fault.
    if (error instanceof StripeRequestError && error.status === 402) {
      return { outcome: 'failed', paymentId: error.card.paymentIntentId ?? paymentId, reason: error.card.declineCode ?? error.code ?? 'card_declined' };
    }
    // Confirmed already (another run, or an answer lost on its way): its state is the answer.
    if (error instanceof StripeRequestError && error.code === 'payment_intent_unexpected_state') {
      const state = offSessionResult(await api.get(path));
      if (state.outcome === 'succeeded' || state.outcome === 'failed' || state.outcome === 'pending') return state;
    }
    throw error;
  }
};

export const stripeOffSessionPayment: StripeCommand<'offSessionPayment'> = (api) => async (paymentId) => {
  return offSessionResult(await api.get(`/v1/payment_intents/${encodeURIComponent(paymentId)}`));
};

export const stripeVerifyWebhook: StripeCommand<'verifyWebhook'> = (api) => async (rawBody, headers) => {
  const { webhookSecret } = await api.options.credentials();
  verifyStripeSignature({ secret: webhookSecret, rawBody, header: headerValue(headers, 'stripe-signature'), now: api.now() });
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('The signed body is not JSON');
  }
  return paymentEventFromStripe(body);
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
