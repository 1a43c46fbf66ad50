import { join } from 'node:path';
import type { App, Environment } from 'aws-cdk-lib';
import { type Seller, sellerSchema } from '#shared/schemas/settings.ts';
import { defaultStage, portalNames, repoRoot } from './names.ts';
import { monitoringIngestOrigin } from '#shared/monitoring.ts';

/** The national e-ID's OIDC realm (production: Keycloak realm `okisnavn`, public client `app`). */
export interface IdentityProvider {
  issuer: string;
  clientId: string;
}

/** A custom domain for the site; CloudFront needs its certificate in us-east-1. */
export interface CustomDomain {
  domainName: string;
  certificateArn: string;
}

/** Where e-mail comes from: one sender address on the product's own domain (SES identity). */
export interface Mail {
  senderDomain: string;
  from: string;
}

/** The registry's EPP server (FO Council for .fo); the credentials live in Secrets Manager. */
export interface RegistryEndpoint {
  host: string;
  port: number;
}

/**
 * The portal's registrar id at the registry, as its webhooks name registrars (`-c registrarId=…`,
 * default `okisnavn`): tells a transfer away from a transfer in.
 */
export const defaultRegistrarId = 'okisnavn';

/** DNS hosting on Route 53: the product's delegation set and the DNSSEC signing key (both made once, outside the stacks). */
export interface DnsHosting {
  delegationSetId?: string;
  /** ECC_NIST_P256 KMS key in us-east-1 whose policy lets dnssec-route53.amazonaws.com use it. */
  dnssecKmsKeyArn?: string;
  /**
   * Hosted zones of this account the portal must never change or delete (`-c dnsProtectedZoneIds=Z1,Z2`):
   * the operator's own, such as the product's `okisnavn.fo` zone with the name servers' glue.
   * Route 53 has no tag conditions, so they are denied by id (docs/operations.md).
   */
  protectedZoneIds?: readonly string[];
  /**
   * The AWS account that holds the customer hosted zones and nothing else (`-c dnsZonesAccount=…`,
   * docs/operations.md "DNS hosting in an account of its own"). Set: the DNS functions get no
   * Route 53 rights in the portal's account, only `sts:AssumeRole` on that account's
   * `okisnavn-<stage>-dns-zones` role (the `Okisnavn-<Stage>-DnsZones` stack, deployed there).
   * Unset: customer zones share the portal's account, guarded by `.fo` names and the deny list above.
   */
  zonesAccount?: string;
}

export interface PortalSettings {
  /**
   * The deployment's stage (`-c stage=staging`, default `production`): every name starts with
   * `okisnavn-<stage>`, so stages share an account (infra/names.ts).
   */
  stage?: string;
  /** Without it the registry is unreachable: searches answer `registry_unavailable`. */
  registry?: RegistryEndpoint;
  /** The portal's registrar id at the registry (`-c registrarId=…`). */
  registrarId: string;
  /** The product's name servers every new domain starts on (`-c nameServers=ns1.…,ns2.…`). */
  productNameServers: string[];
  env: Required<Pick<Environment, 'account' | 'region'>>;
  /** The portal's origin: the only place links in e-mails and SMS point to. */
  publicUrl: string;
  mail: Mail;
  identityProvider?: IdentityProvider;
  customDomain?: CustomDomain;
  dns?: DnsHosting;
  /**
   * `-c keepStatelessAlarmTopic=true`, for one deploy only: a deployment made before the alarm
   * topic moved into the monitoring stack keeps the former topic (and its export) in the stateless
   * stack while the web stack moves over (docs/operations.md).
   */
  keepStatelessAlarmTopic?: boolean;
  /**
   * `-c stackSplitMigration=true`, for the first deploys of a stage made before the stateless
   * stack was split: the monitoring stack leaves the functions alone (no alarm or widget on them,
   * so it imports none of their names) while they move to their new stacks
   * (docs/decisions/stack-split.md, "An existing stage").
   */
  stackSplitMigration?: boolean;
  /** Where alarms are e-mailed (`-c alarmEmail=ops@example.fo`); without it the alarm topic has no subscription. */
  alarmEmail?: string;
  /**
   * The browser monitoring's DSN (`-c monitoringDsn=https://<key>@<ingest host>/<project>`, spec
   * §9): the SPA loads its SDK and the CSP admits that ingest host. Without it monitoring is off.
   */
  monitoringDsn?: string;
  /** The built SPA (`web/dist`): uploaded to the site bucket. */
  webAssetsPath: string;
  /**
   * The company every receipt names (`-c sellerName=… -c sellerAddress='Undir Bakka 1;100 Tórshavn'
   * -c sellerVatNumber=123456`, `-c sellerCountry=FO` by default): the deploy-time seed saves it
   * in the settings. Without it receipts show no address or V-tal.
   */
  seller?: Seller;
}

/**
 * Offline synth (`cdk synth` without credentials, the tests) needs some account; with
 * credentials the CLI sets CDK_DEFAULT_ACCOUNT from them.
 */
export const placeholderAccount = '000000000000';
export const defaultRegion = 'eu-north-1';

/**
 * Reads `cdk deploy -c name=value` context (and CDK_DEFAULT_ACCOUNT). Everything is optional:
 * synth works with none of it.
 */
