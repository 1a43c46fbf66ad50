import { renewedExpiry } from '#shared/renewal.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRepository } from '../domains/ports.ts';
import type { OrderRepository } from './ports.ts';
import { ownDomain } from '../domains/own-domain.ts';
import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';
import type { Payments } from '../ports/payments.ts';
import { checkoutFingerprint, type OrderRecord } from './order.ts';
import { existingOrder, pendingOrder, saveNewOrder, withCheckout } from './place-order.ts';
import { renewalRefusal } from './renewal-rules.ts';

export interface PlaceRenewalPorts {
  domains: Pick<DomainRepository, 'get' | 'teamRoleOf'>;
  settings: { get(): Promise<Pick<Settings, 'price_per_year' | 'vat_percent'>> };
  orders: Pick<OrderRepository, 'create' | 'findByIdempotencyKey' | 'get' | 'update'>;
  payments: Pick<Payments, 'createCheckout'>;
  clock: Clock;
  origin: string;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}

/**
 * Renewal checkout (issue 5): 1–10 years for one of the buyer's domains, never beyond 10 years
 * from today (spec §5), never for a domain being transferred away, suspended or past its
 * redemption period (`renewalRefusal`: 422 before any order or charge), priced from the settings, paid through the same checkout as a purchase
 * and idempotent the same way. The registry renews only once the payment is confirmed (the
 * `order.paid` consumer), against the expiry the domain had when it was ordered.
 */
export async function placeRenewal(
  input: { buyer: { userId: string; email: string }; domainId: string; years: number; idempotencyKey: string; locale: 'fo' | 'en' },
  ports: PlaceRenewalPorts,
): Promise<OrderRecord> {
  const domain = await ownDomain(input.domainId, input.buyer.userId, ports.domains);
  const fingerprint = checkoutFingerprint({ domains: [`renew:${domain.domainId}`], years: input.years });
  const earlier = await existingOrder(domain.ownerId, input.idempotencyKey, fingerprint, ports);
  if (earlier) return withCheckout(earlier, ports);

  const now = ports.clock.now();
  // Before any order or charge: a domain leaving, suspended or past its redemption period is not renewed.
  const refusal = renewalRefusal(domain, now);
  if (refusal) throw new DomainError(refusal);
  if (!renewedExpiry(domain.expiresAt, input.years, now)) throw new DomainError('renewal_limit_reached', { years: 'validation.renewal_limit' });

  const settings = await ports.settings.get();
  const order = pendingOrder(
    { kind: 'renewal', ownerType: domain.ownerType, ownerId: domain.ownerId, buyer: input.buyer, locale: input.locale, years: input.years, idempotencyKey: input.idempotencyKey },
    [domain.name],
    settings,
    now,
    (item) => ({ ...item, domainId: domain.domainId, expiresBefore: domain.expiresAt }),
  );
  return saveNewOrder(order, fingerprint, ports);
}

/**
 * Bulk renewal (issue 32, docs/decisions/bulk-domain-actions.md): the chosen domains of one owner, each for the
 * same years, in ONE renewal order paid at one checkout — never a charge per domain, never half a batch charged.
 * Every domain is checked first (422 naming each refused one as `domain_ids.<index>`, before any order); once
 * paid, the `order.paid` consumer renews each item at the registry and refunds the ones it refuses
 * (`renewPaidOrder`, `settle`). Idempotent by key as a single renewal.
 */
export async function placeBulkRenewal(
  input: { buyer: { userId: string; email: string }; domainIds: readonly string[]; years: number; idempotencyKey: string; locale: 'fo' | 'en' },
  ports: PlaceRenewalPorts,
): Promise<OrderRecord> {
  const domains = await Promise.all(input.domainIds.map((domainId) => ownDomain(domainId, input.buyer.userId, ports.domains)));
  const owner = domains[0]!;
  const otherOwner = domains.findIndex((domain) => domain.ownerType !== owner.ownerType || domain.ownerId !== owner.ownerId);
  if (otherOwner >= 0) throw new DomainError('validation_failed', { [`domain_ids.${otherOwner}`]: 'validation.bulk_renewal_one_owner' });

  const fingerprint = checkoutFingerprint({ domains: domains.map((domain) => `renew:${domain.domainId}`), years: input.years });
  const earlier = await existingOrder(owner.ownerId, input.idempotencyKey, fingerprint, ports);
  if (earlier) return withCheckout(earlier, ports);

  const now = ports.clock.now();
  const refused: Record<string, string> = {};
  domains.forEach((domain, index) => {
    const refusal = renewalRefusal(domain, now) ?? (renewedExpiry(domain.expiresAt, input.years, now) ? null : 'renewal_limit');
    if (refusal) refused[`domain_ids.${index}`] = `validation.${refusal}`;
  });
  if (Object.keys(refused).length > 0) throw new DomainError('validation_failed', refused);

  const settings = await ports.settings.get();
  const byName = new Map(domains.map((domain) => [domain.name, domain]));
  const order = pendingOrder(
    { kind: 'renewal', ownerType: owner.ownerType, ownerId: owner.ownerId, buyer: input.buyer, locale: input.locale, years: input.years, idempotencyKey: input.idempotencyKey },
    domains.map((domain) => domain.name),
    settings,
    now,
    (item) => ({ ...item, domainId: byName.get(item.domain)!.domainId, expiresBefore: byName.get(item.domain)!.expiresAt }),
  );
  return saveNewOrder(order, fingerprint, ports);
}
