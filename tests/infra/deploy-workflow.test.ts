import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/names.ts';

/**
 * The deploy pipeline (.github/workflows/deploy.yml) as GitHub would read it: valid YAML, every
 * `npm run` it calls is a script of package.json, AWS only through OIDC (no stored keys), and
 * the order pull request → test + diff, main → test → staging → smoke → approval → production.
 */
interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  environment?: string | { name: string; url?: string };
  permissions?: Record<string, string>;
  container?: string;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const text = readFileSync(join(repoRoot, '.github/workflows/deploy.yml'), 'utf8');
const workflow = load(text) as Workflow;
const scripts = Object.keys((JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);
const runs = (job: Job) => job.steps.flatMap((step) => (step.run ? [step.run] : []));
const environmentOf = (job: Job) => (typeof job.environment === 'string' ? job.environment : job.environment?.name);

describe('the deploy workflow', () => {
  it('is YAML with jobs, run on pull requests and on pushes to main', () => {
    expect(Object.keys(workflow.jobs).sort()).toEqual(['deploy-production', 'deploy-staging', 'diff', 'test']);
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('calls only npm scripts that package.json has', () => {
    const called = Object.values(workflow.jobs)
      .flatMap(runs)
      .flatMap((run) => [...run.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!));
    expect(called.length).toBeGreaterThan(3);
    expect(called.filter((script) => !scripts.includes(script))).toEqual([]);
    // `npm test` itself, by the same script CI runs on a fresh machine (Node 24, Debian's chromium).
    expect(runs(workflow.jobs.test!)).toContain('.ci/run');
    expect(readFileSync(join(repoRoot, '.ci/run'), 'utf8')).toContain('npm test');
    expect(workflow.jobs.test!.container).toMatch(/^node:24-(bookworm|trixie)/);
  });

  it('reaches AWS only through OIDC, with the role from a variable and no stored keys', () => {
    expect(text).not.toMatch(/AWS_ACCESS_KEY_ID|AWS_SECRET_ACCESS_KEY|secrets\./);
    for (const name of ['diff', 'deploy-staging', 'deploy-production']) {
      const job = workflow.jobs[name]!;
      expect(job.permissions, name).toEqual({ contents: 'read', 'id-token': 'write' });
      const credentials = job.steps.find((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@'));
      expect(credentials?.with?.['role-to-assume'], name).toBe('${{ vars.AWS_DEPLOY_ROLE_ARN }}');
    }
    expect(workflow.jobs.test!.permissions).toBeUndefined();
  });

  it('on a pull request: npm test and cdk diff', () => {
    expect(workflow.jobs.diff!.if).toBe("github.event_name == 'pull_request'");
    expect(runs(workflow.jobs.diff!).some((run) => run.startsWith('npx cdk diff --all -c stage=staging'))).toBe(true);
    expect(workflow.jobs.test!.if).toBeUndefined();
  });

  it('on main: tested, then staging with a smoke test, then production behind its environment’s approval', () => {
    const staging = workflow.jobs['deploy-staging']!;
    const production = workflow.jobs['deploy-production']!;
    expect(staging.if).toContain("github.ref == 'refs/heads/main'");
    expect(staging.needs).toBe('test');
    expect(production.needs).toBe('deploy-staging');
    expect([environmentOf(staging), environmentOf(production)]).toEqual(['staging', 'production']);
    for (const [job, stage] of [
      [staging, 'staging'],
      [production, 'production'],
    ] as const) {
      const steps = runs(job);
      const deploy = steps.findIndex((run) => run.startsWith(`npx cdk deploy --all --require-approval never -c stage=${stage}`));
      const smoke = steps.indexOf('npm run test:smoke');
      expect(deploy, stage).toBeGreaterThanOrEqual(0);
      expect(smoke, stage).toBeGreaterThan(deploy);
      expect(job.steps.find((step) => step.run === 'npm run test:smoke')?.env).toEqual({ API_TESTS_BASE_URL: '${{ vars.PORTAL_URL }}' });
    }
  });
});
