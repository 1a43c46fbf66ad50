import { recordAllowed, type RecordRule, scopeOf } from '#shared/api-tokens.ts';
import type { DnsRecordChangeInput } from '#shared/schemas/dns.ts';
import type { DomainRepository } from '../domains/ports.ts';
import { DomainError } from '../errors.ts';
import { challengeLabel, challengeNameOf, cleanupChanges, isChallengeValue, presentChanges } from './acme-challenges.ts';
import { checkedPlan, saveChanges, storedOf } from './change-sets.ts';
import type { DnsActor, StoredDnsRecord } from './model.ts';
import { type DnsPorts, hostedDomain } from './ports.ts';

/**
 * The ACME protocols' use cases (issue 30, docs/decisions/acme-dns-01-through-acme-dns-and-httpreq.md):
 * acme-dns's update and lego's httpreq present and cleanup write the `_acme-challenge` TXT of a
 * domain the caller manages, keeping the last two values (acme-challenges.ts). With an API token,
 * only a domain and a record name it reaches: anything else is 403 `token_scope` (dns:write), also
 * a domain that does not exist or is someone else's, so nothing is told about other domains.
 */

export type AcmePorts = DnsPorts & { domains: Pick<DomainRepository, 'get' | 'teamRoleOf' | 'claimOf'> };

/** Who writes the challenge: the person (or team) a token stands for, and the token's limits when it is one. */
export interface ChallengeCaller {
  actor: DnsActor;
  token?: { domains?: readonly { id: string }[]; recordRules?: readonly RecordRule[] };
}

const refused = () => new DomainError('token_scope', undefined, { params: { scope: scopeOf('dns', 'write') } });

/** A domain id as the portal makes them (a UUID): acme-dns's `subdomain` names the domain by it. */
const domainIdShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkValue(value: string): void {
  if (!isChallengeValue(value)) throw new DomainError('acme_txt_invalid');
}

/** The caller's token reaches this domain and this TXT name (a session: the domain use case decides). */
function checkReach(caller: ChallengeCaller, domainId: string, name: string): void {
  const token = caller.token;
  if (!token) return;
  if (token.domains && !token.domains.some((domain) => domain.id === domainId)) throw refused();
  if (!recordAllowed(token.recordRules, { name, type: 'TXT' })) throw refused();
}

/**
 * Changes the challenges of one name and saves them as the editor's change (a version, the
 * event, the DNS host updated by the dns-zones consumer). A client presenting two values at once
 * (a name and its wildcard) may race: a change that meets another is read and made again.
 */
async function changeChallenges(domainId: string, caller: ChallengeCaller, changesOf: (records: readonly StoredDnsRecord[]) => DnsRecordChangeInput[], ports: AcmePorts) {
  for (let attempt = 1; ; attempt++) {
    const domain = await hostedDomain(domainId, caller.actor.userId, ports, 'dns_custom_name_servers').catch((error: unknown) => {
      // With a token, a domain it may not reach is refused as one outside its scope.
      if (caller.token && error instanceof DomainError && error.code === 'not_found') throw refused();
      throw error;
    });
    const dns = await ports.dns.read(domainId);
    const changes = changesOf(dns.records);
    if (changes.length === 0) return;
    const plan = checkedPlan(dns, changes, domain.name, (_index, field) => field.replace(/^record\./, ''));
    try {
      await saveChanges({ id: domainId, name: domain.name }, caller.actor, dns, storedOf(plan, ports.clock.now()), 'editor', ports);
      return;
    } catch (error) {
      if (attempt < 3 && error instanceof DomainError && error.code === 'conflict') continue;
      throw error;
    }
  }
}

/**
 * acme-dns's `POST /update` (`{subdomain, txt}`): `subdomain` is the domain's id (the credential
 * names it), the value goes to `_acme-challenge.<domain>`. Answers the value, as acme-dns does.
 */
export async function acmeDnsUpdate(caller: ChallengeCaller, input: { subdomain: string; txt: string }, ports: AcmePorts): Promise<{ txt: string }> {
  if (!domainIdShape.test(input.subdomain)) throw new DomainError('acme_subdomain_invalid');
  checkValue(input.txt);
  const domainId = input.subdomain.toLowerCase();
  checkReach(caller, domainId, challengeLabel);
  await changeChallenges(domainId, caller, (records) => presentChanges(records, challengeLabel, input.txt), ports);
  return { txt: input.txt };
}

/** The domain and the record name of lego's `fqdn`, checked against the caller's reach. */
async function httpreqTarget(caller: ChallengeCaller, input: { fqdn: string; value: string }, ports: AcmePorts): Promise<{ domainId: string; name: string }> {
  const parsed = challengeNameOf(input.fqdn);
  if (!parsed) throw new DomainError('acme_name_invalid');
  checkValue(input.value);
  // These protocols write challenges only, whatever else the caller may do.
  if (!parsed.challenge) throw caller.token ? refused() : new DomainError('forbidden');
  // A name the portal does not hold: for a token, as any domain outside it (no enumeration).
  const claim = await ports.domains.claimOf(parsed.domain);
  if (!claim) throw caller.token ? refused() : new DomainError('not_found');
  checkReach(caller, claim.domainId, parsed.name);
  return { domainId: claim.domainId, name: parsed.name };
}

/** lego's httpreq `POST /present` (`{fqdn, value}`). */
export async function httpreqPresent(caller: ChallengeCaller, input: { fqdn: string; value: string }, ports: AcmePorts): Promise<{ fqdn: string; value: string }> {
  const { domainId, name } = await httpreqTarget(caller, input, ports);
  await changeChallenges(domainId, caller, (records) => presentChanges(records, name, input.value), ports);
  return { fqdn: input.fqdn, value: input.value };
}

/** lego's httpreq `POST /cleanup` (`{fqdn, value}`): only this value goes. */
export async function httpreqCleanup(caller: ChallengeCaller, input: { fqdn: string; value: string }, ports: AcmePorts): Promise<{ fqdn: string; value: string }> {
  const { domainId, name } = await httpreqTarget(caller, input, ports);
  await changeChallenges(domainId, caller, (records) => cleanupChanges(records, name, input.value), ports);
  return { fqdn: input.fqdn, value: input.value };
}
