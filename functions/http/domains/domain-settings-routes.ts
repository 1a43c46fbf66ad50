import { configuredClock } from '../../adapters/clock/configured-clock.ts';
import { configuredDnsHost } from '../../adapters/dns/configured-dns.ts';
import { domainRepository } from '../../adapters/dynamodb/domain-repository.ts';
import { domainSettingsRepository } from '../../adapters/dynamodb/domain-settings-repository.ts';
import { registryLeaseRepository } from '../../adapters/dynamodb/registry-lease-repository.ts';
import { outboxRepository } from '../../adapters/dynamodb/outbox-repository.ts';
import { userRepository } from '../../adapters/dynamodb/user-repository.ts';
import { configuredEventPublisher } from '../../adapters/events/event-publisher.ts';
import { udpNameServerProbe } from '../../adapters/name-server-probe/udp-name-server-probe.ts';
import { eppRegistry } from '../../adapters/registry/epp-registry.ts';
import { config } from '../../config.ts';
import { changeContacts, getContacts } from '../../domains/contact-settings.ts';
import { addDsRecord, getDnssec, removeDsRecord, setDnssecSigning } from '../../domains/dnssec-settings.ts';
import type { DomainSettingsPorts } from '../../domains/ports.ts';
import { getLocks, getTransferCode, renewTransferCode, setRegistrationLock, setTransferLock } from '../../domains/lock-settings.ts';
import { changeNameServers, getNameServers } from '../../domains/name-server-settings.ts';
import { deliverEvents } from '../../events/deliver-events.ts';
import { Logger } from '../../logger.ts';
import type { domainSettingsApi } from '#shared/api/domain-settings.ts';
import type { RouteImplementations } from '../pipeline/context-handler.ts';

/** The domain-settings routes of the `domains` context: name servers, DNSSEC, contacts, locks, transfer code. */
const logger = new Logger();
const publisher = configuredEventPublisher();
const settings = config();

const ports: DomainSettingsPorts = {
  domains: domainRepository,
  leases: registryLeaseRepository,
  store: domainSettingsRepository,
  registry: eppRegistry(),
  probe: udpNameServerProbe({ port: settings.NAME_SERVER_PROBE_PORT, timeoutMs: settings.NAME_SERVER_PROBE_TIMEOUT_MS, resolverServers: settings.NAME_SERVER_PROBE_RESOLVER }),
  dnsHost: configuredDnsHost(),
  owners: userRepository,
  clock: configuredClock(),
  productNameServers: settings.PRODUCT_NAME_SERVERS,
  deliver: (events) => deliverEvents(events, { publisher, outbox: outboxRepository, logger }),
  logger,
};

export const domainSettingsRoutes: RouteImplementations<typeof domainSettingsApi> = {
  getDomainNameServers: async ({ identity, params }) => ({ data: await getNameServers(params.domainId, identity.userId, ports) }),
  updateDomainNameServers: async ({ identity, params, body }) => ({ data: await changeNameServers(params.domainId, identity.userId, body, ports) }),

  getDomainDnssec: async ({ identity, params }) => ({ data: await getDnssec(params.domainId, identity.userId, ports) }),
  setDomainDnssec: async ({ identity, params, body }) => ({ data: await setDnssecSigning(params.domainId, identity.userId, body.enabled, ports) }),
  addDomainDsRecord: async ({ identity, params, body }) => ({ data: await addDsRecord(params.domainId, identity.userId, body, ports) }),
  removeDomainDsRecord: async ({ identity, params }) => ({ data: await removeDsRecord(params.domainId, identity.userId, decodeURIComponent(params.dsId), ports) }),

  getDomainContacts: async ({ identity, params }) => ({ data: await getContacts(params.domainId, identity.userId, ports) }),
  updateDomainContacts: async ({ identity, params, body }) => ({ data: await changeContacts(params.domainId, identity.userId, body, ports) }),

  getDomainLocks: async ({ identity, params }) => ({ data: await getLocks(params.domainId, identity.userId, ports) }),
  setDomainTransferLock: async ({ identity, params, body }) => ({ data: await setTransferLock(params.domainId, identity.userId, body.locked, ports) }),
  setDomainRegistrationLock: async ({ identity, params, body }) => ({ data: await setRegistrationLock(params.domainId, identity.userId, body.locked, ports) }),

  getDomainTransferCode: async ({ identity, params }) => ({ data: await getTransferCode(params.domainId, identity.userId, ports) }),
  renewDomainTransferCode: async ({ identity, params }) => ({ data: await renewTransferCode(params.domainId, identity.userId, ports) }),
};