export function settingsFromContext(app: App, environment: NodeJS.ProcessEnv = process.env): PortalSettings {
  const text = (name: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };

  const issuer = text('oidcIssuer');
  if (issuer && !/^https:\/\/[^/]/.test(issuer)) throw new Error(`oidcIssuer must be an https URL, got "${issuer}"`);

  const domainName = text('domainName');
  const certificateArn = text('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('domainName and certificateArn go together: give both or neither');
  }
  if (certificateArn && !/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\//.test(certificateArn)) {
    throw new Error('certificateArn must be an ACM certificate in us-east-1 (CloudFront reads certificates only there)');
  }

  const senderDomain = text('mailDomain') ?? 'okisnavn.fo';
  const publicUrl = text('publicUrl') ?? (domainName ? `https://${domainName}` : 'https://www.okisnavn.fo');
  if (!/^https:\/\/[^/]+$/.test(publicUrl)) throw new Error(`publicUrl must be an https origin without a path, got "${publicUrl}"`);

  const eppHost = text('eppHost');
  const eppPort = Number(text('eppPort') ?? 700);
  if (!Number.isInteger(eppPort) || eppPort < 1 || eppPort > 65535) throw new Error(`eppPort must be a port number, got "${text('eppPort')}"`);

  const productNameServers = (text('nameServers') ?? 'ns1.okisnavn.fo,ns2.okisnavn.fo')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (productNameServers.length < 2 || productNameServers.some((host) => !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host))) {
    throw new Error(`nameServers must be at least two host names, comma-separated, got "${text('nameServers')}"`);
  }

  const sellerName = text('sellerName');
  const sellerAddress = text('sellerAddress');
  const sellerVatNumber = text('sellerVatNumber');
  let seller: Seller | undefined;
  if (sellerName || sellerAddress || sellerVatNumber) {
    const parsed = sellerSchema.safeParse({
      name: sellerName,
      address_lines: (sellerAddress ?? '')
        .split(';')
        .map((line) => line.trim())
        .filter(Boolean),
      country_code: (text('sellerCountry') ?? 'FO').toUpperCase(),
      vat_number: sellerVatNumber,
    });
    if (!parsed.success) {
      throw new Error('sellerName, sellerAddress (lines separated by ";") and sellerVatNumber (the V-tal, six digits) go together; sellerCountry is a two-letter code');
    }
    seller = parsed.data;
  }

  const alarmEmail = text('alarmEmail');
  if (alarmEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(alarmEmail)) throw new Error(`alarmEmail must be an e-mail address, got "${alarmEmail}"`);

  const monitoringDsn = text('monitoringDsn');
  if (monitoringDsn) monitoringIngestOrigin(monitoringDsn); // refuses what is no DSN

  const dnsZonesAccount = text('dnsZonesAccount');
  if (dnsZonesAccount && !/^\d{12}$/.test(dnsZonesAccount)) throw new Error(`dnsZonesAccount must be an AWS account id (12 digits), got "${dnsZonesAccount}"`);

  const stage = text('stage') ?? defaultStage;
  portalNames(stage); // refuses a stage that cannot be part of AWS names

  const account = text('account') ?? environment.CDK_DEFAULT_ACCOUNT ?? placeholderAccount;
  if (dnsZonesAccount && dnsZonesAccount === account) {
    // Also what deploying the zones stack with the zones account's credentials and no `-c account=<portal's account>` looks like.
    throw new Error(
      `dnsZonesAccount (${dnsZonesAccount}) is the portal's own account: give the portal's account with -c account=… (the zones stack trusts it), and a zones account that holds nothing else`,
    );
  }

  const keepStatelessAlarmTopic = text('keepStatelessAlarmTopic');
  if (keepStatelessAlarmTopic !== undefined && !['true', 'false'].includes(keepStatelessAlarmTopic)) {
    throw new Error(`keepStatelessAlarmTopic is true or false, got "${keepStatelessAlarmTopic}"`);
  }
  const stackSplitMigration = text('stackSplitMigration');
  if (stackSplitMigration !== undefined && !['true', 'false'].includes(stackSplitMigration)) {
    throw new Error(`stackSplitMigration is true or false, got "${stackSplitMigration}"`);
  }

  return {
    stage,
    seller,
    ...(keepStatelessAlarmTopic === 'true' ? { keepStatelessAlarmTopic: true } : {}),
    ...(stackSplitMigration === 'true' ? { stackSplitMigration: true } : {}),
    alarmEmail,
    monitoringDsn,
    registry: eppHost ? { host: eppHost, port: eppPort } : undefined,
    registrarId: text('registrarId') ?? defaultRegistrarId,
    productNameServers,
    dns: {
      delegationSetId: text('dnsDelegationSetId'),
      dnssecKmsKeyArn: text('dnssecKmsKeyArn'),
      protectedZoneIds: protectedZoneIds(text('dnsProtectedZoneIds')),
      zonesAccount: dnsZonesAccount,
    },
    publicUrl,
    mail: { senderDomain, from: `no-reply@${senderDomain}` },
    env: {
      // An explicit `-c account=…` wins, so deploying with credentials for another account fails
      // instead of deploying there.
      account,
      region: text('region') ?? defaultRegion,
    },
    identityProvider: issuer ? { issuer, clientId: text('oidcClientId') ?? 'app' } : undefined,
    customDomain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
    webAssetsPath: text('webAssets') ?? join(repoRoot, 'web/dist'),
  };
}

/** `Z1,Z2` (or `/hostedzone/Z1`) → `['Z1', 'Z2']`; a Route 53 zone id is upper-case letters and digits. */
function protectedZoneIds(list: string | undefined): string[] | undefined {
  if (!list) return undefined;
  const ids = list
    .split(',')
    .map((id) => id.trim().replace(/^\/?hostedzone\//, ''))
    .filter(Boolean);
  const malformed = ids.filter((id) => !/^Z[A-Z0-9]{4,32}$/.test(id));
  if (malformed.length > 0) throw new Error(`dnsProtectedZoneIds must be Route 53 hosted zone ids (Z…), comma-separated, got "${malformed.join(', ')}"`);
  return ids;
}
