import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { stripeApiVersion } from '#functions/adapters/payments/stripe-payments.ts';
import type { Mount } from '../gateway.ts';
import { cardSetupPage, checkoutPage, closedSessionPage, escapeHtml, fieldNames, formatDkk, notFoundPage, overviewPage } from './pages.ts';
import { decodeStripeForm, type FormObject, type FormValue, formFingerprint, formList, formStrings } from './stripe-form.ts';
import {
  type CheckoutLineObject,
  type CheckoutSessionObject,
  type CustomerObject,
  type PaymentIntentObject,
  type PaymentMethodObject,
  type SetupIntentObject,
  type RefundObject,
  type StripeErrorBody,
  type StripeEventObject,
  snapshot,
  stripeId,
  unixSeconds,
} from './stripe-objects.ts';
import { type ApiAnswer, type IntentRecord, loadPaymentState, type PaymentMethodRecord, savePaymentState, type SessionRecord, undeliveredEvents } from './simulator-state.ts';
import { type CardForm, cardExpiredAt, cardOutcome, cardProblems, readExpiry, testCardOf } from './test-cards.ts';
import { createWebhookSender, type WebhookDelivery } from './webhook-sender.ts';

/**
 * The local Stripe: the subset of Stripe's API the Payments adapter uses (Checkout Sessions,
 * refunds, idempotency keys; Customers, Checkout in `setup` mode, SetupIntents, saved
 * PaymentMethods and their detaching, off-session PaymentIntents), a hosted checkout page and a
 * hosted card-setup page with Stripe's test cards, and webhooks
 * signed as Stripe signs them. Mounted by the local gateway under `/dev/pay` on the portal's
 * own origin; the adapter reaches it with PAYMENTS_API_BASE = `apiBase`. In memory, or with a
 * data file kept there after every change, so a restarted runtime finds its sessions, payments
 * and refunds, and gets the webhooks it never acknowledged.
 */

export interface PaymentSimulatorOptions {
  /** The portal's local origin, e.g. `http://127.0.0.1:3000`. */
  portalUrl: string;
  /** The portal's webhook, `<portal>/api/webhooks/payments`. */
  webhookUrl: string;
  apiKey: string;
  webhookSecret: string;
  /** The local runtime passes its movable clock, so signatures and expiry move with `/dev/clock`. */
  now?: () => Date;
  /** How late card 4000 0000 0000 3220's webhook arrives (default 4 s). */
  delayedWebhookMs?: number;
  /** Waits before the retries of a failed webhook (default 0.5 s, 2 s, 5 s). */
  webhookRetryDelaysMs?: readonly number[];
  /** Keep the state in this JSON file (read at start, written after every change); in memory when absent. */
  dataFile?: string;
  /**
   * How long after start the webhooks a previous run never got acknowledged are sent again
   * (default 3 s); null: only when `resumeWebhooks()` is called (the runtime calls it once the portal listens).
   */
  pendingWebhooksDelayMs?: number | null;
}

/** How the test hook {@link PaymentSimulator.pay} pays. */
export interface SimulatedPayment {
  /** What the provider reports and charges instead of the session's amount_total (a tampered checkout). */
  amount?: number;
  /** What the provider reports instead of `dkk`. */
  currency?: string;
  /** The webhook comes `delayedWebhookMs` late, as with card 4000 0000 0000 3220. */
  delayedWebhook?: boolean;
}

export interface PaymentSimulator {
  readonly mount: Mount;
  /** Stripe's API base for the adapter: `<portal>/dev/pay/api` (paths `/v1/...` below it). */
  readonly apiBase: string;
  sessions(): CheckoutSessionObject[];
  /** Every event created, oldest first. */
  events(): StripeEventObject[];
  /** Every webhook POST: event id, attempt, the portal's status or the error. */
  deliveries(): WebhookDelivery[];
  refunds(): RefundObject[];
  /** Posts the same event again, freshly signed (a replay, as Stripe's "Resend"). */
  resend(eventId: string): Promise<WebhookDelivery>;
  /** Expires an open session now and posts `checkout.session.expired` (resolves after the first attempt). */
  expireSession(id: string): Promise<StripeEventObject>;
  /**
   * The buyer pays the open session with the test card 4242, as the checkout page's POST does;
   * `amount`/`currency` make the provider report and charge something else than the session
   * asked. Resolves with the `checkout.session.completed` event after the first webhook attempt
   * (at once with `delayedWebhook`).
   */
  pay(sessionId: string, payment?: SimulatedPayment): Promise<StripeEventObject>;
  /**
   * A second, separate successful payment for a paid session's order: a new succeeded
   * PaymentIntent (the session's metadata and amount, refundable like the first) and a new
   * `checkout.session.completed` event for a copy of the session naming it. Resolves with that
   * event after the first webhook attempt.
   */
  payAgain(sessionId: string): Promise<StripeEventObject>;
  customers(): CustomerObject[];
  /** Every saved card (PaymentMethod), detached ones with `customer: null`. */
  paymentMethods(): PaymentMethodObject[];
  /** Every PaymentIntent: Checkout's and off-session charges of saved cards. */
  paymentIntents(): PaymentIntentObject[];
  /**
   * The cardholder saves a card on an open setup session, as the card-setup page's POST does
   * (default 4242 4242 4242 4242, expiry 12/40). Resolves with `checkout.session.completed`
   * after its first webhook attempt.
   */
  saveCard(sessionId: string, card?: { cardNumber?: string; expiry?: string }): Promise<StripeEventObject>;
  /** The provider's API answers 503 to everything while false (a provider outage); pages and webhooks go on. */
  setApiAvailable(available: boolean): void;
  /** Sends again the webhooks a previous run (the data file) never got acknowledged, as Stripe keeps retrying; once, later calls do nothing. */
  resumeWebhooks(): void;
  /**
   * Takes the portal's webhook endpoint down (false) or back (true), as an outage longer than
   * the provider's retries: events stay unacknowledged until a resend. Reconciliation tests use it.
   */
  setWebhooksReachable(reachable: boolean): void;
  /** Cancels pending retries, delayed webhooks and the expiry sweep. */
  stop(): void;
}

