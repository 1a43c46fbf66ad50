import { renewedExpiry } from '#shared/renewal.ts';
import { DomainError } from '../errors.ts';
import type { DomainRecord } from '../domains/model.ts';
import { newEvent as newOrderEvent } from '../orders/events.ts';
import { checkoutFingerprint, type OrderRecord, priceOrder } from '../orders/order.ts';
import { recordPaymentEvent } from '../orders/record-payment-event.ts';
import { autoRenewalPaymentKind, type OffSessionChargeResult } from '../ports/payments.ts';
import type { PaymentCardRecord } from '../payment-cards/model.ts';
import { cardChargeable } from '../payment-cards/card-rules.ts';
import { autoRenewalAt, autoRenewalDecision, autoRenewalOrderId, cardWarning, autoRenewalYears, chargeKey, nextDay, retryAt } from './auto-renewal-rules.ts';
import { visitDueDomains } from '../lifecycle/due-domains.ts';
import { newEvent } from './events.ts';
import type { AutoRenewalPorts } from './ports.ts';

export interface AutoRenewalReport {
  checked: number;
  /** Cards this run charged (a charge another run made first is not counted). */
  charged: number;
  /** Charges that failed (declined, expired card, authentication required, the provider down): retried the next day. */
  declined: number;
  /** Domains the job could not finish (left due: the next run tries again). */
  failed: number;
}

const job = 'auto-renewal';
/** Recorded as the failure when the provider could not be reached: the same attempt (key) is tried again. */
const providerUnavailable = 'payment_provider_unavailable';

type Settings = Awaited<ReturnType<AutoRenewalPorts['settings']['get']>>;

/**
 * The auto-renewal job (issue 15): the domains whose `auto-renewal` due entry is due (index
 * query, page by page; never a scan) with automatic renewal on and a card, from the settings'
 * renewal day until the expiry, are renewed for a year: the period's renewal order (one per
 * domain and expiry, its id made of both) is charged off-session to the attached card: the
 * attempt's PaymentIntent (key per domain, period, attempt and card) is recorded on the order
 * before it is confirmed, and a later run asks the provider about a recorded one instead of
 * charging again (Stripe forgets keys after 24 hours). The provider's success is applied to the order
 * exactly as a paid checkout's webhook is (`order.paid`: the registry renews against the expiry
 * the domain had, the receipt follows). A failure (declined, expired card, authentication
 * required, the provider down) leaves the domain as it is, is recorded on the order with
 * `domain.auto-renewal-failed` (the owner's notification and e-mail) and is tried again the
 * next day until the expiry. Run twice or at once, or killed between the charge and its
 * recording, a domain and period is charged and renewed once: the same order, one unsettled
 * PaymentIntent at a time, the payment applied once per provider payment (also by its webhook).
 */
export async function renewAutomatically(ports: AutoRenewalPorts, options: { batchSize?: number; maxBatches?: number } = {}): Promise<AutoRenewalReport> {
  const { batchSize = 25, maxBatches = 40 } = options;
  const now = ports.clock.now();
  const settings = await ports.settings.get();
  const outcomes = { charged: 0, declined: 0 };
  // The cards read for warnings this run: an owner's domains share their card, read once.
  const cards = new Map<string, Promise<PaymentCardRecord | null>>();
  // A visit that fails is left due: the next run tries it again (the same order, the same key).
  const counts = await visitDueDomains(job, ports, now, { batchSize, maxBatches, failureMessage: 'automatic renewal failed' }, async (domain) => {
    if (!domain) return null;
    const decision = autoRenewalDecision(domain, settings, now);
    if (decision.charge) {
      const outcome = await renewDomain(domain, settings, ports, now);
      if (outcome === 'charged') outcomes.charged += 1;
      if (outcome === 'declined') outcomes.declined += 1;
      return decision.nextAt;
    }
    // Before the renewal day: the attached card may expire before it (told once); look again when its warning is due.
    const warnAt = decision.nextAt ? await warnOfExpiringCard(domain, settings, ports, now, cards) : null;
    return warnAt && decision.nextAt && warnAt.getTime() < decision.nextAt.getTime() ? warnAt : decision.nextAt;
  });
  const report: AutoRenewalReport = { checked: counts.checked, ...outcomes, failed: counts.failed };
  return report;
}

