import { ArnFormat, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { apiBasePath } from '#shared/api/contract.ts';
import type { PortalNames } from '../names.ts';

/**
 * The web ACL's rate limits: requests per viewer address in five minutes, on paths where abuse
 * costs (sign-in codes by e-mail and SMS, orders at the payment provider). Above the use cases'
 * own per-address limits (functions/auth/rate-limits.ts), which answer in the user's language;
 * these stop floods before they reach a function.
 */
export const edgeRateLimits = [
  { name: 'auth-flood', pathPrefix: `${apiBasePath}/auth/`, limit: 300 },
  { name: 'orders-flood', pathPrefix: `${apiBasePath}/orders`, limit: 100 },
] as const;
export const edgeRateWindowSeconds = 300;

/**
 * AWS managed rule groups the portal's web ACL runs, in order. `countOnly` rules only count:
 * the Common rule set blocks request bodies over 8 KB, but registry and payment webhooks and DNS
 * edits may be larger; the API refuses oversized bodies itself (payload limit) with a clear error.
 */
export const managedRuleGroups = [
  { name: 'AWSManagedRulesAmazonIpReputationList', countOnly: [] },
  { name: 'AWSManagedRulesCommonRuleSet', countOnly: ['SizeRestrictions_BODY'] },
  { name: 'AWSManagedRulesKnownBadInputsRuleSet', countOnly: [] },
] as const;

export interface EdgeStackProps extends StackProps {
  names: PortalNames;
}

/**
 * What CloudFront reads only in us-east-1: the portal distribution's WAF web ACL (AWS managed
 * IP-reputation, common and known-bad-inputs rule groups, and rate-based rules on sign-in and
 * orders), with its logs (Authorization redacted).
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

    const managedRules = managedRuleGroups.map((group, index): CfnWebACL.RuleProperty => ({
      name: group.name,
      priority: index,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: group.name,
          ...(group.countOnly.length > 0 ? { ruleActionOverrides: group.countOnly.map((name) => ({ name, actionToUse: { count: {} } })) } : {}),
        },
      },
      visibilityConfig: visibility(group.name),
    }));
    const rateRules = edgeRateLimits.map((rule, index): CfnWebACL.RuleProperty => ({
      name: rule.name,
      priority: managedRuleGroups.length + index,
      action: { block: {} },
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit: rule.limit,
          evaluationWindowSec: edgeRateWindowSeconds,
          scopeDownStatement: {
            byteMatchStatement: {
              fieldToMatch: { uriPath: {} },
              positionalConstraint: 'STARTS_WITH',
              searchString: rule.pathPrefix,
              textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
            },
          },
        },
      },
      visibilityConfig: visibility(rule.name),
    }));

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: props.names.webAcl,
      description: 'Okisnavn: the portal distribution, SPA and /api',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules: [...managedRules, ...rateRules],
      visibilityConfig: visibility(props.names.webAcl),
    });

    // WAF writes to a log group only if its name starts with aws-waf-logs-, named by ARN without `:*`.
    const logs = new LogGroup(this, 'WebAclLogs', {
      logGroupName: props.names.webAclLogGroup,
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const logGroupArn = this.formatArn({ service: 'logs', resource: 'log-group', resourceName: props.names.webAclLogGroup, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    const logging = new CfnLoggingConfiguration(this, 'WebAclLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [logGroupArn],
      // Bearer tokens never reach the logs.
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    });
    logging.node.addDependency(logs);
  }
}