const prefix = '/dev/pay';
const maxBodyBytes = 1024 * 1024;
/** How long the checkout waits for the portal to take the webhook before redirecting the buyer anyway. */
const firstAttemptWaitMs = 2_000;
const attemptTimeoutMs = 10_000;
const sessionMinimumSeconds = 30 * 60;
const sessionMaximumSeconds = 24 * 3600;
const refundReasons = ['duplicate', 'fraudulent', 'requested_by_customer'];
/** How long Stripe keeps an idempotency key: "keys are eligible to be removed … after they're at least 24 hours old". */
const idempotencyKeyKeptMs = 24 * 3600 * 1000;

type PageAnswer = { status: number; html: string } | { redirect: string };

/** A request parameter Stripe would refuse before doing anything (such answers are not kept for idempotency). */
class ParameterError extends Error {
  constructor(
    readonly param: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

function stripeError(status: number, error: StripeErrorBody['error']): ApiAnswer {
  return { status, body: { error } satisfies StripeErrorBody };
}

const noSuchSession = (id: string): ApiAnswer =>
  stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'session', message: `No such checkout.session: '${id}'` });

const missing = (param: string) => new ParameterError(param, `Missing required param: ${param}.`, 'parameter_missing');

function text(value: FormValue | undefined, param: string, options: { required?: boolean } = {}): string | null {
  if (value === undefined || value === '') {
    if (options.required) throw missing(param);
    return null;
  }
  if (typeof value !== 'string') throw new ParameterError(param, `Invalid string: ${param} must be a string.`);
  return value;
}

function integer(value: FormValue | undefined, param: string, minimum: number): number {
  if (value === undefined || value === '') throw missing(param);
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) throw new ParameterError(param, `Invalid integer: ${String(value)}`, 'parameter_invalid_integer');
  const number = Number(value);
  if (number < minimum) throw new ParameterError(param, `This value must be greater than or equal to ${minimum}.`, 'parameter_invalid_integer');
  return number;
}

function strings(value: FormValue | undefined, param: string): Record<string, string> {
  const read = formStrings(value);
  if (!read) throw new ParameterError(param, `Invalid object: ${param} must map keys to strings.`);
  return read;
}

function absoluteUrl(value: FormValue | undefined, param: string): string {
  const url = text(value, param, { required: true })!;
  if (!URL.canParse(url.replaceAll('{CHECKOUT_SESSION_ID}', 'x'))) throw new ParameterError(param, `Not a valid URL: ${param}.`, 'url_invalid');
  return url;
}

function readLines(form: FormObject): CheckoutLineObject[] {
  const items = formList(form.line_items);
  if (!items || items.length === 0) throw missing('line_items');
  return items.map((item, index) => {
    const param = `line_items[${index}]`;
    if (typeof item !== 'object') throw new ParameterError(param, `Invalid object: ${param}.`);
    const price = item.price_data;
    if (typeof price !== 'object') throw new ParameterError(`${param}[price_data]`, `This simulator takes inline prices only: send ${param}[price_data].`, 'parameter_missing');
    if (text(price.currency, `${param}[price_data][currency]`, { required: true })!.toLowerCase() !== 'dkk') {
      throw new ParameterError(`${param}[price_data][currency]`, 'The payment simulator charges in DKK only.');
    }
    const product = typeof price.product_data === 'object' ? price.product_data : {};
    return {
      name: text(product.name, `${param}[price_data][product_data][name]`, { required: true })!,
      unitAmount: integer(price.unit_amount, `${param}[price_data][unit_amount]`, 0),
      quantity: integer(item.quantity, `${param}[quantity]`, 1),
    };
  });
}

function sendJson(response: ServerResponse, answer: ApiAnswer): void {
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...answer.headers });
  response.end(JSON.stringify(answer.body, null, 2));
}