type Outcome = 'charged' | 'declined' | 'nothing';

/**
 * The warning that the attached card is no longer valid on the renewal day (issue 15): from 30
 * days before the card's last valid day until the renewal day, the owner is told once per
 * domain, period and card (the marker and its event in one conditional transaction, so a second
 * or concurrent run tells nothing twice). Only a due domain with automatic renewal on and a card
 * before its renewal day reads the card. Answers when the warning comes due, if it is still ahead.
 */
async function warnOfExpiringCard(
  domain: DomainRecord,
  settings: Settings,
  ports: AutoRenewalPorts,
  now: Date,
  cards: Map<string, Promise<PaymentCardRecord | null>>,
): Promise<Date | null> {
  if (!domain.autoRenewal || !domain.paymentCardId) return null;
  const renewalAt = autoRenewalAt(domain.expiresAt, settings);
  if (now.getTime() >= renewalAt.getTime()) return null;
  const cardId = domain.paymentCardId;
  if (!cards.has(cardId)) cards.set(cardId, ports.cards.get(cardId));
  const card = await cards.get(cardId)!;
  if (!card || card.ownerId !== domain.ownerId) return null;
  const warning = cardWarning(card, renewalAt, now);
  if (!warning.warn) return warning.warnAt;
  const event = newEvent(
    'domain.auto-renewal-card-expiring',
    {
      domainId: domain.domainId,
      name: domain.name,
      ownerType: domain.ownerType,
      ownerId: domain.ownerId,
      paymentCardId: card.cardId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      expiresAt: domain.expiresAt,
      renewalAt: renewalAt.toISOString(),
    },
    ports.clock,
  );
  const marker = { domainId: domain.domainId, expiresAt: domain.expiresAt, paymentCardId: card.cardId, sentAt: now.toISOString() };
  if (await ports.cardWarnings.record(marker, event)) await ports.deliver([event]);
  return null;
}

async function renewDomain(domain: DomainRecord, settings: Settings, ports: AutoRenewalPorts, now: Date): Promise<Outcome> {
  // A team's domain is charged to the team's card (the card must be its owner's: the team's).
  if (!domain.paymentCardId) return 'nothing';
  // The 10-year cap reached (spec §5): nothing to renew.
  if (!renewedExpiry(domain.expiresAt, autoRenewalYears, now)) return 'nothing';

  const order = await periodOrder(domain, settings, ports, now);
  // Paid already (and renewed, or on its way), or given up (refunded): this period is done.
  if (!order || (order.status !== 'pending' && order.status !== 'failed')) return 'nothing';
  const charge = order.autoRenewal ?? { paymentCardId: domain.paymentCardId, attempts: 0 };
  // Tried today already (another run): the next try is tomorrow's.
  if (charge.lastAttemptAt && order.status === 'failed' && now.getTime() < nextDay(new Date(charge.lastAttemptAt)).getTime()) return 'nothing';

  // The current attempt's payment, recorded before it was confirmed: the provider says how it went.
  if (charge.paymentId) return settleRecordedPayment(order, domain, charge.paymentId, charge.paymentCardId, ports, now);

  // The card attached now (the owner may have attached another after a refusal).
  const cardId = domain.paymentCardId;
  const card = await ports.cards.get(cardId);
  if (!card || card.ownerId !== domain.ownerId) return recordFailure(order, domain, cardId, 'payment_card_missing', true, ports, now);
  if (!cardChargeable(card, now)) return recordFailure(order, domain, cardId, 'expired_card', true, ports, now);

  let paymentId: string;
  try {
    // Made, not charged: nothing is charged before its id is on the order.
    ({ paymentId } = await ports.payments.createOffSessionPayment({
      customerId: card.providerCustomerId,
      paymentMethodId: card.providerPaymentMethodId,
      amount: order.total,
      currency: 'DKK',
      description: `${domain.name}: ${autoRenewalYears} year`,
      metadata: { order_id: order.orderId, domain_id: domain.domainId, kind: autoRenewalPaymentKind },
      idempotencyKey: chargeKey(domain.domainId, domain.expiresAt, charge.attempts, card.cardId),
    }));
  } catch (error) {
    // Nothing charged: the same key next time (the same payment while the provider keeps the key; an unconfirmed one left behind is never charged).
    if (error instanceof DomainError && error.code === providerUnavailable) return recordFailure(order, domain, cardId, providerUnavailable, false, ports, now);
    throw error;
  }

  // The intent to charge, recorded: one payment per attempt on the order (the order's version decides between runs).
  let recorded: OrderRecord;
  try {
    recorded = await ports.orders.update(order, { autoRenewal: { ...charge, paymentCardId: cardId, paymentId } }, now, []);
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
    // Another run recorded its payment first: only that one is ever charged (ours, never confirmed, is not).
    const current = await ports.orders.get(order.orderId);
    const theirs = current?.autoRenewal?.paymentId;
    if (!current || !theirs || (current.status !== 'pending' && current.status !== 'failed')) return 'nothing';
    return settleRecordedPayment(current, domain, theirs, current.autoRenewal!.paymentCardId, ports, now);
  }
  return confirmPayment(recorded, domain, paymentId, cardId, ports, now);
}

