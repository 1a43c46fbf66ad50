import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, type IEventBus } from 'aws-cdk-lib/aws-events';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { QueueDeclaration } from '#events/queues.ts';
import type { ScheduleDeclaration } from '#events/schedules.ts';
import type { HttpContextDeclaration } from '#functions/http/contexts.ts';
import type { Forwarding } from '../constructs/forwarding.ts';
import { PortalFunction, type PortalFunctionProps } from '../constructs/portal-function.ts';
import type { PortalNames } from '../names.ts';
import type { DnsHosting, IdentityProvider, Mail, RegistryEndpoint } from '../settings.ts';

/** How long the EPP adapter waits for the registry's connection, greeting or any answer. */
export const eppTimeoutMs = 4000;
/**
 * Functions that talk EPP outlive a cold session's three waits (greeting, login, the command),
 * with room to answer: above 3 × EPP_TIMEOUT_MS. Consumers' and jobs' timeouts are longer.
 */
export const registryFunctionTimeout = Duration.seconds(Math.ceil((3 * eppTimeoutMs) / 1000) + 3);

/** What is behind a consumer limits how many may run at once (Lambda's SQS minimum is 2). */
export const consumerConcurrencyLimits = {
  /** Route 53 allows five API requests a second per account; a zone sync makes a few. */
  dnsHost: 2,
  /** The registry allows the registrar a few EPP sessions at once; one per running consumer. */
  registrySessions: 2,
} as const;

