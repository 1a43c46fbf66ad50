import type { EventEnvelope } from '#events/envelope.ts';
import type { Clock } from '../ports/clock.ts';
import type { SavedCards } from '../ports/payments.ts';
import type { CardOwner, CardUse, PaymentCardRecord } from './model.ts';

/** The saved cards (adapter: `adapters/dynamodb/payment-card-repository.ts`). */
export interface PaymentCardRepository {
  get(cardId: string): Promise<PaymentCardRecord | null>;
  /** An owner's cards, oldest first. */
  listByOwner(ownerId: string): Promise<PaymentCardRecord[]>;
  /** The card a provider setup saved, if it was saved already. */
  cardIdOfSetup(setupId: string): Promise<string | null>;
  /** Saves the card with its setup's claim and events in one transaction; false when the setup already saved one. */
  create(card: PaymentCardRecord, events: readonly EventEnvelope[]): Promise<boolean>;
  /** Renames the card if nobody changed it since it was read (`conflict` otherwise). */
  rename(card: PaymentCardRecord, name: string, at: Date, events: readonly EventEnvelope[]): Promise<PaymentCardRecord>;
  /** Deletes the card if nobody changed it since it was read (`conflict` otherwise). The setup's claim stays. */
  delete(card: PaymentCardRecord, events: readonly EventEnvelope[]): Promise<void>;
}

/** The owner's customer at the payment provider: one per owner, kept once made. */
export interface PaymentCustomerRepository {
  get(owner: CardOwner): Promise<string | null>;
  /** Keeps the customer unless the owner has one already; answers the one kept. */
  keep(owner: CardOwner, customerId: string, at: Date): Promise<string>;
}

/** Which of an owner's domains renew with which card (the domains context's domains). */
export interface CardUses {
  ofOwner(ownerId: string): Promise<CardUse[]>;
}

/** The caller's place in a team (the teams context's members): team cards are seen by members, changed by owners. */
export interface CardTeams {
  teamRoleOf(teamId: string, userId: string): Promise<'owner' | 'member' | null>;
}

export interface PaymentCardPorts {
  teams: CardTeams;
  cards: PaymentCardRepository;
  customers: PaymentCustomerRepository;
  uses: CardUses;
  payments: SavedCards;
  clock: Clock;
  /** The portal's own origin: where the provider's page sends the cardholder back to. */
  origin: string;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}