function sendPage(response: ServerResponse, answer: PageAnswer): void {
  if ('redirect' in answer) {
    response.writeHead(303, { location: answer.redirect, 'cache-control': 'no-store' });
    response.end();
    return;
  }
  response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
  response.end(answer.html);
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function createPaymentSimulator(options: PaymentSimulatorOptions): PaymentSimulator {
  const portalUrl = options.portalUrl.replace(/\/+$/, '');
  const apiBase = `${portalUrl}${prefix}/api`;
  const now = options.now ?? (() => new Date());
  const delayedWebhookMs = options.delayedWebhookMs ?? 4_000;

  const state = loadPaymentState(options.dataFile);
  const { sessions, intents, refunds, events, idempotency, customers, paymentMethods, setupIntents } = state;
  let apiAvailable = true;
  /** How long every API answer is held after its work is done (`POST /dev/pay/faults`). */
  let slowAnswersMs = 0;
  /** How much longer the answers of requests that charged a card are held (`POST /dev/pay/faults`). */
  let slowChargesMs = 0;
  /** `refunds_down`: every refund answered 503 (the provider's outage), nothing refunded. */
  let refundsDown = false;
  const keyQueues = new Map<string, Promise<unknown>>();
  /** What the last run (the data file) posted and the portal never acknowledged: sent again by `resumeWebhooks`. */
  const leftUnacknowledged = undeliveredEvents(state);
  let resumeTimer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** Called synchronously after each change, before anything is answered or sent. A stopped simulator writes nothing (a new one may own the file). */
  const save = () => {
    if (!stopped) savePaymentState(options.dataFile, state);
  };

  const sender = createWebhookSender({
    webhookUrl: options.webhookUrl,
    webhookSecret: options.webhookSecret,
    now,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [500, 2_000, 5_000],
    attemptTimeoutMs,
    onDelivered: markDelivered,
  });

  // ── events ──

  function markDelivered(eventId: string): void {
    const event = events.find((candidate) => candidate.id === eventId);
    if (!event || event.pending_webhooks === 0) return;
    event.pending_webhooks = 0;
    save();
  }

  function createEvent(type: string, object: StripeEventObject['data']['object'], request?: { id: string; idempotencyKey: string | null }): StripeEventObject {
    const event: StripeEventObject = {
      id: stripeId('evt_'),
      object: 'event',
      api_version: stripeApiVersion,
      created: unixSeconds(now()),
      livemode: false,
      pending_webhooks: 1,
      request: { id: request?.id ?? null, idempotency_key: request?.idempotencyKey ?? null },
      type,
      data: { object: snapshot(object) },
    };
    events.push(event);
    save();
    return event;
  }

  /**
   * Tries the webhook before the buyer is redirected, so in the common case the portal knows the
   * outcome when the buyer lands; a slow portal gets {@link firstAttemptWaitMs} and the rest happens
   * in the background.
   */
  async function deliverBeforeRedirect(event: StripeEventObject): Promise<void> {
    await Promise.race([sender.deliver(event), sleep(firstAttemptWaitMs, undefined, { ref: false })]);
  }

  // ── sessions ──

  function expire(record: SessionRecord, request?: { id: string; idempotencyKey: string | null }): StripeEventObject {
    Object.assign(record.session, { status: 'expired', url: null } satisfies Partial<CheckoutSessionObject>);
    return createEvent('checkout.session.expired', record.session, request);
  }

  /** Stripe expires sessions at expires_at; the simulator notices on access and in a sweep, so a moved clock counts too. */
  function expireIfDue(record: SessionRecord): void {
    if (record.session.status === 'open' && unixSeconds(now()) >= record.session.expires_at) void sender.deliver(expire(record));
  }

  const sweep = setInterval(() => sessions.forEach(expireIfDue), 1_000);
  sweep.unref();

  function sessionExpiry(form: FormObject, created: number): number {
    const expiresAt = form.expires_at === undefined ? created + sessionMaximumSeconds : integer(form.expires_at, 'expires_at', 0);
    if (expiresAt < created + sessionMinimumSeconds || expiresAt > created + sessionMaximumSeconds) {
      throw new ParameterError('expires_at', 'The `expires_at` timestamp must be between 30 minutes and 24 hours after the Checkout Session is created.');
    }
    return expiresAt;
  }

  function createSession(form: FormObject): ApiAnswer {
    const mode = text(form.mode, 'mode', { required: true });
    if (mode === 'setup') return createSetupSession(form);
    if (mode !== 'payment') throw new ParameterError('mode', 'The payment simulator supports mode=payment and mode=setup.');
    const lines = readLines(form);
    const created = unixSeconds(now());
    const expiresAt = sessionExpiry(form, created);
    const id = stripeId('cs_test_', 58);
    const session: CheckoutSessionObject = {
      id,
      object: 'checkout.session',
      url: `${portalUrl}${prefix}/checkout/${id}`,
      amount_total: lines.reduce((total, line) => total + line.unitAmount * line.quantity, 0),
      currency: 'dkk',
      client_reference_id: text(form.client_reference_id, 'client_reference_id'),
      customer_email: text(form.customer_email, 'customer_email'),
      locale: text(form.locale, 'locale'),
      metadata: strings(form.metadata, 'metadata'),
      mode: 'payment',
      payment_status: 'unpaid',
      status: 'open',
      payment_intent: null,
      customer: text(form.customer, 'customer'),
      setup_intent: null,
      success_url: absoluteUrl(form.success_url, 'success_url'),
      // Real Stripe lets cancel_url out; the simulator sends declined buyers back through it.
      cancel_url: absoluteUrl(form.cancel_url, 'cancel_url'),
      created,
      expires_at: expiresAt,
      livemode: false,
    };
    const paymentIntentData = typeof form.payment_intent_data === 'object' ? form.payment_intent_data : {};
    sessions.set(id, { session, lines, intentMetadata: strings(paymentIntentData.metadata, 'payment_intent_data[metadata]') });
    save();
    return { status: 200, body: snapshot(session) };
  }

  /**
   * Checkout in `setup` mode: the cardholder saves a card for later payments, nothing is charged.
   * Stripe can make the Customer itself; this simulator wants it given (`customer`), as the portal does.
   */
  function createSetupSession(form: FormObject): ApiAnswer {
    const customerId = text(form.customer, 'customer', { required: true })!;
    if (!customers.has(customerId)) {
      return stripeError(400, { type: 'invalid_request_error', code: 'resource_missing', param: 'customer', message: `No such customer: '${customerId}'` });
    }
    const currency = text(form.currency, 'currency');
    if (currency && currency.toLowerCase() !== 'dkk') throw new ParameterError('currency', 'The payment simulator charges in DKK only.');
    const created = unixSeconds(now());
    const expiresAt = sessionExpiry(form, created);
    const id = stripeId('cs_test_', 58);
    const session: CheckoutSessionObject = {
      id,
      object: 'checkout.session',
      url: `${portalUrl}${prefix}/checkout/${id}`,
      amount_total: null,
      currency: 'dkk',
      client_reference_id: text(form.client_reference_id, 'client_reference_id'),
      customer_email: null,
      locale: text(form.locale, 'locale'),
      metadata: strings(form.metadata, 'metadata'),
      mode: 'setup',
      payment_status: 'no_payment_required',
      status: 'open',
      payment_intent: null,
      customer: customerId,
      setup_intent: null,
      success_url: absoluteUrl(form.success_url, 'success_url'),
      cancel_url: absoluteUrl(form.cancel_url, 'cancel_url'),
      created,
      expires_at: expiresAt,
      livemode: false,
    };
    const setupIntentData = typeof form.setup_intent_data === 'object' ? form.setup_intent_data : {};
    sessions.set(id, { session, lines: [], intentMetadata: strings(setupIntentData.metadata, 'setup_intent_data[metadata]') });
    save();
    return { status: 200, body: snapshot(session) };
  }

  // ── customers and saved cards ──

  const noSuch = (kind: string, param: string, id: string): ApiAnswer =>
    stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param, message: `No such ${kind}: '${id}'` });

  function createCustomer(form: FormObject): ApiAnswer {
    const customer: CustomerObject = {
      id: stripeId('cus_', 14),
      object: 'customer',
      email: text(form.email, 'email'),
      name: text(form.name, 'name'),
      metadata: strings(form.metadata, 'metadata'),
      created: unixSeconds(now()),
      livemode: false,
    };
    customers.set(customer.id, customer);
    save();
    return { status: 200, body: snapshot(customer) };
  }

  function retrieve<T>(map: Map<string, T>, id: string, kind: string, read: (value: T) => unknown = (value) => value): ApiAnswer {
    const found = map.get(id);
    return found ? { status: 200, body: snapshot(read(found)) } : noSuch(kind, 'id', id);
  }

  /** The card is saved: a PaymentMethod attached to the session's Customer, a succeeded SetupIntent, and their events. */
  function completeSetup(record: SessionRecord, cardNumber: string, expiry: { month: number; year: number }): StripeEventObject {
    const customer = record.session.customer!;
    const created = unixSeconds(now());
    const paymentMethod: PaymentMethodObject = {
      id: stripeId('pm_'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: cardNumber.startsWith('5') ? 'mastercard' : 'visa',
        last4: cardNumber.slice(-4),
        exp_month: expiry.month,
        exp_year: expiry.year,
        funding: 'credit',
        country: 'DK',
      },
      customer,
      metadata: {},
      created,
      livemode: false,
    };
    paymentMethods.set(paymentMethod.id, { paymentMethod, cardNumber });
    const setupIntent: SetupIntentObject = {
      id: stripeId('seti_'),
      object: 'setup_intent',
      status: 'succeeded',
      usage: 'off_session',
      customer,
      payment_method: paymentMethod.id,
      metadata: { ...record.intentMetadata },
      created,
      livemode: false,
    };
    setupIntents.set(setupIntent.id, setupIntent);
    Object.assign(record.session, { status: 'complete', setup_intent: setupIntent.id, url: null } satisfies Partial<CheckoutSessionObject>);
    // Stripe's order: the card is attached, the SetupIntent succeeds, then the session completes.
    void sender.deliver(createEvent('payment_method.attached', paymentMethod));
    void sender.deliver(createEvent('setup_intent.succeeded', setupIntent));
    return createEvent('checkout.session.completed', record.session);
  }

  /** Stripe's "Detach a PaymentMethod": it can no longer be used, and `payment_method.detached` names the Customer it left. */
  function detachPaymentMethod(id: string, request: { id: string; idempotencyKey: string | null }): ApiAnswer {
    const record = paymentMethods.get(id);
    if (!record) return noSuch('payment_method', 'payment_method', id);
    const { paymentMethod } = record;
    if (!paymentMethod.customer) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_method_unexpected_state',
        message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
      });
    }
    const previousCustomer = paymentMethod.customer;
    paymentMethod.customer = null;
    const event = createEvent('payment_method.detached', paymentMethod, request);
    event.data.previous_attributes = { customer: previousCustomer };
    save();
    void sender.deliver(event);
    return { status: 200, body: snapshot(paymentMethod) };
  }

  /**
   * An off-session PaymentIntent of a saved card. With `confirm=true&off_session=true` it is
   * charged at once; without `confirm` it is only made (`requires_confirmation`, nothing
   * charged) and charged by {@link confirmPaymentIntent}, as Stripe does.
   */
  function createPaymentIntent(form: FormObject, request: { id: string; idempotencyKey: string | null }): ApiAnswer {
    const amount = integer(form.amount, 'amount', 1);
    if (text(form.currency, 'currency', { required: true })!.toLowerCase() !== 'dkk') throw new ParameterError('currency', 'The payment simulator charges in DKK only.');
    const customerId = text(form.customer, 'customer', { required: true })!;
    const paymentMethodId = text(form.payment_method, 'payment_method', { required: true })!;
    const confirm = text(form.confirm, 'confirm') === 'true';
    const offSession = text(form.off_session, 'off_session');
    if (confirm && offSession !== 'true') {
      throw new ParameterError('off_session', 'The payment simulator charges saved cards with confirm=true and off_session=true only.');
    }
    if (!confirm && offSession !== null) {
      throw new ParameterError('off_session', 'You passed `off_session` without `confirm=true`. `off_session` can only be used when confirming a PaymentIntent.');
    }
    const metadata = strings(form.metadata, 'metadata');
    if (!customers.has(customerId)) return noSuch('customer', 'customer', customerId);
    const saved = paymentMethods.get(paymentMethodId);
    if (!saved) return noSuch('payment_method', 'payment_method', paymentMethodId);
    if (saved.paymentMethod.customer !== customerId) return notTheCustomers(paymentMethodId, customerId);
    const intent: PaymentIntentObject = {
      id: stripeId('pi_'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: 'dkk',
      status: 'requires_confirmation',
      metadata,
      last_payment_error: null,
      latest_charge: null,
      created: unixSeconds(now()),
      livemode: false,
      customer: customerId,
      payment_method: paymentMethodId,
      description: text(form.description, 'description'),
    };
    intents.set(intent.id, { intent, refunded: 0 });
    if (!confirm) {
      save();
      return { status: 200, body: snapshot(intent) };
    }
    return chargeOffSession(intent, saved, request);
  }

  const notTheCustomers = (paymentMethodId: string, customerId: string | null | undefined): ApiAnswer =>
    stripeError(400, {
      type: 'invalid_request_error',
      param: 'payment_method',
      message: `The provided PaymentMethod ${paymentMethodId} does not belong to the Customer ${customerId}. Attach it to the Customer first.`,
    });

  /**
   * Stripe's "Confirm a PaymentIntent" for a saved card with nobody present (`off_session=true`):
   * only one not charged yet (`requires_confirmation`, or `requires_payment_method` after a
   * decline) is charged; a succeeded one is refused with `payment_intent_unexpected_state`, so
   * one PaymentIntent is never charged twice, whatever the idempotency key.
   */
  function confirmPaymentIntent(id: string, form: FormObject, request: { id: string; idempotencyKey: string | null }): ApiAnswer {
    if (text(form.off_session, 'off_session') !== 'true') throw new ParameterError('off_session', 'The payment simulator confirms saved cards with off_session=true only.');
    const record = intents.get(id);
    if (!record) return noSuch('payment_intent', 'intent', id);
    const { intent } = record;
    if (intent.status !== 'requires_confirmation' && intent.status !== 'requires_payment_method') {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot confirm this PaymentIntent because it has already ${intent.status === 'succeeded' ? 'succeeded after being previously confirmed' : `the status ${intent.status}`}.`,
        payment_intent: snapshot(intent),
      });
    }
    const saved = intent.payment_method ? paymentMethods.get(intent.payment_method) : undefined;
    if (!saved) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: "You cannot confirm this PaymentIntent because it's missing a payment method.",
        payment_intent: snapshot(intent),
      });
    }
    if (saved.paymentMethod.customer !== intent.customer) return notTheCustomers(saved.paymentMethod.id, intent.customer);
    return chargeOffSession(intent, saved, request);
  }

  /**
   * A saved card charged with nobody present: succeeded (200), or declined as the test card says
   * — expired card, decline, `authentication_required` — with Stripe's 402 `card_error` naming
   * the PaymentIntent (left in `requires_payment_method`); each with its webhook.
   */
  function chargeOffSession(intent: PaymentIntentObject, saved: PaymentMethodRecord, request: { id: string; idempotencyKey: string | null }): ApiAnswer {
    const { card } = saved.paymentMethod;
    const outcome = cardExpiredAt({ month: card.exp_month, year: card.exp_year }, now())
      ? ({ kind: 'declined', code: 'expired_card' } as const)
      : (testCardOf(saved.cardNumber)?.offSession ?? ({ kind: 'declined', code: 'card_declined' } as const));
    if (outcome.kind === 'succeeded') {
      charge(intent);
      save();
      void sender.deliver(createEvent('payment_intent.succeeded', intent, request));
      return { status: 200, body: snapshot(intent), chargedCard: true };
    }
    const declineCode = 'declineCode' in outcome ? outcome.declineCode : undefined;
    const message =
      outcome.code === 'authentication_required'
        ? 'Your card was declined. This transaction requires authentication.'
        : outcome.code === 'expired_card'
          ? 'Your card has expired.'
          : declineCode === 'insufficient_funds'
            ? 'Your card has insufficient funds.'
            : 'Your card was declined.';
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { type: 'card_error', code: outcome.code, ...(declineCode ? { decline_code: declineCode } : {}), message };
    save();
    void sender.deliver(createEvent('payment_intent.payment_failed', intent, request));
    return {
      ...stripeError(402, { type: 'card_error', code: outcome.code, ...(declineCode ? { decline_code: declineCode } : {}), message, payment_intent: snapshot(intent) }),
      chargedCard: true,
    };
  }

  /** The session as Stripe answers it: amount_total, currency, status, payment_status and the payment_intent id among the rest. */
  function retrieveSession(id: string): ApiAnswer {
    const record = sessions.get(id);
    if (!record) return noSuchSession(id);
    expireIfDue(record);
    return { status: 200, body: snapshot(record.session) };
  }

  /** Stripe's "Expire a Session": only an open one; the buyer can no longer pay it. */
  function expireSessionRequest(id: string, request: { id: string; idempotencyKey: string | null }): ApiAnswer {
    const record = sessions.get(id);
    if (!record) return noSuchSession(id);
    expireIfDue(record);
    const { status } = record.session;
    if (status !== 'open') {
      return stripeError(400, {
        type: 'invalid_request_error',
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${status}".`,
      });
    }
    void sender.deliver(expire(record, request));
    return { status: 200, body: snapshot(record.session) };
  }

  // ── payments ──

  /** The session's PaymentIntent, made at the first attempt to pay (as Stripe does) and kept for the next. */
  function intentOf(record: SessionRecord): IntentRecord {
    const existing = record.session.payment_intent ? intents.get(record.session.payment_intent) : undefined;
    if (existing) return existing;
    const created = newIntent(record);
    record.session.payment_intent = created.intent.id;
    return created;
  }

  function newIntent(record: SessionRecord): IntentRecord {
    const intent: PaymentIntentObject = {
      id: stripeId('pi_'),
      object: 'payment_intent',
      amount: record.session.amount_total ?? 0,
      amount_received: 0,
      currency: record.session.currency,
      status: 'requires_payment_method',
      metadata: { ...record.intentMetadata },
      last_payment_error: null,
      latest_charge: null,
      created: unixSeconds(now()),
      livemode: false,
    };
    const created = { intent, refunded: 0 };
    intents.set(intent.id, created);
    return created;
  }

  function charge(intent: PaymentIntentObject): void {
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, last_payment_error: null, latest_charge: stripeId('ch_') } satisfies Partial<PaymentIntentObject>);
  }

  /** The card is charged: the session is paid and `checkout.session.completed` is made (sending it is the caller's). */
  function completePayment(record: SessionRecord, charged: { amount?: number; currency?: string } = {}): StripeEventObject {
    // A test hook may have the provider report (and charge) what the session did not ask for.
    if (charged.amount !== undefined) record.session.amount_total = charged.amount;
    if (charged.currency !== undefined) record.session.currency = charged.currency;
    const { intent } = intentOf(record);
    Object.assign(intent, { amount: record.session.amount_total, currency: record.session.currency });
    charge(intent);
    Object.assign(record.session, { status: 'complete', payment_status: 'paid', url: null } satisfies Partial<CheckoutSessionObject>);
    return createEvent('checkout.session.completed', record.session);
  }

  async function payOnPage(record: SessionRecord, delayedWebhook: boolean): Promise<PageAnswer> {
    const event = completePayment(record);
    // Card 3220: the buyer is back at once and the portal learns of the payment only later, so it must poll.
    if (delayedWebhook) sender.deliverLater(event, delayedWebhookMs);
    else await deliverBeforeRedirect(event);
    // Stripe fills in the session id where the success URL asks for it.
    return { redirect: record.session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', record.session.id) };
  }

  /** A second payment for a paid session's order, on a PaymentIntent of its own. */
  function completeAnotherPayment(record: SessionRecord): StripeEventObject {
    const { intent } = newIntent(record);
    charge(intent);
    return createEvent('checkout.session.completed', { ...record.session, payment_intent: intent.id });
  }

  /**
   * A declined card. Real Stripe keeps the buyer on its page to try another card; the simulator
   * sends them back to cancel_url, so the portal's failure page can show the reason it got in
   * payment_intent.payment_failed. The session stays open: paying again works.
   */
  async function declinePayment(record: SessionRecord, declineCode: string | undefined): Promise<PageAnswer> {
    const { intent } = intentOf(record);
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      code: 'card_declined',
      ...(declineCode ? { decline_code: declineCode } : {}),
      message: declineCode === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.',
    };
    await deliverBeforeRedirect(createEvent('payment_intent.payment_failed', intent));
    return { redirect: record.session.cancel_url };
  }

  function cardForm(body: string): CardForm {
    const form = new URLSearchParams(body);
    return {
      cardNumber: form.get(fieldNames.cardNumber) ?? '',
      expiry: form.get(fieldNames.expiry) ?? '',
      cvc: form.get(fieldNames.cvc) ?? '',
      name: form.get(fieldNames.name) ?? '',
    };
  }

  function showCheckout(record: SessionRecord | undefined): PageAnswer {
    if (!record) return { status: 404, html: notFoundPage() };
    expireIfDue(record);
    if (record.session.status !== 'open') return { status: record.session.status === 'expired' ? 410 : 200, html: closedSessionPage(record.session) };
    if (record.session.mode === 'setup') return { status: 200, html: cardSetupPage({ session: record.session }) };
    return { status: 200, html: checkoutPage({ session: record.session, lines: record.lines, delayedWebhookMs }) };
  }

  /** The card-setup page's POST: a test card that declines is not saved (the cardholder stays on the page, as with Stripe). */
  async function saveCardOnPage(record: SessionRecord, form: CardForm): Promise<PageAnswer> {
    const problems = cardProblems(form, now());
    if (Object.keys(problems).length > 0) return { status: 422, html: cardSetupPage({ session: record.session, form, problems }) };
    const card = testCardOf(form.cardNumber)!;
    if (card.setup === 'declined') return { status: 402, html: cardSetupPage({ session: record.session, form, declined: 'card_declined' }) };
    const event = completeSetup(record, card.number, readExpiry(form.expiry)!);
    await deliverBeforeRedirect(event);
    return { redirect: record.session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', record.session.id) };
  }

  async function pay(record: SessionRecord | undefined, body: string): Promise<PageAnswer> {
    if (!record) return { status: 404, html: notFoundPage() };
    expireIfDue(record);
    if (record.session.status !== 'open') return { status: 409, html: closedSessionPage(record.session) };
    const form = cardForm(body);
    if (record.session.mode === 'setup') return saveCardOnPage(record, form);
    const problems = cardProblems(form, now());
    if (Object.keys(problems).length > 0) return { status: 422, html: checkoutPage({ session: record.session, lines: record.lines, delayedWebhookMs, form, problems }) };
    const outcome = cardOutcome(form.cardNumber)!;
    return outcome.kind === 'paid' ? payOnPage(record, outcome.delayedWebhook) : declinePayment(record, outcome.declineCode);
  }

  // ── refunds ──

  function createRefund(form: FormObject, request: { id: string; idempotencyKey: string | null }): ApiAnswer {
    const paymentIntentId = text(form.payment_intent, 'payment_intent', { required: true })!;
    const amountAsked = form.amount === undefined ? null : integer(form.amount, 'amount', 1);
    const reason = text(form.reason, 'reason');
    if (reason && !refundReasons.includes(reason)) throw new ParameterError('reason', `Invalid reason: must be one of ${refundReasons.join(', ')}`);
    const metadata = strings(form.metadata, 'metadata');
    const record = intents.get(paymentIntentId);
    if (!record)
      return stripeError(404, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${paymentIntentId}'` });
    const { intent } = record;
    if (intent.status !== 'succeeded') {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `PaymentIntent ${intent.id} has no successful charge to refund.`,
      });
    }
    const remaining = intent.amount_received - record.refunded;
    if (remaining === 0)
      return stripeError(400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${intent.latest_charge} has already been refunded.` });
    const amount = amountAsked ?? remaining;
    if (amount > remaining) {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${formatDkk(amount, 'en')}) is greater than unrefunded amount on charge (${formatDkk(remaining, 'en')})`,
      });
    }
    const refund: RefundObject = {
      id: stripeId('re_'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      reason,
      metadata,
      created: unixSeconds(now()),
    };
    record.refunded += amount;
    refunds.push(refund);
    void sender.deliver(createEvent('refund.created', refund, request));
    return { status: 200, body: snapshot(refund) };
  }

  // ── API ──

  /** Work for one idempotency key runs one request at a time, so concurrent retries still make one object. */
  function serialized<T>(key: string, work: () => T): Promise<T> {
    const run = (keyQueues.get(key) ?? Promise.resolve()).then(work);
    const settled = run.catch(() => undefined);
    keyQueues.set(key, settled);
    void settled.then(() => {
      if (keyQueues.get(key) === settled) keyQueues.delete(key);
    });
    return run;
  }

  function refusedParameter(error: unknown): ApiAnswer {
    if (!(error instanceof ParameterError)) throw error;
    return stripeError(400, { type: 'invalid_request_error', ...(error.code ? { code: error.code } : {}), param: error.param, message: error.message });
  }

  /**
   * Stripe's idempotency: the first answer to a key is kept and returned to every retry with the
   * same parameters; other parameters under that key are refused. Parameters refused before
   * anything was done leave no answer behind (as with Stripe), so a corrected retry works. Stripe
   * keeps a key for 24 hours (on the simulator's clock, which `/dev/clock` moves): a request with
   * a key older than that is a new request.
   */
  function idempotent(key: string | undefined, fingerprint: string, work: () => ApiAnswer): ApiAnswer | Promise<ApiAnswer> {
    const attempt = (): { answer: ApiAnswer; keep: boolean } => {
      try {
        return { answer: work(), keep: true };
      } catch (error) {
        return { answer: refusedParameter(error), keep: false };
      }
    };
    if (!key) return attempt().answer;
    return serialized(key, () => {
      let stored = idempotency.get(key);
      if (stored?.keptAt && now().getTime() - Date.parse(stored.keptAt) >= idempotencyKeyKeptMs) {
        idempotency.delete(key);
        stored = undefined;
      }
      if (stored && stored.fingerprint !== fingerprint) {
        return stripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      }
      if (stored) return { ...stored.answer, headers: { ...stored.answer.headers, 'idempotent-replayed': 'true' } };
      const { answer, keep } = attempt();
      if (keep) {
        idempotency.set(key, { fingerprint, answer: snapshot(answer), keptAt: now().toISOString() });
        save();
      }
      return answer;
    });
  }

  function authenticated(authorization: string | undefined): ApiAnswer | null {
    if (!authorization) {
      return stripeError(401, {
        type: 'invalid_request_error',
        message: "You did not provide an API key. Provide it in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    if (authorization !== `Bearer ${options.apiKey}`) return stripeError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    return null;
  }

  async function api(method: string, path: string, headers: IncomingHttpHeaders, body: string): Promise<ApiAnswer> {
    const refused = authenticated(header(headers, 'authorization'));
    if (refused) return refused;
    if (!apiAvailable) return stripeError(503, { type: 'api_error', message: 'The payment provider is unavailable (simulated outage).' });
    const requestId = stripeId('req_', 14);
    const key = header(headers, 'idempotency-key');
    const fingerprint = `${method} ${path}\n${formFingerprint(body)}`;
    let answer: ApiAnswer;
    const request = { id: requestId, idempotencyKey: key ?? null };
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    const expirePath = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    let objectPath: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      answer = await idempotent(key, fingerprint, () => createSession(decodeStripeForm(body)));
    } else if (method === 'POST' && expirePath) {
      answer = await idempotent(key, fingerprint, () => expireSessionRequest(decodeURIComponent(expirePath[1]!), request));
    } else if (method === 'POST' && path === '/v1/refunds' && refundsDown) {
      answer = stripeError(503, { type: 'api_error', message: 'The simulator is set to refuse refunds (refunds_down).' });
    } else if (method === 'POST' && path === '/v1/refunds') {
      answer = await idempotent(key, fingerprint, () => createRefund(decodeStripeForm(body), request));
    } else if (method === 'GET' && sessionPath) {
      answer = retrieveSession(decodeURIComponent(sessionPath[1]!));
    } else if (method === 'POST' && path === '/v1/customers') {
      answer = await idempotent(key, fingerprint, () => createCustomer(decodeStripeForm(body)));
    } else if (method === 'POST' && path === '/v1/payment_intents') {
      answer = await idempotent(key, fingerprint, () => createPaymentIntent(decodeStripeForm(body), request));
    } else if (method === 'POST' && (objectPath = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path))) {
      answer = await idempotent(key, fingerprint, () => confirmPaymentIntent(decodeURIComponent(objectPath![1]!), decodeStripeForm(body), request));
    } else if (method === 'POST' && (objectPath = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path))) {
      answer = await idempotent(key, fingerprint, () => detachPaymentMethod(decodeURIComponent(objectPath![1]!), request));
    } else if (method === 'GET' && (objectPath = /^\/v1\/(customers|setup_intents|payment_methods|payment_intents)\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(objectPath[2]!);
      const kind = objectPath[1]!;
      answer =
        kind === 'customers'
          ? retrieve(customers, id, 'customer')
          : kind === 'setup_intents'
            ? retrieve(setupIntents, id, 'setup_intent')
            : kind === 'payment_methods'
              ? retrieve(paymentMethods, id, 'payment_method', (record) => record.paymentMethod)
              : retrieve(intents, id, 'payment_intent', (record) => record.intent);
    } else {
      answer = stripeError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
    }
    return { ...answer, headers: { 'request-id': requestId, 'stripe-version': stripeApiVersion, ...answer.headers } };
  }

  /**
   * `POST /dev/pay/faults {slow_ms?, slow_charges_ms?, webhooks_reachable?, refunds_down?}` (for tests that
   * drive the runtime from outside, e.g. to kill it while an answer is on its way): every API
   * answer held `slow_ms` after its work is done (0: none), the answer of a request that charged a
   * card `slow_charges_ms` more (beyond the adapter's timeout: charged, the answer lost), the
   * portal's webhook endpoint reachable or not, and every refund refused as by an outage or not. A restarted simulator starts without faults.
   */
  function setFaults(body: string): ApiAnswer {
    let faults: { slow_ms?: unknown; slow_charges_ms?: unknown; webhooks_reachable?: unknown; refunds_down?: unknown };
    try {
      faults = JSON.parse(body || '{}') as typeof faults;
    } catch {
      return stripeError(400, { type: 'invalid_request_error', message: 'Send the faults as JSON.' });
    }
    if (faults.slow_ms !== undefined) {
      if (typeof faults.slow_ms !== 'number' || !Number.isFinite(faults.slow_ms) || faults.slow_ms < 0) {
        return stripeError(400, { type: 'invalid_request_error', param: 'slow_ms', message: 'slow_ms must be a number of milliseconds, 0 or more.' });
      }
      slowAnswersMs = faults.slow_ms;
    }
    if (faults.slow_charges_ms !== undefined) {
      if (typeof faults.slow_charges_ms !== 'number' || !Number.isFinite(faults.slow_charges_ms) || faults.slow_charges_ms < 0) {
        return stripeError(400, { type: 'invalid_request_error', param: 'slow_charges_ms', message: 'slow_charges_ms must be a number of milliseconds, 0 or more.' });
      }
      slowChargesMs = faults.slow_charges_ms;
    }
    if (faults.webhooks_reachable !== undefined) {
      if (typeof faults.webhooks_reachable !== 'boolean')
        return stripeError(400, { type: 'invalid_request_error', param: 'webhooks_reachable', message: 'webhooks_reachable must be true or false.' });
      sender.setReachable(faults.webhooks_reachable);
    }
    if (faults.refunds_down !== undefined) {
      if (typeof faults.refunds_down !== 'boolean')
        return stripeError(400, { type: 'invalid_request_error', param: 'refunds_down', message: 'refunds_down must be true or false.' });
      refundsDown = faults.refunds_down;
    }
    return { status: 200, body: { slow_ms: slowAnswersMs, slow_charges_ms: slowChargesMs, refunds_down: refundsDown } };
  }

  // ── routing ──

  function overview(): PageAnswer {
    return {
      status: 200,
      html: overviewPage({
        sessions: simulator.sessions(),
        events: simulator.events(),
        deliveries: sender.deliveries(),
        refunds: simulator.refunds(),
        paymentMethods: simulator.paymentMethods(),
        webhookUrl: options.webhookUrl,
        apiBase,
      }),
    };
  }

  async function developerAction(kind: string, id: string): Promise<PageAnswer> {
    try {
      if (kind === 'sessions') await simulator.expireSession(id);
      else await simulator.resend(id);
    } catch (error) {
      return {
        status: 409,
        html: `<!doctype html><html lang="en"><title>Payment simulator</title><main><p>${escapeHtml((error as Error).message)}</p><p><a href="${prefix}">Back</a></p></main></html>`,
      };
    }
    return { redirect: prefix };
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://simulator');
    const path = url.pathname.slice(prefix.length) || '/';
    const method = (request.method ?? 'GET').toUpperCase();
    const body = await readBody(request);
    if (body === null) return sendJson(response, stripeError(413, { type: 'invalid_request_error', message: 'Request body too large.' }));
    if (path.startsWith('/api/')) {
      const answer = await api(method, path.slice('/api'.length), request.headers, body);
      // The work is done (and kept); its answer is held, as one lost on the way back would be.
      const holdMs = slowAnswersMs + (answer.chargedCard ? slowChargesMs : 0);
      if (holdMs > 0) await sleep(holdMs);
      return sendJson(response, answer);
    }
    if (path === '/faults' && method === 'POST') return sendJson(response, setFaults(body));
    const checkout = /^\/checkout\/([\w]+)\/?$/.exec(path);
    if (checkout && method === 'GET') return sendPage(response, showCheckout(sessions.get(checkout[1]!)));
    if (checkout && method === 'POST') return sendPage(response, await pay(sessions.get(checkout[1]!), body));
    if (path === '/' && method === 'GET') return sendPage(response, overview());
    // The same as the overview page, for scripts and tests that drive the runtime from outside.
    if (path === '/state.json' && method === 'GET') {
      return sendJson(response, {
        status: 200,
        body: {
          sessions: simulator.sessions(),
          refunds: simulator.refunds(),
          customers: simulator.customers(),
          payment_methods: simulator.paymentMethods(),
          payment_intents: simulator.paymentIntents(),
          events: simulator.events(),
          deliveries: sender.deliveries(),
        },
      });
    }
    const action = /^\/(sessions)\/(\w+)\/expire$|^\/(events)\/(\w+)\/resend$/.exec(path);
    if (action && method === 'POST') return sendPage(response, await developerAction(action[1] ?? action[3]!, action[2] ?? action[4]!));
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found in the payment simulator');
  }

  const simulator: PaymentSimulator = {
    mount: {
      prefix,
      handle(request, response) {
        void route(request, response).catch((error: unknown) => {
          console.error('payment simulator error', error);
          if (response.headersSent) return response.destroy();
          sendJson(response, stripeError(500, { type: 'api_error', message: 'The payment simulator failed; see the runtime log.' }));
        });
      },
    },
    apiBase,
    sessions: () => [...sessions.values()].map((record) => snapshot(record.session)),
    events: () => events.map(snapshot),
    deliveries: () => sender.deliveries(),
    refunds: () => refunds.map(snapshot),
    async resend(eventId) {
      const event = events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`No event ${eventId} in the payment simulator`);
      return sender.resend(event);
    },
    async expireSession(id) {
      const record = openSession(id);
      const event = expire(record);
      await sender.deliver(event);
      return snapshot(event);
    },
    async pay(sessionId, payment = {}) {
      const event = completePayment(openSession(sessionId), payment);
      if (payment.delayedWebhook) sender.deliverLater(event, delayedWebhookMs);
      else await sender.deliver(event);
      return snapshot(event);
    },
    async payAgain(sessionId) {
      const record = existingSession(sessionId);
      if (record.session.payment_status !== 'paid') throw new Error(`Checkout session ${sessionId} is not paid yet: pay it first`);
      const event = completeAnotherPayment(record);
      await sender.deliver(event);
      return snapshot(event);
    },
    customers: () => [...customers.values()].map(snapshot),
    paymentMethods: () => [...paymentMethods.values()].map((record) => snapshot(record.paymentMethod)),
    paymentIntents: () => [...intents.values()].map((record) => snapshot(record.intent)),
    async saveCard(sessionId, card = {}) {
      const record = openSession(sessionId);
      if (record.session.mode !== 'setup') throw new Error(`Checkout session ${sessionId} is not a card setup`);
      const cardNumber = (card.cardNumber ?? '4242424242424242').replace(/\s+/g, '');
      const expiry = readExpiry(card.expiry ?? '12/40');
      if (!testCardOf(cardNumber) || !expiry) throw new Error(`Not a test card with a valid expiry: ${cardNumber} ${card.expiry}`);
      if (testCardOf(cardNumber)!.setup === 'declined') throw new Error(`Test card ${cardNumber} is declined and not saved`);
      const event = completeSetup(record, cardNumber, expiry);
      await sender.deliver(event);
      return snapshot(event);
    },
    setApiAvailable(available) {
      apiAvailable = available;
    },
    setWebhooksReachable(reachable) {
      sender.setReachable(reachable);
    },
    resumeWebhooks() {
      clearTimeout(resumeTimer);
      // Once: what the portal took meanwhile is no longer pending.
      for (const event of leftUnacknowledged.splice(0)) if (event.pending_webhooks > 0) void sender.deliver(event);
    },
    stop() {
      stopped = true;
      clearTimeout(resumeTimer);
      clearInterval(sweep);
      sender.stop();
    },
  };

  function existingSession(id: string): SessionRecord {
    const record = sessions.get(id);
    if (!record) throw new Error(`No checkout session ${id} in the payment simulator`);
    return record;
  }

  function openSession(id: string): SessionRecord {
    const record = existingSession(id);
    expireIfDue(record);
    if (record.session.status !== 'open') throw new Error(`Checkout session ${id} is ${record.session.status}, not open`);
    return record;
  }

  const resumeDelayMs = options.pendingWebhooksDelayMs === undefined ? 3_000 : options.pendingWebhooksDelayMs;
  if (resumeDelayMs !== null && leftUnacknowledged.length > 0) {
    resumeTimer = setTimeout(() => simulator.resumeWebhooks(), resumeDelayMs);
    resumeTimer.unref();
  }
  return simulator;
}