/** The SQS event source's maximum concurrency for a consumer, from what its declaration says it talks to. */
export function consumerMaxConcurrency(declaration: QueueDeclaration): number | undefined {
  const limits = [...(declaration.usesRegistry ? [consumerConcurrencyLimits.registrySessions] : []), ...(declaration.usesDnsHost ? [consumerConcurrencyLimits.dnsHost] : [])];
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** The record names the portal may change in Route 53: every zone it hosts is a `.fo` domain (Route 53 normalizes names to lower case without the final dot). */
export const dnsHostedRecordNames = ['*.fo'];

/** Route 53 actions on a hosted zone besides record changes: reading it, and its lifecycle (deletion, DNSSEC signing). */
export const dnsZoneActions = {
  read: ['route53:ListResourceRecordSets', 'route53:GetHostedZone', 'route53:GetDNSSEC'],
  lifecycle: [
    'route53:DeleteHostedZone',
    'route53:CreateKeySigningKey',
    'route53:DeactivateKeySigningKey',
    'route53:DeleteKeySigningKey',
    'route53:EnableHostedZoneDNSSEC',
    'route53:DisableHostedZoneDNSSEC',
  ],
} as const;

/** EventBridge's retries of a rule target before the event goes to the rule's dead-letter queue. */
export const ruleTargetRetry = { attempts: 8, maxEventAge: Duration.hours(2) } as const;
/** How long a job's run may wait (behind the previous run) before it counts as failed. */
export const jobRunMaxAge = Duration.hours(1);

/** What a declaration says its function talks to besides the table and the bus. */
export type FunctionDeclaration = HttpContextDeclaration | QueueDeclaration | ScheduleDeclaration;

/** What every stack of the portal's functions is given: the data, the world outside, and the names. */
export interface PortalFunctionsStackProps extends StackProps {
  names: PortalNames;
  table: ITable;
  /** Issued receipts' PDFs: the stateful stack's bucket, by name (`receiptArchiveBucketName`). */
  receiptArchiveName: string;
  identityProvider?: IdentityProvider;
  publicUrl: string;
  mail: Mail;
  registry?: RegistryEndpoint;
  registryCredentials: ISecret;
  /** The registry webhooks' signing secret (`{"secret","previousSecret"?}`). */
  registryWebhookSecret: ISecret;
  /** The portal's registrar id at the registry: the registry-events consumer tells transfers away by it. */
  registrarId: string;
  paymentCredentials: ISecret;
  /** Route 53's delegation set and DNSSEC key (optional: without them zones get Route 53's own name servers and DNSSEC is refused). */
  dns?: DnsHosting;
  productNameServers: readonly string[];
}

/** What every HTTP function and the authorizer are told about the world outside. */
export function portalEnvironment(props: Pick<PortalFunctionsStackProps, 'publicUrl' | 'mail' | 'identityProvider'>): Record<string, string> {
  return {
    PUBLIC_URL: props.publicUrl,
    MAIL_FROM: props.mail.from,
    ...(props.identityProvider ? { OIDC_ISSUER: props.identityProvider.issuer, OIDC_CLIENT_ID: props.identityProvider.clientId } : {}),
  };
}

/**
 * A stack of the portal's functions (an API group's, the consumers', the jobs'): each function
 * gets from its declaration the table access, the bus, the secrets and the outside services it
 * uses, and nothing else. The forwarding store and the sender identity are the stateless stack's.
 */
export abstract class PortalFunctionsStack extends Stack {
  protected readonly bus: IEventBus;
  /** The one sender domain's SES identity (made by the stateless stack), by its ARN. */
  protected readonly emailIdentityArn: string;

  constructor(
    scope: Construct,
    id: string,
    protected readonly portal: PortalFunctionsStackProps & { forwarding: Forwarding },
  ) {
    super(scope, id, portal);
    // The bus by its stage's name, not the stateful stack's export: the functions, rules and
    // grants name it literally (EVENT_BUS_NAME), and no export pins the bus to a stack.
    this.bus = EventBus.fromEventBusName(this, 'PortalBus', portal.names.eventBus);
    this.emailIdentityArn = this.formatArn({ service: 'ses', resource: 'identity', resourceName: portal.mail.senderDomain });
  }

  /** A function as its declaration says: its access to the world outside, granted and told in its environment. */
  protected declaredFunction(id: string, declaration: FunctionDeclaration, props: Omit<PortalFunctionProps, 'table' | 'bus'>): PortalFunction {
    const portalFunction = new PortalFunction(this, id, {
      ...props,
      table: this.portal.table,
      bus: this.bus,
      environment: { ...props.environment, ...this.externalAccess(declaration) },
      ...this.dnsHostingRolePath(declaration),
    });
    this.grantExternalAccess(portalFunction, declaration);
    // Every function writes the portal's own metrics (EMF) into the stage's namespace, which the
    // monitoring stack's alarms and dashboard read.
    portalFunction.function.addEnvironment('POWERTOOLS_METRICS_NAMESPACE', this.portal.names.metricsNamespace);
    return portalFunction;
  }

  /** The registry's and the payment provider's addresses and secrets, for functions that use them. */
  private externalAccess(declaration: FunctionDeclaration): Record<string, string> {
    const props = this.portal;
    return {
      ...(declaration.usesRegistry
        ? {
            EPP_CREDENTIALS_SECRET_ARN: props.registryCredentials.secretArn,
            EPP_TIMEOUT_MS: String(eppTimeoutMs),
            ...(props.registry ? { EPP_HOST: props.registry.host, EPP_PORT: String(props.registry.port) } : {}),
            PRODUCT_NAME_SERVERS: props.productNameServers.join(','),
          }
        : {}),
      ...(declaration.usesPayments ? { PAYMENTS_SECRET_ARN: props.paymentCredentials.secretArn } : {}),
      ...('usesReceiptArchive' in declaration && declaration.usesReceiptArchive ? { RECEIPT_STORE: 's3', RECEIPT_BUCKET: props.receiptArchiveName } : {}),
      ...('receivesRegistryWebhooks' in declaration && declaration.receivesRegistryWebhooks ? { REGISTRY_WEBHOOK_SECRET_ARN: props.registryWebhookSecret.secretArn } : {}),
      ...('appliesRegistryEvents' in declaration && declaration.appliesRegistryEvents ? { REGISTRAR_ID: props.registrarId } : {}),
      ...('usesDnsHost' in declaration && declaration.usesDnsHost
        ? {
            DNS_HOST: 'route53',
            FORWARDING_STORE: 'cloudfront-kvs',
            FORWARDING_KVS_ARN: props.forwarding.keyValueStore.keyValueStoreArn,
            FORWARDING_TARGET: props.forwarding.distribution.distributionDomainName,
            PRODUCT_NAME_SERVERS: props.productNameServers.join(','),
            ...(props.dns?.delegationSetId ? { ROUTE53_DELEGATION_SET_ID: props.dns.delegationSetId } : {}),
            ...(props.dns?.dnssecKmsKeyArn ? { ROUTE53_DNSSEC_KMS_KEY_ARN: props.dns.dnssecKmsKeyArn } : {}),
            ...(props.dns?.zonesAccount ? { ROUTE53_ROLE_ARN: this.dnsZonesRoleArn(props.dns.zonesAccount) } : {}),
          }
        : {}),
    };
  }

  private grantExternalAccess(target: PortalFunction, declaration: FunctionDeclaration): void {
    const props = this.portal;
    if (declaration.usesRegistry) props.registryCredentials.grantRead(target.function);
    if (declaration.usesPayments) props.paymentCredentials.grantRead(target.function);
    if ('usesReceiptArchive' in declaration && declaration.usesReceiptArchive) this.grantReceiptArchive(target);
    if ('receivesRegistryWebhooks' in declaration && declaration.receivesRegistryWebhooks) props.registryWebhookSecret.grantRead(target.function);
    if ('usesDnsHost' in declaration && declaration.usesDnsHost) this.grantDnsHosting(target);
  }

  /**
   * The receipts' PDFs: read and write under `receipts/`, never delete or list (a kept receipt is
   * not taken back). Each receipt's key holds its number and order, made when it is issued.
   */
  private grantReceiptArchive(target: PortalFunction): void {
    const receipts = `arn:${this.partition}:s3:::${this.portal.receiptArchiveName}/receipts/*`;
    target.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [receipts] }));
    Validations.of(target.role).acknowledge({
      id: `AwsSolutions::AwsSolutions-IAM5[Resource::${receipts}]`,
      reason: "Each receipt's PDF is written once under receipts/ with a key made at issue (its number and order): the keys are not known in advance.",
    });
  }

  /**
   * Route 53 on the portal's hosted zones, the forwarding KeyValueStore, and the DNSSEC key when
   * configured. With a zones account (`-c dnsZonesAccount`, the recommended production setup)
   * the functions get no Route 53 rights here at all, only the zones account's role. Without
   * one, customer zones share this account: Route 53 names hosted zones by generated ids and
   * supports no tag conditions (`aws:ResourceTag`), so the portal's zones cannot be told from the
   * account's other zones by ARN or tag: record changes are held to names under `.fo` (every
   * portal zone is a `.fo` domain), the operator's own zones (`-c dnsProtectedZoneIds`) are
   * denied outright, and any other zone of the account could be deleted by a mistake
   * (docs/operations.md, "DNS hosting: which zones the portal may change").
   */
  private grantDnsHosting(target: PortalFunction): void {
    const props = this.portal;
    this.grantForwardingStore(target);
    if (props.dns?.zonesAccount) {
      // Customer zones in an account of their own: no Route 53 (nor the DNSSEC key) in this
      // account at all, only the zones account's role, which may change nothing but that
      // account's zones (infra/stacks/dns-zones-stack.ts).
      target.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sts:AssumeRole'], resources: [this.dnsZonesRoleArn(props.dns.zonesAccount)] }));
      return;
    }
    const route53 = (resource: string, name = '*') => this.formatArn({ service: 'route53', region: '', account: '', resource, resourceName: name });
    target.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['route53:ChangeResourceRecordSets'],
        resources: [route53('hostedzone')],
        conditions: { 'ForAllValues:StringLike': { 'route53:ChangeResourceRecordSetsNormalizedRecordNames': dnsHostedRecordNames } },
      }),
    );
    target.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: [...dnsZoneActions.read, ...dnsZoneActions.lifecycle],
        resources: [route53('hostedzone')],
      }),
    );
    const protectedZones = props.dns?.protectedZoneIds ?? [];
    if (protectedZones.length > 0) {
      target.role.addToPrincipalPolicy(
        new PolicyStatement({
          effect: Effect.DENY,
          actions: ['route53:ChangeResourceRecordSets', ...dnsZoneActions.lifecycle],
          resources: protectedZones.map((id) => route53('hostedzone', id)),
        }),
      );
    }
    target.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['route53:GetChange'], resources: [route53('change')] }));
    target.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['route53:CreateHostedZone', 'route53:ListHostedZonesByName'], resources: ['*'] }));
    if (props.dns?.dnssecKmsKeyArn) {
      // Route 53 reads the public key and signs through the key when a key-signing key is made.
      target.role.addToPrincipalPolicy(new PolicyStatement({ actions: ['kms:DescribeKey', 'kms:GetPublicKey', 'kms:Sign'], resources: [props.dns.dnssecKmsKeyArn] }));
      // The grant Route 53 makes on the key for the key-signing key: only for an AWS service, never to a principal of our choosing.
      target.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['kms:CreateGrant'], resources: [props.dns.dnssecKmsKeyArn], conditions: { Bool: { 'kms:GrantIsForAWSResource': true } } }),
      );
    }
    Validations.of(target.role).acknowledge(
      {
        id: 'AwsSolutions::AwsSolutions-IAM5[Resource::arn:aws:route53:::hostedzone/*]',
        reason:
          "Route 53 gives each hosted zone a generated id at creation and supports no tag conditions, so the portal's zones (one per domain on the product's name servers) are granted as hostedzone/*: record changes only to .fo names, the operator's zones denied by id.",
      },
      {
        id: 'AwsSolutions::AwsSolutions-IAM5[Resource::arn:aws:route53:::change/*]',
        reason: 'route53:GetChange reads the status of a change batch by its generated change id; the ids are not known in advance.',
      },
    );
  }

  /** The forwarding rules (CloudFront KeyValueStore) the DNS functions write beside the zones. */
  private grantForwardingStore(target: PortalFunction): void {
    target.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:GetKey', 'cloudfront-keyvaluestore:UpdateKeys'],
        resources: [this.portal.forwarding.keyValueStore.keyValueStoreArn],
      }),
    );
  }

  /** The role the DNS functions assume in the zones account (made there by the `Okisnavn-<Stage>-DnsZones` stack). */
  private dnsZonesRoleArn(zonesAccount: string): string {
    return this.formatArn({ service: 'iam', region: '', account: zonesAccount, resource: 'role', resourceName: this.portal.names.dnsZones.role });
  }

  /** With a zones account, the DNS functions' roles live under the IAM path the zones account's role trusts (and no other role does). */
  private dnsHostingRolePath(declaration: FunctionDeclaration): { rolePath?: string } {
    return this.portal.dns?.zonesAccount && 'usesDnsHost' in declaration && declaration.usesDnsHost ? { rolePath: this.portal.names.dnsZones.hostingRolePath } : {};
  }
}
