import { apiTokenGate } from '../adapters/api-tokens/api-token-gate.ts';
import { recordAllowed } from '#shared/api-tokens.ts';
import type { RouteDeclaration } from '#shared/api/contract.ts';
import { scopeRefusal } from '../http/pipeline/api-token.ts';
import type { SignedIn } from '../http/pipeline/identity.ts';
import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import { createDnsRepository } from '../adapters/dynamodb/dns-repository.ts';
import { createDomainShareLookup } from '../adapters/dynamodb/domain-share-lookup.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import { applyChangeSet } from './change-sets.ts';
import { acmeDnsUpdate, type ChallengeCaller, httpreqCleanup, httpreqPresent } from './acme-protocols.ts';
import { DomainError } from '../errors.ts';
import { basicAuthUserOf } from '../api-tokens/token-rules.ts';
import { addRecord, changeRecord, deleteRecord, listRecords, type RecordGuard } from './dns-records.ts';
import { getForwarding, removeForwarding, setForwarding } from './forwarding.ts';
import { exportZoneFile, importZoneFile } from './zone-file-transfer.ts';
import { getVersion, listVersions, restoreVersion } from './versions.ts';
import { Logger } from '../logger.ts';
import { dnsApi } from '#shared/api/dns.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { dnsErrors } from '#shared/i18n/messages.ts';

/** What a token limited by record patterns may touch; undefined for a session or a token without patterns. */
function recordRuleOf(identity: SignedIn, routeId: (typeof dnsApi)[number]['id']): RecordGuard | undefined {
  const route: RouteDeclaration = dnsApi.find((declared) => declared.id === routeId)!;
  const rules = identity.apiToken?.recordRules;
  if (!rules || rules.length === 0) return undefined;
  return (record) => {
    if (!recordAllowed(rules, record)) throw scopeRefusal(route);
  };
}

/**
 * Who writes an ACME challenge: the person or team, and the token's limits when it is one. The
 * clients also send the credential's user (acme-dns's `X-Api-User`, httpreq's basic-auth user: the
 * token's id): another is the wrong credential (401 `token_invalid`, as acme-dns refuses a user
 * whose key does not match).
 */
function challengeCaller(identity: SignedIn, apiUser?: string): ChallengeCaller {
  const token = identity.apiToken;
  if (token && apiUser !== undefined && apiUser !== token.tokenId) throw new DomainError('token_invalid');
  return {
    actor: { userId: identity.userId, name: identity.user.name || identity.user.email },
    ...(token ? { token: { ...(token.domains ? { domains: token.domains } : {}), ...(token.recordRules ? { recordRules: token.recordRules } : {}) } } : {}),
  };
}

/** The dns context's handler: a domain's records, zone file and forwarding. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const table = portalTableOf(config);
  const settingsReader = createSettingsReader(table);
  const ports = {
    domains: createDomainRepository(table),
    shares: createDomainShareLookup(table),
    dns: createDnsRepository(table),
    clock: configuredClock(config, local),
    deliver: configuredDelivery(config, local)(logger),
  };
  const zoneDefaults = {
    nameServers: config.PRODUCT_NAME_SERVERS,
    hostmaster: config.DNS_HOSTMASTER,
    nsTtl: async () => (await settingsReader.get()).default_ns_ttl,
  };

  /** Who changes the records: the signed-in person, by their name now (a version keeps it). */
  const actorOf = (identity: { userId: string; user: { name: string; email: string } }) => ({ userId: identity.userId, name: identity.user.name || identity.user.email });

  return httpContextHandler(
    dnsApi,
    {
      listDnsRecords: async ({ identity, params }) => ({ data: await listRecords(params.domainId, identity.userId, ports) }),

      // An API token limited by record patterns touches only records that match them (before and after a change).
      createDnsRecord: async ({ identity, params, body }) => ({
        data: await addRecord(params.domainId, actorOf(identity), body, ports, recordRuleOf(identity, 'createDnsRecord')),
      }),

      updateDnsRecord: async ({ identity, params, body }) => ({
        data: await changeRecord(params.domainId, params.recordId, actorOf(identity), body, ports, recordRuleOf(identity, 'updateDnsRecord')),
      }),

      deleteDnsRecord: async ({ identity, params }) => {
        await deleteRecord(params.domainId, params.recordId, actorOf(identity), ports, recordRuleOf(identity, 'deleteDnsRecord'));
        return null;
      },

      applyDnsChangeSet: async ({ identity, params, body }) => ({ data: await applyChangeSet(params.domainId, actorOf(identity), body, ports) }),

      listDnsVersions: async ({ identity, params }) => ({ data: await listVersions(params.domainId, identity.userId, ports) }),

      getDnsVersion: async ({ identity, params }) => ({ data: await getVersion(params.domainId, identity.userId, params.version, ports) }),

      restoreDnsVersion: async ({ identity, params, body }) => ({ data: await restoreVersion(params.domainId, actorOf(identity), params.version, body, ports) }),

      getZoneFile: async ({ identity, params }) => ({ data: await exportZoneFile(params.domainId, identity.userId, ports, zoneDefaults) }),

      importZoneFile: async ({ identity, params, body }) => ({ data: await importZoneFile(params.domainId, actorOf(identity), body, ports) }),

      getForwarding: async ({ identity, params }) => ({ data: await getForwarding(params.domainId, identity.userId, ports) }),

      setForwarding: async ({ identity, params, body }) => ({ data: await setForwarding(params.domainId, identity.userId, body, ports) }),

      deleteForwarding: async ({ identity, params }) => {
        await removeForwarding(params.domainId, identity.userId, ports);
        return null;
      },

      // ACME DNS-01: acme-dns answers its value bare (its clients read `txt`); httpreq in `data`.
      acmeDnsUpdate: async ({ identity, body, headers }) => acmeDnsUpdate(challengeCaller(identity, headers['X-Api-User']), body, ports),

      httpreqPresent: async ({ identity, body, headers }) => ({
        data: await httpreqPresent(challengeCaller(identity, basicAuthUserOf(headers.authorization)), body, ports),
      }),

      httpreqCleanup: async ({ identity, body, headers }) => ({
        data: await httpreqCleanup(challengeCaller(identity, basicAuthUserOf(headers.authorization)), body, ports),
      }),
    },
    { ...httpPipelineOptions(config, local), apiTokens: apiTokenGate(config, local) },
    [dnsErrors],
  );
}