/**
 * A payment the order recorded before a run ended without its outcome (the process died, the
 * answer was lost, the provider was down): read at the provider, never made again. Charged →
 * applied; declined → the refusal recorded; never confirmed → confirmed now; still settling →
 * asked again on the next run.
 */
async function settleRecordedPayment(order: OrderRecord, domain: DomainRecord, paymentId: string, cardId: string, ports: AutoRenewalPorts, now: Date): Promise<Outcome> {
  let state;
  try {
    state = await ports.payments.offSessionPayment(paymentId);
  } catch (error) {
    if (error instanceof DomainError && error.code === providerUnavailable) return recordFailure(order, domain, cardId, providerUnavailable, false, ports, now);
    throw error;
  }
  if (state.outcome === 'unconfirmed') return confirmPayment(order, domain, paymentId, cardId, ports, now);
  if (state.outcome === 'canceled') return recordFailure(order, domain, cardId, 'payment_canceled', true, ports, now);
  return applyOutcome(order, domain, state, cardId, ports, now);
}

/** Charges the recorded payment (one key per payment: retried, it is the same confirmation). */
async function confirmPayment(order: OrderRecord, domain: DomainRecord, paymentId: string, cardId: string, ports: AutoRenewalPorts, now: Date): Promise<Outcome> {
  let result: OffSessionChargeResult;
  try {
    result = await ports.payments.confirmOffSessionPayment(paymentId, `${paymentId}-confirm`);
  } catch (error) {
    // Charged or not, not known: the recorded payment is asked about next time, never made again.
    if (error instanceof DomainError && error.code === providerUnavailable) return recordFailure(order, domain, cardId, providerUnavailable, false, ports, now);
    throw error;
  }
  return applyOutcome(order, domain, result, cardId, ports, now);
}

async function applyOutcome(order: OrderRecord, domain: DomainRecord, result: OffSessionChargeResult, cardId: string, ports: AutoRenewalPorts, now: Date): Promise<Outcome> {
  if (result.outcome === 'pending') return 'nothing';
  if (result.outcome === 'failed') return recordFailure(order, domain, cardId, result.reason, true, ports, now);
  // Applied as the provider's word on a checkout is: once per payment (its id is the event's), pending or failed → paid.
  // The provider's webhook for the same payment (payment_intent.succeeded) may come first or second: the second changes nothing.
  const applied = await recordPaymentEvent(
    {
      id: `auto-renewal-${result.paymentId}`,
      type: 'checkout.paid',
      occurredAt: now.toISOString(),
      orderId: order.orderId,
      checkoutId: result.paymentId,
      paymentId: result.paymentId,
      amount: result.amount,
      currency: 'DKK',
    },
    ports,
  );
  return applied === 'applied' ? 'charged' : 'nothing';
}

