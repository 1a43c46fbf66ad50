import { randomUUID } from 'node:crypto';
import { checkFoName, normalizeDomainEntry } from '#shared/domain-names.ts';
import type { CreateOrderRequest } from '#shared/schemas/orders.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import type { OrderRepository } from './ports.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { Clock } from '../ports/clock.ts';
import type { Payments } from '../ports/payments.ts';
import type { Registry } from '../ports/registry.ts';
import { checkoutFingerprint, checkoutOpenMinutes, type OrderItemRecord, type OrderRecord, priceOrder } from './order.ts';
import { type BuyerProfile, missingRegistrantFields } from './registrant.ts';

export interface PlaceOrderPorts {
  registry: Pick<Registry, 'checkDomains'>;
  settings: { get(): Promise<Pick<Settings, 'price_per_year' | 'vat_percent'>> };
  orders: Pick<OrderRepository, 'create' | 'findByIdempotencyKey' | 'get' | 'update'>;
  payments: Pick<Payments, 'createCheckout'>;
  /** The buyer's place in the team a team purchase is for (the teams context's members). */
  teams: { teamRoleOf(teamId: string, userId: string): Promise<'owner' | 'member' | null> };
  clock: Clock;
  /** The portal's origin: where the payment page sends the buyer back. */
  origin: string;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}

export interface PlaceOrderInput {
  buyer: BuyerProfile & { language?: 'fo' | 'en' };
  idempotencyKey: string;
  request: CreateOrderRequest;
  locale: 'fo' | 'en';
}

/**
 * Checkout (issue 4): the names are checked again at the registry (one `check`), priced from
 * the settings, saved as a pending order under the buyer's Idempotency-Key, and given a payment
 * page at the provider. The same key answers the same order — also to concurrent twins — and
 * the provider gets a key derived from the order, so one order has one payment.
 */
export async function placeOrder(input: PlaceOrderInput, ports: PlaceOrderPorts): Promise<OrderRecord> {
  const names = validNames(input.request.domains);
  const fingerprint = checkoutFingerprint({ domains: names, years: input.request.years });
  // A team purchase: any member buys for the team, which owns what it buys; the buyer pays. A team the buyer is not in is not found.
  const teamId = input.request.team_id ?? null;
  if (teamId && !(await ports.teams.teamRoleOf(teamId, input.buyer.userId))) throw new DomainError('not_found');
  const ownerId = teamId ?? input.buyer.userId;

  const earlier = await existingOrder(ownerId, input.idempotencyKey, fingerprint, ports);
  if (earlier) return withCheckout(earlier, ports);

  const missing = missingRegistrantFields(input.buyer);
  if (missing.length > 0) throw new DomainError('validation_failed', Object.fromEntries(missing.map((field) => [field, 'validation.profile_incomplete'])));

  const [availability, settings] = await Promise.all([ports.registry.checkDomains(names), ports.settings.get()]);
  const unavailable = availability.flatMap((answer, index) => (answer.available ? [] : [index]));
  if (unavailable.length > 0) {
    throw new DomainError('domain_unavailable', Object.fromEntries(unavailable.map((index) => [`domains.${index}`, 'validation.domain_unavailable'])));
  }

  const order = pendingOrder(
    {
      kind: 'registration',
      ownerType: teamId ? 'team' : 'user',
      ownerId,
      buyer: input.buyer,
      locale: input.locale,
      years: input.request.years,
      idempotencyKey: input.idempotencyKey,
    },
    names,
    settings,
    ports.clock.now(),
  );
  return saveNewOrder(order, fingerprint, ports);
}

/**
 * The pending order either checkout saves, a purchase or a renewal: its names priced from the
 * settings for the years asked, made at `now`. `item` adds what a kind keeps on each line.
 */
export function pendingOrder(
  draft: Pick<OrderRecord, 'kind' | 'ownerType' | 'ownerId' | 'locale' | 'years' | 'idempotencyKey'> & { buyer: { userId: string; email: string } },
  names: readonly string[],
  settings: Pick<Settings, 'price_per_year' | 'vat_percent'>,
  now: Date,
  item: (line: OrderItemRecord) => OrderItemRecord = (line) => line,
): OrderRecord {
  const priced = priceOrder(names, draft.years, { netPerYear: settings.price_per_year, vatPercent: settings.vat_percent });
  return {
    orderId: randomUUID(),
    kind: draft.kind,
    ownerType: draft.ownerType,
    ownerId: draft.ownerId,
    buyerId: draft.buyer.userId,
    buyerEmail: draft.buyer.email,
    locale: draft.locale,
    status: 'pending',
    years: draft.years,
    ...priced,
    items: priced.items.map(item),
    vatPercent: settings.vat_percent,
    refundedAmount: 0,
    currency: 'DKK',
    idempotencyKey: draft.idempotencyKey,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    version: 1,
  };
}

