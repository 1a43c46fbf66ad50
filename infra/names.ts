import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpContexts, type HttpContextName } from '../functions/http/contexts.ts';

/** The repository root: the NodejsFunction project root and where the entry paths start. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The EventBridge bus every portal event travels on (functions get it as EVENT_BUS_NAME). */
export const eventBusName = 'okisnavn';

/**
 * The receipts' bucket (stateful stack): named, so the functions' grants name its `receipts/`
 * prefix without a reference across the stacks. One per account and region.
 */
export function receiptArchiveBucketName(account: string, region: string): string {
  return `okisnavn-receipts-${account}-${region}`;
}

/** Where each kind of Lambda lives; the folder names come from the declarations. */
export const entries = {
  http: (context: HttpContextName) => join(repoRoot, 'functions', httpContexts[context].folder, 'lambda.ts'),
  authorizer: () => join(repoRoot, 'functions/authorizer/lambda.ts'),
  consumer: (consumer: string) => join(repoRoot, 'functions/consumers', consumer, 'lambda.ts'),
  job: (job: string) => join(repoRoot, 'functions/jobs', job, 'lambda.ts'),
};

/** `activity-log` → `ActivityLog`, for construct ids. */
export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
