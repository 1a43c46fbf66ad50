import type { Config } from '../../config.ts';
import type { DnsHost } from '../../ports/dns-host.ts';
import type { ForwardingStore } from '../../ports/forwarding-store.ts';
import { createSettingsReader } from '../dynamodb/settings-reader.ts';
import { portalTableOf } from '../dynamodb/table.ts';
import { type LocalStandIns, requireLocal } from '../local-stand-ins.ts';
import { cloudFrontForwardingStore } from './cloudfront-forwarding-store.ts';
import { route53DnsHost } from './route53-dns-host.ts';
import { zonesAccountCredentials } from './zones-account-credentials.ts';

/** The session's name in the zones account's CloudTrail. */
const zonesSessionName = 'okisnavn-dns-hosting';

/** The DNS host a configuration selects: Route 53 in AWS, the table-backed one locally. */
export function configuredDnsHost(settings: Config, local?: LocalStandIns): DnsHost {
  const table = portalTableOf(settings);
  const settingsReader = createSettingsReader(table);
  /** The NS TTL of the settings (`default_ns_ttl`), read when a zone is written. */
  const nsTtl = async () => (await settingsReader.get()).default_ns_ttl;
  if (settings.DNS_HOST === 'local') return requireLocal(local, 'DNS_HOST').dnsHost(settings, nsTtl);
  return route53DnsHost({
    delegationSetId: settings.ROUTE53_DELEGATION_SET_ID,
    dnssecKmsKeyArn: settings.ROUTE53_DNSSEC_KMS_KEY_ARN,
    nsTtl,
    forwardingTarget: settings.FORWARDING_TARGET,
    endpoint: settings.ROUTE53_ENDPOINT,
    // Customer zones in an account of their own: Route 53 there, through its role.
    ...(settings.ROUTE53_ROLE_ARN
      ? {
          credentials: zonesAccountCredentials(
            { roleArn: settings.ROUTE53_ROLE_ARN, sessionName: zonesSessionName },
            { sts: { region: settings.AWS_REGION, endpoint: settings.STS_ENDPOINT } },
          ),
        }
      : {}),
  });
}

/** Where the forwarding service reads its redirects: the CloudFront KeyValueStore in AWS, the table locally. */
export function configuredForwardingStore(settings: Config, local?: LocalStandIns): ForwardingStore {
  if (settings.FORWARDING_STORE === 'local') return requireLocal(local, 'FORWARDING_STORE').forwardingStore(settings);
  // Safe at module load (as eppRegistry()): a missing store address fails the first use, not the cold start.
  const store = () => {
    if (!settings.FORWARDING_KVS_ARN) throw new Error('FORWARDING_STORE=cloudfront-kvs needs FORWARDING_KVS_ARN');
    return cloudFrontForwardingStore({ kvsArn: settings.FORWARDING_KVS_ARN });
  };
  let cached: ForwardingStore | undefined;
  return {
    set: (hosts, redirect) => (cached ??= store()).set(hosts, redirect),
    find: (host) => (cached ??= store()).find(host),
  };
}
