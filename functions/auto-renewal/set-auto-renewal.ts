import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRepository, DomainSettingsRepository } from '../domains/ports.ts';
import { DomainError } from '../errors.ts';
import type { Clock } from '../ports/clock.ts';
import { cardChargeable } from '../payment-cards/card-rules.ts';
import { ownDomain } from '../domains/own-domain.ts';
import type { DomainSettingsChange } from '../domains/model.ts';
import type { DueRepository } from '../lifecycle/ports.ts';
import { newEvent } from './events.ts';

/** A saved payment card of the owner (payment-cards context), as automatic renewal needs it: whose it is and when it expires. */
export interface PaymentCardLookup {
  cardOf(ownerId: string, cardId: string): Promise<{ id: string; expMonth: number; expYear: number } | null>;
}

/**
 * Automatic renewal on or off, and the card the domain renews with (spec §4: it requires an
 * attached payment card and acceptance of the terms). A card given is attached (also with
 * `enabled: false`); it must be one of the owner's and not expired. On needs an attached card
 * (given now, or attached before) and the terms accepted now; otherwise it is refused with each
 * missing part named, so the page can say what is missing. Off always works and keeps the card.
 * A change is saved with `domain.auto-renewal-changed` (before and after). Switched on, or
 * another card attached while on, the domain's auto-renewal entry is made due (L2), so the
 * job's next daily run looks at the card now rather than on the renewal day: a card that
 * expires before the renewal is warned about in time (docs/decisions/README.md).
 */
export async function setAutoRenewal(
  input: { userId: string; domainId: string; enabled: boolean; termsAccepted?: boolean; paymentCardId?: string | null },
  ports: {
    domains: Pick<DomainRepository, 'get' | 'teamRoleOf'>;
    store: Pick<DomainSettingsRepository, 'save'>;
    cards: PaymentCardLookup;
    due: Pick<DueRepository, 'schedule'>;
    clock: Clock;
    deliver(events: readonly EventEnvelope[]): Promise<void>;
  },
): Promise<{ auto_renewal: boolean; payment_card_id: string | null }> {
  const domain = await ownDomain(input.domainId, input.userId, ports.domains);
  const now = ports.clock.now();
  const fields: Record<string, string> = {};
  // null detaches the card (only with automatic renewal off); absent keeps the attached one.
  const cardId = input.paymentCardId === undefined ? (domain.paymentCardId ?? null) : input.paymentCardId;
  if (cardId) {
    const card = await ports.cards.cardOf(domain.ownerId, cardId);
    if (!card) fields.payment_card_id = 'validation.payment_card_required';
    else if (!cardChargeable(card, now)) fields.payment_card_id = 'validation.payment_card_expired';
  } else if (input.enabled) {
    fields.payment_card_id = 'validation.payment_card_required';
  }
  if (input.enabled && input.termsAccepted !== true) fields.terms_accepted = 'validation.must_accept';
  if (Object.keys(fields).length > 0) throw new DomainError('auto_renewal_requirements', fields);

  const before = { autoRenewal: domain.autoRenewal, paymentCardId: domain.paymentCardId ?? null };
  const after = { autoRenewal: input.enabled, paymentCardId: cardId };
  if (before.autoRenewal !== after.autoRenewal || before.paymentCardId !== after.paymentCardId) {
    const termsAcceptedAt = input.enabled && !domain.autoRenewal ? now.toISOString() : null;
    const change: DomainSettingsChange = {
      // When the terms were accepted is kept in the event (the domain's history), not on the domain.
      set: { autoRenewal: input.enabled, ...(cardId ? { paymentCardId: cardId } : {}) },
      ...(cardId ? {} : { remove: ['paymentCardId'] as const }),
    };
    // Before the save: a save that then fails leaves only an early look, which changes nothing.
    if (after.autoRenewal && after.paymentCardId) await ports.due.schedule(domain.domainId, 'auto-renewal', now);
    const events = [newEvent('domain.auto-renewal-changed', { domainId: domain.domainId, name: domain.name, actorId: input.userId, before, after, termsAcceptedAt }, ports.clock)];
    await ports.store.save(domain, change, now, events);
    await ports.deliver(events);
  }
  return { auto_renewal: after.autoRenewal, payment_card_id: after.paymentCardId };
}
