import type { ResourceRecordSet } from '@aws-sdk/client-route-53';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import { DomainError } from '../../errors.ts';
import type { DnsHost } from '../../ports/dns-host.ts';
import { AwsRefusal } from './aws-xml-client.ts';
import { type Route53Api, route53Api } from './route53-api.ts';
import { forwardingRecordSets, recordSetChanges, recordSetsOf } from './route53-changes.ts';

export interface Route53Options {
  /** The reusable delegation set with the product's name servers (every zone gets them). */
  delegationSetId?: string;
  /** The KMS key (ECC_NIST_P256, us-east-1) for DNSSEC signing. */
  dnssecKmsKeyArn?: string;
  /** The TTL the apex NS records get (settings `default_ns_ttl`). */
  nsTtl: () => Promise<number>;
  /** The forwarding distribution's host name (alias target of forwarded names). */
  forwardingTarget: string;
  /**
   * Whose Route 53: the zones account's role (zones-account-credentials.ts) when customer zones
   * live in an account of their own; without it, the function's own account.
   */
  credentials?: AwsCredentialIdentityProvider;
  /** A stand-in for Route 53 (`ROUTE53_ENDPOINT`: the bench's, the tests'). */
  endpoint?: string;
  api?: Route53Api;
}

const keySigningKeyName = 'okisnavn';
const zoneIdOf = (id: string | undefined) => (id ?? '').replace(/^\/hostedzone\//, '');

/**
 * The DnsHost port on Route 53: one hosted zone per domain on the product's delegation set;
 * every record change of a zone is ONE ChangeResourceRecordSets batch (Route 53 applies a batch
 * all or nothing); DNSSEC with a key-signing key backed by the configured KMS key.
 */
export function route53DnsHost(options: Route53Options): DnsHost {
  const route53 = options.api ?? route53Api({ endpoint: options.endpoint, credentials: options.credentials });

  async function findZoneId(zone: string): Promise<string | null> {
    const zones = await route53.listHostedZonesByName({ DNSName: zone, MaxItems: 1 });
    const found = zones.find((hosted) => hosted.Name === `${zone}.`);
    return found ? zoneIdOf(found.Id) : null;
  }

  async function zoneId(zone: string): Promise<string> {
    const id = await findZoneId(zone);
    if (!id) throw new DomainError('service_unavailable', undefined, { cause: new Error(`No hosted zone for ${zone}`) });
    return id;
  }

  async function recordSets(id: string): Promise<ResourceRecordSet[]> {
    const sets: ResourceRecordSet[] = [];
    let next: { name?: string; type?: string } = {};
    do {
      const page = await route53.listResourceRecordSets({ HostedZoneId: id, StartRecordName: next.name, StartRecordType: next.type });
      sets.push(...page.ResourceRecordSets);
      next = page.IsTruncated ? { name: page.NextRecordName, type: page.NextRecordType } : {};
    } while (next.name);
    return sets;
  }

  /** The apex NS set with the settings' TTL (Route 53 creates it with 172800 s). */
  async function apexNameServers(zone: string, sets: readonly ResourceRecordSet[]): Promise<ResourceRecordSet | null> {
    const ns = sets.find((set) => set.Type === 'NS' && set.Name === `${zone}.`);
    const ttl = await options.nsTtl();
    return ns && ns.TTL !== ttl ? { ...ns, TTL: ttl } : null;
  }

  return {
    async createZone(zone) {
      if (await findZoneId(zone)) return;
      await route53.createHostedZone({
        Name: zone,
        // Unique per attempt: Route 53 refuses a reference used before, even for a deleted zone.
        CallerReference: `${zone}-${Date.now()}`,
        DelegationSetId: options.delegationSetId,
        HostedZoneConfig: { Comment: 'Økisnavn', PrivateZone: false },
      });
    },

    async replaceRecords(zone, records, { forwarding = false } = {}) {
      const id = await zoneId(zone);
      const current = await recordSets(id);
      const wanted = [...recordSetsOf(zone, records), ...(forwarding ? forwardingRecordSets(zone, options.forwardingTarget) : [])];
      const changes = recordSetChanges(zone, current, wanted);
      const ns = await apexNameServers(zone, current);
      if (ns) changes.push({ Action: 'UPSERT', ResourceRecordSet: ns });
      if (changes.length === 0) return;
      await route53.changeResourceRecordSets({ HostedZoneId: id, ChangeBatch: { Comment: 'Økisnavn: the saved records', Changes: changes } });
    },

    async deleteZone(zone) {
      const id = await findZoneId(zone);
      if (!id) return;
      // A hosted zone can only be deleted once it holds nothing but its SOA and NS.
      const changes = recordSetChanges(zone, await recordSets(id), []);
      if (changes.length > 0) await route53.changeResourceRecordSets({ HostedZoneId: id, ChangeBatch: { Changes: changes } });
      await route53.deleteHostedZone({ Id: id });
    },

    async enableDnssec(zone) {
      if (!options.dnssecKmsKeyArn) throw new DomainError('service_unavailable', undefined, { cause: new Error('ROUTE53_DNSSEC_KMS_KEY_ARN is not configured') });
      const id = await zoneId(zone);
      try {
        await route53.createKeySigningKey({
          HostedZoneId: id,
          KeyManagementServiceArn: options.dnssecKmsKeyArn,
          Name: keySigningKeyName,
          Status: 'ACTIVE',
          CallerReference: `${zone}-ksk-${Date.now()}`,
        });
      } catch (error) {
        if (!(error instanceof AwsRefusal && error.code === 'KeySigningKeyAlreadyExists')) throw error;
      }
      await route53.enableHostedZoneDnssec({ HostedZoneId: id });
      const keys = await route53.getDnssec({ HostedZoneId: id });
      const key = keys.find((candidate) => candidate.Name === keySigningKeyName);
      if (!key?.PublicKey || key.KeyTag === undefined || !key.DigestValue) throw new Error(`Route 53 answered no key-signing key for ${zone}`);
      return {
        dnskey: { flags: key.Flag ?? 257, protocol: 3, algorithm: key.SigningAlgorithmType ?? 13, publicKey: key.PublicKey },
        ds: { keyTag: key.KeyTag, algorithm: key.SigningAlgorithmType ?? 13, digestType: key.DigestAlgorithmType ?? 2, digest: key.DigestValue.toUpperCase() },
      };
    },

    async disableDnssec(zone) {
      const id = await zoneId(zone);
      await route53.disableHostedZoneDnssec({ HostedZoneId: id });
      await route53.deactivateKeySigningKey({ HostedZoneId: id, Name: keySigningKeyName });
      await route53.deleteKeySigningKey({ HostedZoneId: id, Name: keySigningKeyName });
    },
  };
}
