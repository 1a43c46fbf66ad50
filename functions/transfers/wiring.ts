import { configuredBasics } from '../adapters/configured-basics.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createTransferRepository } from '../adapters/dynamodb/transfer-repository.ts';
import { createUserRepository } from '../adapters/dynamodb/user-repository.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { eppCreateContact, eppDomainInfo, eppRegistryOf, eppTransferDomain, eppUpdateDomain } from '../adapters/registry/epp-registry.ts';
import type { Config } from '../config.ts';
import type { TransferPorts } from './ports.ts';

/**
 * The composition root of transfer in, shared by the transfer routes and the auto-approval job:
 * the adapters a configuration selects, built once at cold start (or once per local runtime).
 */
export function composeTransfers(config: Config, local: LocalStandIns | undefined, logger: TransferPorts['logger']): TransferPorts {
  const table = portalTableOf(config);
  return {
    ...configuredBasics(config, local, logger),
    transfers: createTransferRepository(table),
    domains: createDomainRepository(table),
    owners: createUserRepository(table),
    registry: eppRegistryOf(config, { transferDomain: eppTransferDomain, domainInfo: eppDomainInfo, createContact: eppCreateContact, updateDomain: eppUpdateDomain }),
    settings: createSettingsReader(table),
    productNameServers: config.PRODUCT_NAME_SERVERS,
  };
}
