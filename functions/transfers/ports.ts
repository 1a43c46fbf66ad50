import type { EventEnvelope } from '#events/envelope.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import type { DomainRecord } from '../domains/model.ts';
import type { DomainRepository } from '../domains/ports.ts';
import type { BuyerProfile } from '../orders/registrant.ts';
import type { Clock } from '../ports/clock.ts';
import type { Registry } from '../ports/registry.ts';
import type { TransferRecord } from './transfer.ts';

/** The parts of a transfer a change may touch; the repository bumps `version` and sets `updatedAt`. */
export type TransferChanges = Partial<Pick<TransferRecord, 'status' | 'cancelReason' | 'approvedAt' | 'cancelledAt' | 'domainId' | 'autoApprovalAt'>>;

/** Transfers in (adapter: `adapters/dynamodb/transfer-repository.ts`); each change conditional on the version read. */
export interface TransferRepository {
  get(transferId: string): Promise<TransferRecord | null>;
  listByOwner(ownerId: string, limit?: number): Promise<TransferRecord[]>;
  /** The name's open transfer, if any. */
  openTransferOf(name: string): Promise<{ transferId: string; ownerId: string } | null>;
  /** Requested transfers asked for at or before `requestedUpTo`, oldest first, a page at a time. */
  listRequestedUpTo(
    requestedUpTo: string,
    limit: number,
    startKey?: Record<string, unknown>,
  ): Promise<{ transfers: TransferRecord[]; nextKey: Record<string, unknown> | undefined }>;
  /** Saves a new transfer with the name's open-transfer claim and its events; `claimed` when the name already has one. */
  create(transfer: TransferRecord, events: readonly EventEnvelope[]): Promise<'created' | 'claimed'>;
  close(transfer: TransferRecord, changes: TransferChanges, at: Date, events: readonly EventEnvelope[]): Promise<TransferRecord>;
  /** Ends an approved transfer with the domain and its name claim; `name_taken` when another domain holds the name. */
  complete(input: {
    transfer: TransferRecord;
    changes: TransferChanges;
    domain: DomainRecord;
    events: readonly EventEnvelope[];
    at: Date;
  }): Promise<{ outcome: 'recorded'; transfer: TransferRecord } | { outcome: 'name_taken' }>;
}

/** What the transfer-in use cases run on; the HTTP handler and the auto-approval job wire the real adapters. */
export interface TransferPorts {
  transfers: TransferRepository;
  /** The domains, and the caller's place in a team (a team's transfers are its members'). */
  domains: Pick<DomainRepository, 'get' | 'claimOf' | 'teamRoleOf'>;
  /** The requester's profile: the registrant contact of the domain once it is ours (as a team purchase's buyer's). */
  owners: { get(userId: string): Promise<BuyerProfile | null> };
  registry: Pick<Registry, 'transferDomain' | 'domainInfo' | 'createContact' | 'updateDomain'>;
  settings: { get(): Promise<Pick<Settings, 'days_until_transfer_auto_processing'>> };
  clock: Clock;
  /** The product's name servers: a transferred domain on exactly these is in `product` mode. */
  productNameServers: readonly string[];
  deliver(events: readonly EventEnvelope[]): Promise<void>;
  logger: { warn(message: string, extra?: object): void; error(message: string, extra?: object): void };
}
