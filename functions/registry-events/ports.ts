import type { EventEnvelope } from '#events/envelope.ts';
import type { DomainRepository } from '../domains/ports.ts';
import type { Clock } from '../ports/clock.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';
import type { Registry } from '../ports/registry.ts';
import type { RegistryEventReceipt } from './model.ts';

/** Registry events already handled, by the registry's event id (adapter: `adapters/dynamodb/registry-event-repository.ts`). */
export interface RegistryEventReceiptRepository {
  /** Whether the event id was handled before (a consistent read). */
  seen(eventId: string): Promise<boolean>;
  /** Remembers the event as handled (kept 30 days, longer than the registry retries). */
  remember(receipt: RegistryEventReceipt): Promise<void>;
}

/** What the consumer runs on: the domains context's repository, the receipts, the outbox delivery. */
export interface ApplyRegistryEventPorts {
  domains: Pick<DomainRepository, 'claimOf' | 'get' | 'update'>;
  receipts: RegistryEventReceiptRepository;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  /** The portal's registrar id at the registry. */
  ourRegistrar: string;
}

/** What the registry-poll job runs on: the registrar's message queue at the registry, the bus, the receipts. */
export interface DrainRegistryMessagesPorts {
  registry: Pick<Registry, 'pollMessage' | 'acknowledgeMessage'>;
  /** The bus: each message goes to the registry-events queue (its rule), as a webhook does. */
  publisher: EventPublisher;
  /** Where an unreadable message is kept (with its text) before it is acknowledged. */
  receipts: Pick<RegistryEventReceiptRepository, 'remember'>;
  clock: Clock;
  logger: { info(message: string, extra?: object): void; error(message: string, extra?: object): void };
}
