import { existsSync, readFileSync } from 'node:fs';
import { writeFileDurably } from '../durable-file.ts';
import type {
  CheckoutLineObject,
  CheckoutSessionObject,
  CustomerObject,
  PaymentIntentObject,
  PaymentMethodObject,
  RefundObject,
  SetupIntentObject,
  StripeEventObject,
} from './stripe-objects.ts';

/**
 * What the payment simulator knows, kept in memory and, with a data file, on disk after every
 * change (and read back at start), as Stripe keeps it across the portal's restarts. Whether an
 * event's webhook still has to be delivered is the event's own `pending_webhooks`.
 */

export interface SessionRecord {
  session: CheckoutSessionObject;
  lines: CheckoutLineObject[];
  /** `payment_intent_data[metadata]`: copied to the PaymentIntent when the buyer pays. */
  intentMetadata: Record<string, string>;
}

export interface IntentRecord {
  intent: PaymentIntentObject;
  refunded: number;
}

/** A saved card and the test card it was saved from (what its off-session charges do). */
export interface PaymentMethodRecord {
  paymentMethod: PaymentMethodObject;
  cardNumber: string;
}

/** An API answer as sent (and as kept for an idempotency key). */
export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** The request charged a card (or tried to): its answer is held by the `slow_charges_ms` fault. Not sent. */
  chargedCard?: boolean;
}

/** The first answer to an idempotency key, and the parameters it was given for. */
export interface KeptAnswer {
  fingerprint: string;
  answer: ApiAnswer;
  /** When the key was first used (the simulator's clock, ISO): Stripe forgets keys 24 hours on. Absent in files written before it was kept. */
  keptAt?: string;
}

export interface PaymentState {
  sessions: Map<string, SessionRecord>;
  intents: Map<string, IntentRecord>;
  refunds: RefundObject[];
  /** Every event created, oldest first. */
  events: StripeEventObject[];
  idempotency: Map<string, KeptAnswer>;
  customers: Map<string, CustomerObject>;
  paymentMethods: Map<string, PaymentMethodRecord>;
  setupIntents: Map<string, SetupIntentObject>;
}

/** The data file. */
interface SavedPayments {
  sessions?: SessionRecord[];
  intents?: IntentRecord[];
  refunds?: RefundObject[];
  events?: StripeEventObject[];
  idempotency?: (KeptAnswer & { key: string })[];
  customers?: CustomerObject[];
  paymentMethods?: PaymentMethodRecord[];
  setupIntents?: SetupIntentObject[];
}

/** The state as saved, or an empty one without a file. */
export function loadPaymentState(file: string | undefined): PaymentState {
  const saved: SavedPayments = file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SavedPayments) : {};
  return {
    sessions: new Map((saved.sessions ?? []).map((record) => [record.session.id, record])),
    intents: new Map((saved.intents ?? []).map((record) => [record.intent.id, record])),
    refunds: saved.refunds ?? [],
    events: saved.events ?? [],
    idempotency: new Map((saved.idempotency ?? []).map(({ key, ...kept }) => [key, kept])),
    customers: new Map((saved.customers ?? []).map((customer) => [customer.id, customer])),
    paymentMethods: new Map((saved.paymentMethods ?? []).map((record) => [record.paymentMethod.id, record])),
    setupIntents: new Map((saved.setupIntents ?? []).map((intent) => [intent.id, intent])),
  };
}

/** Writes the whole state through a temporary file, so a killed process leaves the last complete state. */
export function savePaymentState(file: string | undefined, state: PaymentState): void {
  if (!file) return;
  const saved: SavedPayments = {
    sessions: [...state.sessions.values()],
    intents: [...state.intents.values()],
    refunds: state.refunds,
    events: state.events,
    idempotency: [...state.idempotency].map(([key, kept]) => ({ key, ...kept })),
    customers: [...state.customers.values()],
    paymentMethods: [...state.paymentMethods.values()],
    setupIntents: [...state.setupIntents.values()],
  };
  writeFileDurably(file, JSON.stringify(saved, null, 2));
}

/** Events the portal has not yet acknowledged (Stripe retries them for days). */
export const undeliveredEvents = (state: PaymentState): StripeEventObject[] => state.events.filter((event) => event.pending_webhooks > 0);
