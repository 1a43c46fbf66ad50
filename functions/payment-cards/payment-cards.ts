import { randomUUID } from 'node:crypto';
import type { PaymentCard } from '#shared/schemas/payment-cards.ts';
import { DomainError } from '../errors.ts';
import { domainsUsing } from './card-rules.ts';
import { newEvent } from './events.ts';
import type { CardOwner, PaymentCardRecord } from './model.ts';
import type { PaymentCardPorts } from './ports.ts';
import { toPaymentCardView } from './views.ts';

/**
 * The owner's saved cards: list, read, save a new one on the provider's page, rename, delete.
 * Personal cards, and a team's cards (members see them, owners change them); another owner's card
 * is "not found", never "forbidden", so card ids reveal nothing.
 */

const personal = (userId: string): CardOwner => ({ ownerType: 'user', ownerId: userId });

/**
 * The user's own card, or a card of a team they are in, or not_found. A team's members see its
 * cards; changing them (`change`) is for its owners ("Only owners can use this function", spec §6).
 */
async function ownCard(userId: string, cardId: string, ports: Pick<PaymentCardPorts, 'cards' | 'teams'>, access: 'see' | 'change' = 'change'): Promise<PaymentCardRecord> {
  const card = await ports.cards.get(cardId);
  if (!card) throw new DomainError('not_found');
  if (card.ownerType === 'user') {
    if (card.ownerId !== userId) throw new DomainError('not_found');
    return card;
  }
  const role = await ports.teams.teamRoleOf(card.ownerId, userId);
  if (!role) throw new DomainError('not_found');
  if (access === 'change' && role !== 'owner') throw new DomainError('only_owners');
  return card;
}

export async function listCards(userId: string, ports: Pick<PaymentCardPorts, 'cards' | 'uses' | 'clock'>): Promise<PaymentCard[]> {
  const [cards, uses] = await Promise.all([ports.cards.listByOwner(userId), ports.uses.ofOwner(userId)]);
  const now = ports.clock.now();
  return cards.filter((card) => card.ownerType === 'user').map((card) => toPaymentCardView(card, uses, now));
}

export async function getCard(input: { userId: string; cardId: string }, ports: Pick<PaymentCardPorts, 'cards' | 'teams' | 'uses' | 'clock'>): Promise<PaymentCard> {
  const card = await ownCard(input.userId, input.cardId, ports, 'see');
  return toPaymentCardView(card, await ports.uses.ofOwner(card.ownerId), ports.clock.now());
}

/** How long the provider's card page stays open. */
const setupPageMinutes = 60;

/**
 * Starts saving a card: the owner's customer at the provider (made once, then kept), and the
 * provider's card-setup page for it, which comes back to `/payment-methods`. The card itself
 * arrives with the provider's webhook (complete-card-setup.ts).
 */
export async function startCardSetup(
  input: { user: { id: string; email: string; name: string }; teamId: string | null; locale: 'fo' | 'en' },
  ports: Pick<PaymentCardPorts, 'customers' | 'payments' | 'clock' | 'origin' | 'teams'>,
): Promise<{ checkout_url: string; expires_at: string }> {
  // A team's card: its owners add it (members see the team's cards; strangers find no team).
  if (input.teamId !== null) {
    const role = await ports.teams.teamRoleOf(input.teamId, input.user.id);
    if (!role) throw new DomainError('not_found');
    if (role !== 'owner') throw new DomainError('only_owners');
  }
  const owner: CardOwner = input.teamId !== null ? { ownerType: 'team', ownerId: input.teamId } : personal(input.user.id);
  const page = input.teamId !== null ? `/teams/${encodeURIComponent(input.teamId)}/payment-methods` : '/payment-methods';
  const now = ports.clock.now();
  let customerId = await ports.customers.get(owner);
  if (!customerId) {
    const made = await ports.payments.createCustomer({ ...owner, email: input.user.email, name: input.user.name, idempotencyKey: `customer-${owner.ownerType}-${owner.ownerId}` });
    customerId = await ports.customers.keep(owner, made.customerId, now);
  }
  const setup = await ports.payments.createCardSetup({
    ...owner,
    customerId,
    userId: input.user.id,
    locale: input.locale,
    successUrl: `${ports.origin}${page}?card_setup={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${ports.origin}${page}`,
    expiresAt: new Date(now.getTime() + setupPageMinutes * 60_000).toISOString(),
    // Each press of "add card" is its own setup page.
    idempotencyKey: `card-setup-${randomUUID()}`,
  });
  return { checkout_url: setup.url, expires_at: setup.expiresAt };
}

export async function renameCard(
  input: { userId: string; cardId: string; name: string },
  ports: Pick<PaymentCardPorts, 'cards' | 'teams' | 'uses' | 'clock' | 'deliver'>,
): Promise<PaymentCard> {
  const card = await ownCard(input.userId, input.cardId, ports);
  let renamed = card;
  if (card.name !== input.name) {
    const events = [
      newEvent(
        'payment-card.renamed',
        { cardId: card.cardId, ownerType: card.ownerType, ownerId: card.ownerId, actorId: input.userId, before: { name: card.name }, after: { name: input.name } },
        ports.clock,
      ),
    ];
    renamed = await ports.cards.rename(card, input.name, ports.clock.now(), events);
    await ports.deliver(events);
  }
  return toPaymentCardView(renamed, await ports.uses.ofOwner(card.ownerId), ports.clock.now());
}

/**
 * Deletes a card no domain renews with (spec §5), detaching it at the provider first: a card
 * detached but still listed (the delete failed after) is deleted by trying again; one deleted
 * but still attached could never be detached by us.
 */
export async function deleteCard(
  input: { userId: string; cardId: string },
  ports: Pick<PaymentCardPorts, 'cards' | 'teams' | 'uses' | 'payments' | 'clock' | 'deliver'>,
): Promise<void> {
  const card = await ownCard(input.userId, input.cardId, ports);
  if (domainsUsing(card.cardId, await ports.uses.ofOwner(card.ownerId)).length > 0) throw new DomainError('payment_card_in_use');
  await ports.payments.detachCard(card.providerPaymentMethodId, `detach-${card.cardId}`);
  const { cardId, ownerType, ownerId, brand, last4, expMonth, expYear, name } = card;
  const events = [newEvent('payment-card.deleted', { cardId, ownerType, ownerId, actorId: input.userId, brand, last4, expMonth, expYear, name }, ports.clock)];
  await ports.cards.delete(card, events);
  await ports.deliver(events);
}
