import { configuredBasics } from '../adapters/configured-basics.ts';
import { configuredDnsHost } from '../adapters/dns/configured-dns.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDomainShareLookup } from '../adapters/dynamodb/domain-share-lookup.ts';
import { createDomainSettingsRepository } from '../adapters/dynamodb/domain-settings-repository.ts';
import { createOwnerProfiles } from '../adapters/dynamodb/owner-profiles.ts';
import { createRegistryLeaseRepository } from '../adapters/dynamodb/registry-lease-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { udpNameServerProbe } from '../adapters/name-server-probe/udp-name-server-probe.ts';
import { eppCreateContact, eppDomainInfo, eppRegistryOf, eppUpdateContact, eppUpdateDomain } from '../adapters/registry/epp-registry.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { DomainSettingsPorts } from '../domains/ports.ts';
import { configuredSmsSender } from '../adapters/messages/configured-messaging.ts';
import { createPortalLockPeople } from '../adapters/dynamodb/portal-lock-people.ts';
import { createPortalLockLiftQueue } from '../adapters/dynamodb/domain-settings-repository.ts';
import type { PortalLockLiftsPorts, PortalLockPorts } from './portal-lock.ts';
import { createDomainHealthRepository } from '../adapters/dynamodb/domain-health-repository.ts';
import type { DnssecBootstrapPorts } from './dnssec-bootstrap.ts';
import { createAccessTokenRepository } from '../adapters/dynamodb/access-token-repository.ts';
import { createRateLimitRepository } from '../adapters/dynamodb/challenge-repository.ts';
import { createEidSubjectLookup } from '../adapters/dynamodb/eid-link-repository.ts';
import { createEidSessionRepository } from '../adapters/dynamodb/eid-session-repository.ts';
import { createNotMeLinkRepository } from '../adapters/dynamodb/not-me-link-repository.ts';
import { systemClock } from '../ports/clock.ts';
import type { NotMePorts } from './not-me.ts';

/** The adapters the domain-settings use cases run on (the domains Lambda's settings routes), built once at cold start. */
export function composeDomainSettings(config: Config, local: LocalStandIns | undefined, logger: Logger): DomainSettingsPorts {
  const table = portalTableOf(config);
  return {
    ...configuredBasics(config, local, logger),
    domains: createDomainRepository(table),
    shares: createDomainShareLookup(table),
    leases: createRegistryLeaseRepository(table),
    store: createDomainSettingsRepository(table),
    registry: eppRegistryOf(config, { domainInfo: eppDomainInfo, updateDomain: eppUpdateDomain, createContact: eppCreateContact, updateContact: eppUpdateContact }),
    probe: udpNameServerProbe({ port: config.NAME_SERVER_PROBE_PORT, timeoutMs: config.NAME_SERVER_PROBE_TIMEOUT_MS, resolverServers: config.NAME_SERVER_PROBE_RESOLVER }),
    dnsHost: configuredDnsHost(config, local),
    owners: createOwnerProfiles(table),
    productNameServers: config.PRODUCT_NAME_SERVERS,
  };
}

/** The portal lock's use cases: the domain-settings ports, the SMS sender and the owners' verified phones. */
export function composePortalLock(config: Config, local: LocalStandIns | undefined, ports: DomainSettingsPorts): PortalLockPorts {
  return { ...ports, sms: configuredSmsSender(config, local), people: createPortalLockPeople(portalTableOf(config)) };
}

/**
 * "This was not me": the domain-settings ports, the links, the rate limits, and ending sessions as
 * "sign out everywhere" ends them (our tokens, and the national e-ID's by recording the end).
 */
/** Refusing a CDS bootstrap: the domain settings' ports and the domain health items, where the waiting bootstrap is kept. */
export function composeDnssecBootstrap(config: Config, ports: DomainSettingsPorts): DnssecBootstrapPorts {
  return { ...ports, health: createDomainHealthRepository(portalTableOf(config)) };
}

export function composeNotMe(config: Config, ports: DomainSettingsPorts): NotMePorts {
  const table = portalTableOf(config);
  const eidSessions = createEidSessionRepository(table);
  const eidLinks = createEidSubjectLookup(table);
  return {
    ...ports,
    links: createNotMeLinkRepository(table),
    rateLimits: createRateLimitRepository(table),
    sessions: {
      tokens: createAccessTokenRepository(table),
      clock: ports.clock,
      eidSessions: {
        endSession: (sessionId, at, keptUntil) => eidSessions.endSession(sessionId, at, keptUntil),
        endEverySession: (subject, at, keptUntil) => eidSessions.endEverySession(subject, at, keptUntil),
        subjectOf: (userId) => eidLinks.subjectOf(userId),
      },
      // Not the runtime's movable clock: the ends are compared with the e-ID provider's times.
      eidClock: systemClock,
    },
  };
}

/** The portal-lock-lifts job's adapters, built once at cold start. */
export function composePortalLockLifts(config: Config, local: LocalStandIns | undefined, logger: Logger): PortalLockLiftsPorts {
  const table = portalTableOf(config);
  return {
    ...configuredBasics(config, local, logger),
    domains: createDomainRepository(table),
    store: createDomainSettingsRepository(table),
    lifts: createPortalLockLiftQueue(table),
  };
}
