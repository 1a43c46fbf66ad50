import { changeContacts, getContacts } from '../../domains/contact-settings.ts';
import { addDsRecord, getDnssec, removeDsRecord, setDnssecSigning } from '../../domains/dnssec-settings.ts';
import { getLocks, getTransferCode, renewTransferCode, setRegistrationLock, setTransferLock } from '../../domains/lock-settings.ts';
import { changeNameServers, getNameServers } from '../../domains/name-server-settings.ts';
import type { DomainSettingsPorts } from '../../domains/ports.ts';
import type { domainSettingsApi } from '#shared/api/domain-settings.ts';
import type { RouteImplementations } from '../pipeline/context-handler.ts';

/** The domain-settings routes of the `domains` context: name servers, DNSSEC, contacts, locks, transfer code. */
export function domainSettingsRoutes(ports: DomainSettingsPorts): RouteImplementations<typeof domainSettingsApi> {
  return {
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
}
