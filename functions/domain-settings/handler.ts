import { apiTokenGate } from '../adapters/api-tokens/api-token-gate.ts';
import { changeContacts, getContacts } from './contact-settings.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import { addDsRecord, getDnssec, removeDsRecord, setDnssecSigning } from './dnssec-settings.ts';
import { refuseDnssecBootstrap } from './dnssec-bootstrap.ts';
import { getLocks, getTransferCode, renewTransferCode, setRegistrationLock, setTransferLock } from './lock-settings.ts';
import { changeNameServers, getNameServers } from './name-server-settings.ts';
import { approvePortalLockLift, cancelPortalLockLift, getPortalLock, lockInPortal, requestPortalLockLift } from './portal-lock.ts';
import { domainSettingsApi } from '#shared/api/domain-settings.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { Logger } from '../logger.ts';
import { reportNotMe } from './not-me.ts';
import { composeDnssecBootstrap, composeDomainSettings, composeNotMe, composePortalLock } from './wiring.ts';
import { registryErrors, domainSettingsErrors } from '#shared/i18n/messages.ts';

/**
 * The settings the registry keeps for a domain (context `domain-settings`, a Lambda of its own in
 * the domains context): name servers, DNSSEC, contacts, locks, transfer code.
 */
export function createHandler(config: Config, local?: LocalStandIns) {
  const ports = composeDomainSettings(config, local, new Logger());
  const lockPorts = composePortalLock(config, local, ports);
  const notMePorts = composeNotMe(config, ports);
  const bootstrapPorts = composeDnssecBootstrap(config, ports);
  return httpContextHandler(
    domainSettingsApi,
    {
      getDomainNameServers: async ({ identity, params }) => ({ data: await getNameServers(params.domainId, identity.userId, ports) }),
      updateDomainNameServers: async ({ identity, params, body }) => ({ data: await changeNameServers(params.domainId, identity.userId, body, ports) }),

      getDomainDnssec: async ({ identity, params }) => ({ data: await getDnssec(params.domainId, identity.userId, ports) }),
      setDomainDnssec: async ({ identity, params, body }) => ({ data: await setDnssecSigning(params.domainId, identity.userId, body.enabled, ports) }),
      addDomainDsRecord: async ({ identity, params, body }) => ({ data: await addDsRecord(params.domainId, identity.userId, body, ports) }),
      refuseDnssecBootstrap: async ({ identity, params }) => ({ data: await refuseDnssecBootstrap(params.domainId, identity.userId, bootstrapPorts) }),
      removeDomainDsRecord: async ({ identity, params }) => ({ data: await removeDsRecord(params.domainId, identity.userId, decodeURIComponent(params.dsId), ports) }),

      getDomainContacts: async ({ identity, params }) => ({ data: await getContacts(params.domainId, identity.userId, ports) }),
      updateDomainContacts: async ({ identity, params, body }) => ({ data: await changeContacts(params.domainId, identity.userId, body, ports) }),

      getDomainLocks: async ({ identity, params }) => ({ data: await getLocks(params.domainId, identity.userId, ports) }),
      setDomainTransferLock: async ({ identity, params, body }) => ({ data: await setTransferLock(params.domainId, identity.userId, body.locked, ports) }),
      setDomainRegistrationLock: async ({ identity, params, body }) => ({ data: await setRegistrationLock(params.domainId, identity.userId, body.locked, ports) }),

      getDomainTransferCode: async ({ identity, params }) => ({ data: await getTransferCode(params.domainId, identity.userId, ports) }),
      renewDomainTransferCode: async ({ identity, params }) => ({ data: await renewTransferCode(params.domainId, identity.userId, ports) }),

      getDomainPortalLock: async ({ identity, params }) => ({ data: await getPortalLock(params.domainId, identity.userId, lockPorts) }),
      lockDomainInPortal: async ({ identity, params }) => ({ data: await lockInPortal(params.domainId, identity.userId, lockPorts) }),
      requestPortalLockLift: async ({ identity, params }) => ({ data: await requestPortalLockLift(params.domainId, identity.userId, lockPorts) }),
      approvePortalLockLift: async ({ identity, params }) => ({ data: await approvePortalLockLift(params.domainId, identity.userId, lockPorts) }),
      cancelPortalLockLift: async ({ identity, params }) => ({ data: await cancelPortalLockLift(params.domainId, identity.userId, lockPorts) }),

      reportNotMe: async ({ body, sourceIp }) => ({ data: await reportNotMe({ token: body.token, sourceIp }, notMePorts) }),
    },
    { ...httpPipelineOptions(config, local), apiTokens: apiTokenGate(config, local) },
    [registryErrors, domainSettingsErrors],
  );
}