const resultPrefix = (order: Pick<OrderRecord, 'ownerType' | 'ownerId'>) => (order.ownerType === 'team' ? `/teams/${encodeURIComponent(order.ownerId)}` : '');

/**
 * Saves a new pending order under its owner's Idempotency-Key with `order.placed`, and gives it
 * its payment page. When a concurrent request with the same key won the race, its order is the
 * answer instead.
 */
export async function saveNewOrder(
  order: OrderRecord,
  fingerprint: string,
  ports: Pick<PlaceOrderPorts, 'orders' | 'payments' | 'clock' | 'origin' | 'deliver'>,
): Promise<OrderRecord> {
  const domains = order.items.map((item) => item.domain);
  const event = newEvent('order.placed', { orderId: order.orderId, ownerId: order.ownerId, domains, years: order.years, total: order.total }, ports.clock);
  if (!(await ports.orders.create({ order, fingerprint, event, at: new Date(order.createdAt) }))) {
    const twin = await existingOrder(order.ownerId, order.idempotencyKey, fingerprint, ports);
    if (!twin) throw new DomainError('conflict');
    return withCheckout(twin, ports);
  }
  await ports.deliver([event]);
  return withCheckout(order, ports);
}

/** Normalized, unique, each a valid `.fo` name; otherwise a 422 naming the entries. */
function validNames(entries: readonly string[]): string[] {
  const names = entries.map((entry) => normalizeDomainEntry(entry));
  const fields: Record<string, string> = {};
  names.forEach((name, index) => {
    const check = checkFoName(name);
    if (!check.ok) fields[`domains.${index}`] = check.reason;
    else if (names.indexOf(name) !== index) fields[`domains.${index}`] = 'validation.invalid_value';
  });
  if (Object.keys(fields).length > 0) throw new DomainError('validation_failed', fields);
  return names;
}

export async function existingOrder(ownerId: string, key: string, fingerprint: string, ports: Pick<PlaceOrderPorts, 'orders'>): Promise<OrderRecord | null> {
  const found = await ports.orders.findByIdempotencyKey(ownerId, key);
  if (!found) return null;
  if (found.fingerprint !== fingerprint) throw new DomainError('idempotency_key_reused', { 'Idempotency-Key': 'validation.invalid_value' });
  if (!found.order) throw new DomainError('conflict');
  return found.order;
}

/** What the buyer reads on the payment page: `mitt.fo — 2 ár` (a renewal says so). */
function lineDescription(order: Pick<OrderRecord, 'kind' | 'locale'>, item: { domain: string; years: number }): string {
  const years = order.locale === 'fo' ? `${item.years} ár` : `${item.years} ${item.years === 1 ? 'year' : 'years'}`;
  if (order.kind === 'renewal') return order.locale === 'fo' ? `${item.domain} — endurnýggjan ${years}` : `${item.domain} — renewal ${years}`;
  return `${item.domain} — ${years}`;
}

/**
 * Gives a pending order its payment page once. Twins may both ask the provider: the provider's
 * idempotency key (derived from the order) makes that one session, and the version check lets
 * one of them save it.
 */
export async function withCheckout(order: OrderRecord, ports: Pick<PlaceOrderPorts, 'payments' | 'orders' | 'clock' | 'origin'>): Promise<OrderRecord> {
  if (order.status !== 'pending' || order.checkoutUrl) return order;
  const session = await ports.payments.createCheckout({
    orderId: order.orderId,
    idempotencyKey: `checkout-${order.orderId}`,
    currency: 'DKK',
    amount: order.total,
    lines: order.items.map((item) => ({ description: lineDescription(order, item), quantity: 1, unitAmount: item.total })),
    customerEmail: order.buyerEmail,
    locale: order.locale,
    // A team's purchase comes back to the team's result pages (spec §2 `/teams/{teamId}/purchase-…`).
    successUrl: `${ports.origin}${resultPrefix(order)}/purchase-success?order=${order.orderId}`,
    cancelUrl: `${ports.origin}${resultPrefix(order)}/purchase-failure?order=${order.orderId}`,
    // Fixed from the order, so concurrent twins ask the provider with identical parameters.
    expiresAt: new Date(Date.parse(order.createdAt) + checkoutOpenMinutes * 60_000).toISOString(),
  });
  const changes = { checkoutId: session.id, checkoutUrl: session.url, checkoutExpiresAt: session.expiresAt };
  try {
    return await ports.orders.update(order, changes, ports.clock.now());
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
    const current = await ports.orders.get(order.orderId);
    if (!current) throw error;
    return current;
  }
}
