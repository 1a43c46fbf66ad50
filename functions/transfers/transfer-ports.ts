import type { EventEnvelope } from '../../events/envelope.ts';
import type { Settings } from '../../shared/schemas/settings.ts';
import type { DomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import type { TransferRepository } from '../adapters/dynamodb/transfer-repository.ts';
import type { BuyerProfile } from '../orders/registrant.ts';
import type { Clock } from '../ports/clock.ts';
import type { Registry } from '../ports/registry.ts';

/** What the transfer-in use cases run on; the HTTP handler and the auto-approval job wire the real adapters. */
export interface TransferPorts {
  transfers: TransferRepository;
  domains: Pick<DomainRepository, 'get' | 'claimOf'>;
  /** The owner's profile: the registrant contact of the domain once it is ours. */
  owners: { get(userId: string): Promise<BuyerProfile | null> };
  registry: Pick<Registry, 'transferDomain' | 'domainInfo' | 'createContact' | 'updateDomain'>;
  settings: { get(): Promise<Pick<Settings, 'days_until_transfer_auto_processing'>> };
  clock: Clock;
  /** The product's name servers: a transferred domain on exactly these is in `product` mode. */
  productNameServers: readonly string[];
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  logger: { warn(message: string, extra?: object): void; error(message: string, extra?: object): void };
}
