import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  type ResponseSecurityHeadersBehavior,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { apiBasePath } from '#shared/api/contract.ts';
import type { CustomDomain, IdentityProvider } from '../settings.ts';
import { framablePaths, securityHeaderDeclaration, type SecurityHeadersOptions } from '../web/security-headers.ts';
import { spaRewriteCode } from '../web/spa-rewrite.ts';
import { viewerAddressCode } from '../web/viewer-address.ts';
import { entries, type PortalNames } from '../names.ts';
import { PortalFunction } from '../constructs/portal-function.ts';
import { originVerifyHeader } from '../../functions/http/pipeline/edge-headers.ts';
import { type ISecret, RotationSchedule } from 'aws-cdk-lib/aws-secretsmanager';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';

/** The distribution's id for the HTTP API origin: the rotation function finds the origin by it. */
export const apiOriginId = 'portal-api';
/** How often the origin secret changes. */
export const originSecretRotationDays = 30;

export interface WebStackProps extends StackProps {
  names: PortalNames;
  api: IHttpApi;
  /** The WAF web ACL in front of the distribution (the us-east-1 edge stack's). */
  webAclArn: string;
  /** The secret sent to the API origin in `x-origin-verify` (the stateless stack's); rotated here. */
  originSecret: ISecret;
  /** Where the rotation's failures are alarmed (the stateless stack's alarm topic). */
  alarmTopic: ITopic;
  /** The built SPA folder (holds index.html). */
  webAssetsPath: string;
  identityProvider?: IdentityProvider;
  customDomain?: CustomDomain;
  /** Browser monitoring (spec §9): its DSN goes into config.json and its ingest host into the CSP. Absent: off. */
  monitoring?: { dsn: string; productionUrl: string };
}

/**
 * CloudFront's form of the one security-header declaration (`infra/web/security-headers.ts`,
 * which the local gateway sends too). `override`: these values win over any the origin sends.
 */
function securityHeadersBehavior(options: SecurityHeadersOptions): ResponseSecurityHeadersBehavior {
  const referrerPolicies = { 'strict-origin-when-cross-origin': HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN };
  const frameOptions = { DENY: HeadersFrameOption.DENY, SAMEORIGIN: HeadersFrameOption.SAMEORIGIN };
  const declared = securityHeaderDeclaration(options);
  const hsts = declared.strictTransportSecurity;
  return {
    contentSecurityPolicy: { contentSecurityPolicy: declared.contentSecurityPolicy, override: true },
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
      includeSubdomains: hsts.includeSubdomains,
      preload: hsts.preload,
      override: true,
    },
    contentTypeOptions: { override: true },
    referrerPolicy: { referrerPolicy: referrerPolicies[declared.referrerPolicy], override: true },
    frameOptions: { frameOption: frameOptions[declared.frameOptions], override: true },
  };
}

