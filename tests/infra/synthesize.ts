import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { createPortal } from '#infra/portal.ts';
import { repoRoot } from '#infra/names.ts';
import type { PortalSettings } from '#infra/settings.ts';

/** The feature flags and context of `cdk.json`, so in-process synth matches the CLI's. */
export function cdkJsonContext(): Record<string, unknown> {
  return JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')).context;
}

/** A stand-in for `web/dist` (which may not be built): index.html and a hashed asset. */
export function fakeSpaBuild(): string {
  const folder = mkdtempSync(join(tmpdir(), 'okisnavn-spa-'));
  mkdirSync(join(folder, 'assets'));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><title>Økisnavn</title><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(join(folder, 'assets/index-abc123.js'), 'console.log("Økisnavn");');
  return folder;
}

/** The company the test deployment's receipts name (`-c sellerName=…`). */
export const testSeller = { name: 'Økisnavn Sp/f', address_lines: ['Undir Bakka 1', '100 Tórshavn'], country_code: 'FO', vat_number: '123456' };

export const testIdentityProvider = { issuer: 'https://login.example.fo/realms/okisnavn', clientId: 'app' };

/**
 * Builds the portal as `infra/bin/app.ts` does — cdk-nag registered — and synthesizes it once.
 * Synth throws `ValidationFailed` if cdk-nag finds anything unacknowledged.
 *
 * The Lambdas' code is not bundled (about forty esbuild runs, most of a synth's time): CDK bundles
 * no stack (`aws:cdk:bundling-stacks: []`, as the CDK CLI does for stacks outside its selection),
 * so the templates are the same but for the code assets' hashes, for tests that read resources,
 * names and settings, not code (docs/decisions/ci-within-twenty-minutes.md). The bundles as
 * deployed come from the run's one real `cdk synth` (cdk-cli-synth.ts).
 */
export function synthesizePortal(settings: Partial<PortalSettings> = {}, extend?: (portal: ReturnType<typeof createPortal>) => void): SynthesizedPortal {
  if (extend) return synthesize(settings, extend);
  // The infra files share a worker's module graph (vitest.config.ts): the files that ask for the
  // same settings read one synth, which none of them changes (docs/decisions/infra-tests-share-their-synths.md).
  const key = JSON.stringify(settings);
  let synthesized = synthesizedBySettings.get(key);
  if (!synthesized) synthesizedBySettings.set(key, (synthesized = synthesize(settings)));
  return synthesized;
}

export type SynthesizedPortal = ReturnType<typeof synthesize>;
const synthesizedBySettings = new Map<string, SynthesizedPortal>();

function synthesize(settings: Partial<PortalSettings>, extend?: (portal: ReturnType<typeof createPortal>) => void) {
  const app = new App({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] }, outdir: mkdtempSync(join(tmpdir(), 'okisnavn-cdk-')) });
  const portal = createPortal(app, {
    env: { account: '111111111111', region: 'eu-north-1' },
    webAssetsPath: fakeSpaBuild(),
    identityProvider: testIdentityProvider,
    publicUrl: 'https://www.okisnavn.fo',
    mail: { senderDomain: 'okisnavn.fo', from: 'no-reply@okisnavn.fo' },
    registry: { host: 'epp.registry.example', port: 700 },
    registrarId: 'okisnavn',
    productNameServers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
    seller: testSeller,
    ...settings,
  });
  extend?.(portal);
  const assembly = app.synth();
  return {
    app,
    portal,
    assembly,
    stateful: Template.fromStack(portal.stateful),
    /** Every stateless stack's resources in one (the API's, the API groups', the consumers', the jobs'). */
    stateless: mergedTemplate(statelessStacks(portal)),
    monitoring: Template.fromStack(portal.monitoring),
    web: Template.fromStack(portal.web),
  };
}

/** The stacks the stateless part of the portal was split into (docs/decisions/stack-split.md). */
export function statelessStacks(portal: ReturnType<typeof createPortal>): Stack[] {
  return [portal.stateless, ...Object.values(portal.apiStacks), portal.consumers, portal.jobs];
}

/**
 * The resources and outputs of several stacks as one template, for what holds across them (every
 * function, every route). Logical ids must not repeat across the stacks: a repeat fails here.
 */
function mergedTemplate(stacks: Stack[]): Template {
  const merged: { Resources: Record<string, unknown>; Outputs: Record<string, unknown> } = { Resources: {}, Outputs: {} };
  for (const stack of stacks) {
    const template = Template.fromStack(stack).toJSON();
    for (const part of ['Resources', 'Outputs'] as const) {
      for (const [id, value] of Object.entries((template[part] ?? {}) as Record<string, unknown>)) {
        if (part === 'Resources' && id in merged[part]) throw new Error(`${id} is in ${stack.stackName} and another stateless stack`);
        merged[part][id] = value;
      }
    }
  }
  return Template.fromJSON(merged);
}

export function validationReport(assembly: CloudAssembly): ValidationReport {
  return JSON.parse(readFileSync(join(assembly.directory, 'validation-report.json'), 'utf8'));
}

export interface ValidationReport {
  pluginReports: {
    pluginName: string;
    conclusion: string;
    violations: { ruleName: string }[];
    suppressedViolations?: { ruleName: string; acknowledgedId: string; reason: string; acknowledgedAt: string }[];
  }[];
}
