import type { EventEnvelope } from '#events/envelope.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import type { DomainRepository } from '../domains/ports.ts';
import type { DueRepository } from '../lifecycle/ports.ts';
import type { OrderRepository } from '../orders/ports.ts';
import type { PaymentCardRepository } from '../payment-cards/ports.ts';
import type { BusinessMetrics } from '../ports/business-metrics.ts';
import type { Clock } from '../ports/clock.ts';
import type { SavedCards } from '../ports/payments.ts';
import type { UserRepository } from '../users/ports.ts';

/** A warning that the card attached to a domain expires before its renewal day: one per domain, period (the expiry) and card. */
export interface CardWarningMarker {
  domainId: string;
  expiresAt: string;
  paymentCardId: string;
  sentAt: string;
}

/** The card warnings sent (adapter: `adapters/dynamodb/card-warning-repository.ts`, pattern L6). */
export interface CardWarningRepository {
  /** Records the warning and its event in one transaction, only if none of the same domain, period and card exists: false when one does (another run sent it). */
  record(marker: CardWarningMarker, event: EventEnvelope): Promise<boolean>;
}

/** What the auto-renewal job runs on. */
export interface AutoRenewalPorts {
  due: Pick<DueRepository, 'listDue' | 'schedule' | 'remove'>;
  domains: Pick<DomainRepository, 'get'>;
  settings: { get(): Promise<Pick<Settings, 'days_before_expiry_for_auto_renewal' | 'price_per_year' | 'vat_percent'>> };
  /** The owner: the renewal order's buyer (its e-mail and language for the receipt). */
  users: Pick<UserRepository, 'get'>;
  /** A team's owners, longest-standing first: the first is a team domain's renewal buyer. */
  teams: { ownersOf(teamId: string): Promise<string[]> };
  cards: Pick<PaymentCardRepository, 'get'>;
  cardWarnings: CardWarningRepository;
  orders: Pick<OrderRepository, 'get' | 'create' | 'update' | 'applyPaymentEvent'>;
  payments: Pick<SavedCards, 'createOffSessionPayment' | 'confirmOffSessionPayment' | 'offSessionPayment'>;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  logger: { error(message: string, extra?: Record<string, unknown>): void };
  /** Counts the charges that failed. */
  metrics: BusinessMetrics;
}
