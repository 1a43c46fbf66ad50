import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRepository } from './ports.ts';
import { newEvent } from './events.ts';
import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';
import { ownDomain } from './own-domain.ts';

/**
 * A saved payment card of the owner, attached to the domain (spec §3 "Payment card"). Cards
 * arrive with the payment-cards issue; until then no card exists, and this answers null.
 */
export interface PaymentCardLookup {
  cardOf(ownerId: string, cardId: string): Promise<{ id: string } | null>;
}

/** Until saving cards exists there are none: every card id is unknown. */
export const noPaymentCards: PaymentCardLookup = { cardOf: async () => null };

/**
 * Automatic renewal on or off (spec §4: it requires an attached payment card and acceptance
 * of the terms). Off always works. On without a known card of the owner or without the terms
 * is refused with each missing part named, so the page can say what is missing.
 */
export async function setAutoRenewal(
  input: { userId: string; domainId: string; enabled: boolean; termsAccepted?: boolean; paymentCardId?: string | null },
  ports: { domains: Pick<DomainRepository, 'get' | 'update'>; cards: PaymentCardLookup; clock: Clock; deliver(events: readonly EventEnvelope[]): Promise<void> },
): Promise<{ auto_renewal: boolean }> {
  const domain = await ownDomain(input.domainId, input.userId, ports.domains);
  if (input.enabled) {
    const fields: Record<string, string> = {};
    const card = input.paymentCardId ? await ports.cards.cardOf(domain.ownerId, input.paymentCardId) : null;
    if (!card) fields.payment_card_id = 'validation.payment_card_required';
    if (input.termsAccepted !== true) fields.terms_accepted = 'validation.must_accept';
    if (Object.keys(fields).length > 0) throw new DomainError('auto_renewal_requirements', fields);
  }
  if (domain.autoRenewal !== input.enabled) {
    const event = newEvent(
      'domain.auto-renewal-changed',
      { domainId: domain.domainId, name: domain.name, actorId: input.userId, actorKind: 'user', enabled: input.enabled },
      ports.clock,
    );
    await ports.domains.update(domain, { autoRenewal: input.enabled }, ports.clock.now(), [event]);
    await ports.deliver([event]);
  }
  return { auto_renewal: input.enabled };
}