/**
 * The one origin users see: CloudFront serves the SPA from a private bucket and forwards
 * `/api/*` to the HTTP API, so the SPA needs no CORS and cookies/tokens stay first-party.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    if (!existsSync(join(props.webAssetsPath, 'index.html'))) {
      throw new Error(
        `No SPA build at ${props.webAssetsPath} (index.html missing): build it first (npm run build:web; npx cdk synth runs it through cdk.json's build hook), or pass -c webAssets=<folder>`,
      );
    }

    const secure = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
    } as const;

    const accessLogs = new Bucket(this, 'AccessLogs', {
      ...secure,
      // CloudFront standard logs are delivered with an ACL, which needs object-writer ownership.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const site = new Bucket(this, 'Site', {
      ...secure,
      // A bad upload (or a prune that went wrong) is undone from the previous versions, kept a month.
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'site-bucket/',
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client routes (no file extension) get /index.html',
      code: FunctionCode.fromInline(spaRewriteCode),
    });

    // Behind CloudFront, API Gateway sees an edge server's address: the viewer's goes in a header.
    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      runtime: FunctionRuntime.JS_2_0,
      comment: "Tells the API the viewer's address (per-address rate limits)",
      code: FunctionCode.fromInline(viewerAddressCode),
    });

    const identityProviderIssuer = props.identityProvider?.issuer;
    const monitoringDsn = props.monitoring?.dsn;
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'HSTS, CSP and friends for the portal',
      securityHeadersBehavior: securityHeadersBehavior({ identityProviderIssuer, monitoringDsn }),
    });

    // The silent e-ID check loads our own /silent-check-sso.html (and its script) in a hidden
    // iframe of the portal: those two files, and only they, may be framed by our own origin.
    const silentCheckHeaders = new ResponseHeadersPolicy(this, 'SilentCheckHeaders', {
      comment: 'As SecurityHeaders, but framable by the portal itself (silent e-ID check)',
      securityHeadersBehavior: securityHeadersBehavior({ identityProviderIssuer, monitoringDsn, framable: true }),
    });

    // LIST too, so a missing file (an old hashed asset) is a 404 rather than S3's 403.
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(site, { originAccessLevels: [AccessLevel.READ, AccessLevel.LIST] });
    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
      originId: apiOriginId,
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // The API answers only requests that bring the origin secret (functions/http/pipeline/origin-check.ts):
      // a CloudFormation dynamic reference, resolved at deploy; the rotation function sets it after.
      customHeaders: { [originVerifyHeader]: props.originSecret.secretValueFromJson('current').unsafeUnwrap() },
    });

    const domain = props.customDomain;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Økisnavn: the SPA and /api on one origin',
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Edge locations in Europe and North America: the users are in the Faroe Islands.
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: accessLogs,
      logFilePrefix: 'cloudfront/',
      ...(domain && {
        domainNames: [domain.domainName],
        certificate: Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
        minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Brotli or gzip by the viewer's Accept-Encoding (CachingOptimized keys the cache on both);
        // the local gateway does the same (infra/local/static-files.ts).
        compress: true,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        [framablePaths.pattern]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          compress: true,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: silentCheckHeaders,
        },
        [`${apiBasePath}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the viewer sent (Authorization, Accept-Language, query) except Host,
          // which must name the execute-api domain for API Gateway to accept the request.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    this.acknowledgeDistributionFindings(Boolean(domain));

    this.deploySpa(site, props);
    this.rotateOriginSecret(props);

    this.siteUrl = `https://${domain?.domainName ?? this.distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
    if (domain) {
      new CfnOutput(this, 'DnsTarget', {
        description: `Point ${domain.domainName} (CNAME or alias) at this name`,
        value: this.distribution.distributionDomainName,
      });
    }
  }

  /**
   * Every 30 days a new origin secret: the function writes it as the secret's current value (the
   * old one stays accepted as `previous`) and then into the distribution's origin header.
   */
  private rotateOriginSecret(props: WebStackProps) {
    const rotation = new PortalFunction(this, 'OriginSecretRotation', {
      entry: entries.originSecretRotation(),
      service: 'origin-secret-rotation',
      description: 'Rotates the secret CloudFront sends the API (x-origin-verify): Secrets Manager first, then the distribution.',
      timeout: Duration.minutes(1),
      environment: { DISTRIBUTION_ID: this.distribution.distributionId, API_ORIGIN_ID: apiOriginId },
    });
    rotation.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [this.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: this.distribution.distributionId })],
      }),
    );
    new RotationSchedule(this, 'OriginSecretRotationSchedule', {
      secret: props.originSecret,
      rotationLambda: rotation.function,
      automaticallyAfter: Duration.days(originSecretRotationDays),
    });
    const failures = new Alarm(this, 'OriginSecretRotationErrors', {
      metric: rotation.function.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: 'The origin secret rotation failed: Secrets Manager retries it; CloudFront and the API keep the previous value meanwhile.',
    });
    failures.addAlarmAction(new SnsAction(props.alarmTopic));
    failures.addOkAction(new SnsAction(props.alarmTopic));
  }

  /**
   * Two uploads with different caching: Vite's content-hashed `assets/` may be cached for a year
   * (a new build has new names; old files stay for pages still open), while index.html,
   * config.json and the other root files must be revalidated so a deployment shows at once.
   */
  private deploySpa(site: Bucket, props: WebStackProps) {
    const hashedAssets = join(props.webAssetsPath, 'assets');
    if (existsSync(hashedAssets)) {
      new BucketDeployment(this, 'DeployHashedAssets', {
        destinationBucket: site,
        destinationKeyPrefix: 'assets/',
        sources: [Source.asset(hashedAssets, { exclude: ['*.map'] })],
        cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
        prune: false,
      });
    }
    const deployment = new BucketDeployment(this, 'DeploySpa', {
      destinationBucket: site,
      sources: [
        // A development config.json in the build, if any, gives way to the production one below.
        Source.asset(props.webAssetsPath, { exclude: ['assets/**', 'config.json', '*.map'] }),
        // The SPA reads its runtime configuration from /config.json (web/ owns the schema).
        Source.jsonData('config.json', {
          apiBase: apiBasePath,
          developmentSignIn: false,
          identityProvider: props.identityProvider ? { issuer: props.identityProvider.issuer, clientId: props.identityProvider.clientId } : null,
          monitoring: props.monitoring ?? null,
        }),
      ],
      exclude: ['assets/*'],
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    this.acknowledgeDeploymentHandler(deployment, site);
  }

  /**
   * BucketDeployment's upload function is aws-cdk-lib's (one per stack, shared by both uploads):
   * its role and runtime are chosen there, and it runs only while CloudFormation deploys.
   */
  private acknowledgeDeploymentHandler(deployment: BucketDeployment, site: Bucket) {
    const qualifier = (this.synthesizer as DefaultStackSynthesizer).bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assetBucket = `arn:${this.partition}:s3:::cdk-${qualifier}-assets-${this.account}-${this.region}`;
    const siteLogicalId = this.getLogicalId(site.node.defaultChild as CfnBucket);
    const wildcard = (finding: string, reason: string) => ({ id: `AwsSolutions::AwsSolutions-IAM5[${finding}]`, reason });
    const copyReason = 'BucketDeployment copies the SPA from the CDK asset bucket into the site bucket and prunes old files';
    Validations.of(deployment.handlerRole).acknowledge(
      {
        id: 'AwsSolutions::AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: "BucketDeployment's upload function writes its logs through the managed basic execution role that aws-cdk-lib attaches.",
      },
      wildcard('Action::s3:GetBucket*', `${copyReason}: S3 grantRead action groups.`),
      wildcard('Action::s3:GetObject*', `${copyReason}: S3 grantRead action groups.`),
      wildcard('Action::s3:List*', `${copyReason}: S3 grantRead action groups.`),
      wildcard('Action::s3:DeleteObject*', `${copyReason}: deleting files that a new build no longer has.`),
      wildcard('Action::s3:Abort*', `${copyReason}: aborting failed multipart uploads.`),
      wildcard(`Resource::<${siteLogicalId}.Arn>/*`, `${copyReason}: the objects of the site bucket, and only those.`),
      wildcard(`Resource::${assetBucket}/*`, `${copyReason}: the zipped SPA lies in the CDK bootstrap asset bucket.`),
      wildcard('Resource::*', 'cloudfront:CreateInvalidation/GetInvalidation after an upload support no resource-level scoping in the grant BucketDeployment makes.'),
    );
    const pinnedRuntime = "BucketDeployment's upload function runs on the Python runtime aws-cdk-lib pins (3.13); it moves forward with aws-cdk-lib upgrades.";
    Validations.of(deployment.handlerRole.node.scope!).acknowledge(
      { id: 'AwsSolutions::AwsSolutions-L1', reason: pinnedRuntime },
      { id: 'Serverless::Serverless-LambdaLatestVersion', reason: pinnedRuntime },
      {
        id: 'Serverless::Serverless-LambdaTracing',
        reason:
          "BucketDeployment's upload function (aws-cdk-lib's) runs only during a deploy; CloudFormation reports its failure and the deploy rolls back, so no trace is needed.",
      },
      {
        id: 'Serverless::Serverless-LambdaDLQ',
        reason:
          "BucketDeployment's upload function is invoked synchronously by CloudFormation (a custom resource): a failure fails the deploy, there is no asynchronous event to keep.",
      },
    );
  }

  private acknowledgeDistributionFindings(hasCustomDomain: boolean) {
    const acknowledgements = [
      {
        id: 'AwsSolutions::AwsSolutions-CFR1',
        reason:
          'No geo restriction: .fo domains are registered and managed by Faroese people and companies living anywhere, including abroad (the spec has a create-abroad-user flow).',
      },
    ];
    Validations.of(this.distribution).acknowledge({
      id: 'Annotation::@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
      reason:
        'The bucket is never listed to viewers: the root object is index.html and the SPA rewrite sends every path without a file extension (folders included) to /index.html.',
    });
    if (!hasCustomDomain) {
      acknowledgements.push({
        id: 'AwsSolutions::AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy cannot be changed; with -c domainName/certificateArn it uses TLSv1.2_2021.',
      });
    }
    Validations.of(this.distribution).acknowledge(...acknowledgements);
  }
}