/** The period's renewal order: read, or placed (one per domain and expiry however many runs place it at once). */
async function periodOrder(domain: DomainRecord, settings: Settings, ports: AutoRenewalPorts, now: Date): Promise<OrderRecord | null> {
  const orderId = autoRenewalOrderId(domain.domainId, domain.expiresAt);
  const existing = await ports.orders.get(orderId);
  if (existing) return existing;
  // Who the renewal is bought for on the receipt: the user, or for a team its longest-standing owner (a team purchase's buyer is a person too).
  const buyerId = domain.ownerType === 'team' ? (await ports.teams.ownersOf(domain.ownerId))[0] : domain.ownerId;
  const owner = buyerId ? await ports.users.get(buyerId) : null;
  if (!owner) return null;
  const priced = priceOrder([domain.name], autoRenewalYears, { netPerYear: settings.price_per_year, vatPercent: settings.vat_percent });
  const order: OrderRecord = {
    orderId,
    kind: 'renewal',
    ownerType: domain.ownerType,
    ownerId: domain.ownerId,
    buyerId: owner.userId,
    buyerEmail: owner.email,
    locale: owner.language ?? 'fo',
    status: 'pending',
    years: autoRenewalYears,
    ...priced,
    items: priced.items.map((item) => ({ ...item, domainId: domain.domainId, expiresBefore: domain.expiresAt })),
    vatPercent: settings.vat_percent,
    refundedAmount: 0,
    currency: 'DKK',
    autoRenewal: { paymentCardId: domain.paymentCardId!, attempts: 0 },
    idempotencyKey: `auto-renewal-${domain.domainId}-${domain.expiresAt}`,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
  const event = newOrderEvent('order.placed', { orderId, ownerId: order.ownerId, domains: [domain.name], years: order.years, total: order.total }, ports.clock);
  const fingerprint = checkoutFingerprint({ domains: [`renew:${domain.domainId}`], years: autoRenewalYears });
  const created = await ports.orders.create({ order, fingerprint, event, at: now }).catch(async (error: unknown) => {
    // Another run placed it first (its key may have expired meanwhile): its order is the one.
    if (await ports.orders.get(orderId)) return false;
    throw error;
  });
  if (!created) return ports.orders.get(orderId);
  await ports.deliver([event]);
  return order;
}

/**
 * A failed charge, recorded on the order with the owner's event (one run records it: the
 * order's version decides). A refusal moves on to the next attempt (a new key); an unclear
 * answer (the provider down) keeps the attempt, so its key is used again.
 */
async function recordFailure(order: OrderRecord, domain: DomainRecord, cardId: string, reason: string, refused: boolean, ports: AutoRenewalPorts, now: Date): Promise<Outcome> {
  const attempts = (order.autoRenewal?.attempts ?? 0) + (refused ? 1 : 0);
  const retry = retryAt(domain.expiresAt, now);
  const event = newEvent(
    'domain.auto-renewal-failed',
    {
      domainId: domain.domainId,
      name: domain.name,
      ownerType: domain.ownerType,
      ownerId: domain.ownerId,
      orderId: order.orderId,
      paymentCardId: cardId,
      expiresAt: domain.expiresAt,
      reason,
      retryAt: retry ? retry.toISOString() : null,
    },
    ports.clock,
  );
  try {
    await ports.orders.update(
      order,
      {
        status: 'failed',
        failureReason: reason === providerUnavailable ? 'payment_failed' : 'card_declined',
        // An unclear answer keeps the recorded payment (asked about next time); a refusal ends it.
        autoRenewal: {
          paymentCardId: cardId,
          attempts,
          lastAttemptAt: now.toISOString(),
          lastFailure: reason,
          ...(!refused && order.autoRenewal?.paymentId ? { paymentId: order.autoRenewal.paymentId } : {}),
        },
      },
      now,
      [event],
    );
  } catch (error) {
    // Another run recorded this attempt first: told once.
    if (error instanceof DomainError && error.code === 'conflict') return 'nothing';
    throw error;
  }
  await ports.deliver([event]);
  ports.metrics.count('PaymentFailures', { kind: 'auto-renewal', reason });
  return 'declined';
}
