import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { metricsNamespace } from '../functions/adapters/metrics/metrics-namespace.ts';
import { type HttpContextName } from '../functions/http/contexts.ts';
import type { ApiStackGroup } from './stack-groups.ts';

/** The repository root: where the functions' entry paths start. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The stage `cdk deploy` builds when none is given (`-c stage=…`). */
export const defaultStage = 'production';

/**
 * Every name the portal gives in AWS, from its stage (`-c stage=staging`): each starts with
 * `okisnavn-<stage>` (stacks with `Okisnavn-<Stage>-`), so two stages live side by side in one
 * account. Names AWS generates (functions, queues, roles) follow their stack's name.
 */
export interface PortalNames {
  stage: string;
  /** Production's stacks are termination-protected, and so is every stage's data. */
  isProduction: boolean;
  stacks: {
    stateful: string;
    stateless: string;
    /** An API group's stack (infra/stack-groups.ts): `Okisnavn-<Stage>-Api-<Group>`. */
    api: (group: ApiStackGroup) => string;
    consumers: string;
    jobs: string;
    monitoring: string;
    web: string;
    edge: string;
    dnsZones: string;
  };
  /** The EventBridge bus every portal event travels on (functions get it as EVENT_BUS_NAME). */
  eventBus: string;
  eventArchive: string;
  api: string;
  dashboard: string;
  /**
   * Every alarm's name (`okisnavn-<stage>-<what>`): the monitoring stack names its alarms so, and
   * the API's deployment groups watch them by name, without a reference to the monitoring stack
   * (which refers to the functions and the API).
   */
  alarm: (what: string) => string;
  /** The CloudWatch namespace of the portal's own metrics (`Okisnavn/<stage>`): the functions write it, alarms and dashboard read it. */
  metricsNamespace: string;
  /**
   * Customer DNS in an account of its own (`-c dnsZonesAccount=…`): the role there that changes
   * hosted zones (made by the `dnsZones` stack, deployed into that account), and the IAM path of
   * the DNS functions' roles in the portal's account — the only roles it trusts.
   */
  dnsZones: { role: string; hostingRolePath: string };
  webAcl: string;
  /** WAF sends its logs only to log groups whose names start with `aws-waf-logs-`. */
  webAclLogGroup: string;
  /**
   * The receipts' bucket (stateful stack): named, so the functions' grants name its `receipts/`
   * prefix without a reference across the stacks. One per stage, account and region.
   */
  receiptArchiveBucket: (account: string, region: string) => string;
}

export function portalNames(stage: string = defaultStage): PortalNames {
  if (!/^[a-z][a-z0-9-]{1,19}$/.test(stage)) throw new Error(`stage must be 2–20 lower-case letters, digits or dashes, starting with a letter, got "${stage}"`);
  const prefix = `okisnavn-${stage}`;
  const stackPrefix = `Okisnavn-${pascalCase(stage)}`;
  return {
    stage,
    isProduction: stage === defaultStage,
    stacks: {
      stateful: `${stackPrefix}-Stateful`,
      stateless: `${stackPrefix}-Stateless`,
      api: (group) => `${stackPrefix}-Api-${pascalCase(group)}`,
      consumers: `${stackPrefix}-Consumers`,
      jobs: `${stackPrefix}-Jobs`,
      monitoring: `${stackPrefix}-Monitoring`,
      web: `${stackPrefix}-Web`,
      edge: `${stackPrefix}-Edge`,
      dnsZones: `${stackPrefix}-DnsZones`,
    },
    eventBus: prefix,
    eventArchive: `${prefix}-events`,
    api: prefix,
    dashboard: prefix,
    alarm: (what) => `${prefix}-${what}`,
    metricsNamespace: metricsNamespace(stage),
    dnsZones: { role: `${prefix}-dns-zones`, hostingRolePath: `/${prefix}/dns-hosting/` },
    webAcl: prefix,
    webAclLogGroup: `aws-waf-logs-${prefix}`,
    receiptArchiveBucket: (account, region) => `${prefix}-receipts-${account}-${region}`,
  };
}

/** Where each kind of Lambda lives: an HTTP context's under its own name (`functions/<context>/`), a consumer's and a job's under theirs. */
export const entries = {
  http: (context: HttpContextName) => join(repoRoot, 'functions', context, 'lambda.ts'),
  authorizer: () => join(repoRoot, 'functions/authorizer/lambda.ts'),
  consumer: (consumer: string) => join(repoRoot, 'functions/consumers', consumer, 'lambda.ts'),
  job: (job: string) => join(repoRoot, 'functions/jobs', job, 'lambda.ts'),
  /** Secrets Manager's rotation of the origin secret (web stack). */
  originSecretRotation: () => join(repoRoot, 'functions/edge/lambda.ts'),
};

/** `activity-log` → `ActivityLog`, for construct ids. */
export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
