import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { configuredDnsHost } from '../adapters/dns/configured-dns.ts';
import { domainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { domainSettingsRepository } from '../adapters/dynamodb/domain-settings-repository.ts';
import { registryLeaseRepository } from '../adapters/dynamodb/registry-lease-repository.ts';
import { userRepository } from '../adapters/dynamodb/user-repository.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import { udpNameServerProbe } from '../adapters/name-server-probe/udp-name-server-probe.ts';
import { eppRegistry } from '../adapters/registry/epp-registry.ts';
import { config } from '../config.ts';
import { Logger } from '../logger.ts';
import type { DomainSettingsPorts } from './ports.ts';

const logger = new Logger();
const settings = config();

/** The adapters the domain-settings use cases run on (the domains Lambda's settings routes), made once at module load. */
export const domainSettingsPorts: DomainSettingsPorts = {
  domains: domainRepository,
  leases: registryLeaseRepository,
  store: domainSettingsRepository,
  registry: eppRegistry(),
  probe: udpNameServerProbe({ port: settings.NAME_SERVER_PROBE_PORT, timeoutMs: settings.NAME_SERVER_PROBE_TIMEOUT_MS, resolverServers: settings.NAME_SERVER_PROBE_RESOLVER }),
  dnsHost: configuredDnsHost(),
  owners: userRepository,
  clock: configuredClock(),
  productNameServers: settings.PRODUCT_NAME_SERVERS,
  deliver: configuredDelivery(logger),
  logger,
};
