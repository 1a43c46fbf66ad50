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
