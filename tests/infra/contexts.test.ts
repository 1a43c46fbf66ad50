import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContextDeclaration } from '#functions/context-declaration.ts';
import * as centralList from '#functions/contexts.ts';
import { contexts, httpContextNames } from '#functions/http/contexts.ts';
import { routes } from '#shared/api/index.ts';
import { queues } from '#events/queues.ts';
import { schedules } from '#events/schedules.ts';
import { repoRoot } from '#infra/names.ts';

/**
 * One name per context (docs/decisions/one-name-per-context.md, the recipe in
 * docs/architecture.md): each context declares itself in `functions/<name>/context.ts`, and the
 * central list `functions/contexts.ts` names each declaration once. A context's folder, its
 * Lambda, its contract file and its routes' `context` carry the one name.
 */

const functionsRoot = join(repoRoot, 'functions');
const folders = readdirSync(functionsRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Lambda entries that are no bounded context: declared in their stacks, serving no route of the contract. */
const entriesOutsideContexts: Record<string, string> = {
  authorizer: "the HTTP API's Lambda authorizer (infra/stacks/stateless-stack.ts)",
  edge: "the origin secret's rotation (infra/stacks/web-stack.ts)",
};

const declared = contexts as readonly ContextDeclaration[];
const sorted = (names: Iterable<string>) => [...names].sort();

describe('each context declares itself, once', () => {
  it.each(folders.filter((folder) => existsSync(join(functionsRoot, folder, 'handler.ts')) && !(folder in entriesOutsideContexts)))(
    'functions/%s has an HTTP entry, so it declares itself in its context.ts',
    (folder) => {
      expect(existsSync(join(functionsRoot, folder, 'context.ts')), `functions/${folder}/context.ts`).toBe(true);
    },
  );

  it('every context.ts under functions/ is in the central list (functions/contexts.ts), and the list names nothing else', () => {
    const withDeclaration = folders.filter((folder) => existsSync(join(functionsRoot, folder, 'context.ts')));
    expect(sorted(declared.map((context) => context.name))).toEqual(sorted(withDeclaration));
  });

  it.each(folders.filter((folder) => existsSync(join(functionsRoot, folder, 'context.ts'))))(
    "functions/%s/context.ts names its own folder, and the central list's line is that declaration",
    async (folder) => {
      const { context } = (await import(join(functionsRoot, folder, 'context.ts'))) as { context: ContextDeclaration };
      expect(context.name).toBe(folder);
      expect(Object.values(centralList)).toContain(context);
    },
  );

  it('names each context once', () => {
    const names = declared.map((context) => context.name);
    expect(names).toEqual([...new Set(names)]);
  });
});

describe('one name from folder to Lambda to contract', () => {
  it.each(declared.filter((context) => context.http).map((context) => context.name))(
    '%s: its Lambda is functions/<name>/lambda.ts, its contract shared/api/<name>.ts, every route of it says its name',
    async (name) => {
      const context = declared.find((candidate) => candidate.name === name)!;
      expect(existsSync(join(functionsRoot, name, 'lambda.ts')), `functions/${name}/lambda.ts`).toBe(true);
      expect(existsSync(join(functionsRoot, name, 'handler.ts')), `functions/${name}/handler.ts`).toBe(true);
      const contract = Object.values((await import(join(repoRoot, 'shared', 'api', `${name}.ts`))) as Record<string, unknown>);
      expect(contract, `shared/api/${name}.ts exports the declaration's routes`).toContain(context.routes);
      expect(context.routes?.length, `${name} serves routes`).toBeGreaterThan(0);
      for (const route of context.routes ?? []) expect(route.context, route.id).toBe(name);
    },
  );

  it("the contract's routes are exactly the declared contexts' routes (shared/api/index.ts lists each contract)", () => {
    const declaredRoutes = declared.flatMap((context) => context.routes ?? []);
    expect(sorted(declaredRoutes.map((route) => route.id))).toEqual(sorted(routes.map((route) => route.id)));
    for (const route of routes) expect(declaredRoutes, route.id).toContain(route);
  });

  it('a context serves routes exactly when it declares its Lambda', () => {
    for (const context of declared) expect((context.routes?.length ?? 0) > 0, context.name).toBe(context.http !== undefined);
    expect(sorted(httpContextNames)).toEqual(sorted(declared.filter((context) => context.http).map((context) => context.name)));
  });

  it.each(declared.map((context) => context.name))("%s: its events are its events.ts's declaration", async (name) => {
    const context = declared.find((candidate) => candidate.name === name)!;
    const file = join(functionsRoot, name, 'events.ts');
    if (!existsSync(file)) {
      expect(context.events, `${name} declares events without an events.ts`).toBeUndefined();
      return;
    }
    const own = Object.values((await import(file)) as Record<string, unknown>).filter((value) => typeof value === 'object' && value !== null && 'publishes' in value);
    expect(own).toEqual([context.events]);
  });
});

describe("the contexts' consumers and jobs", () => {
  const subfolders = (parent: string) =>
    readdirSync(join(functionsRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);

  it('every consumer under functions/consumers/ is the consumer of a queue some context declares, and each has its entry', () => {
    expect(sorted(subfolders('consumers'))).toEqual(sorted(new Set(queues.map((queue) => queue.consumer))));
    for (const queue of queues) expect(existsSync(join(functionsRoot, 'consumers', queue.consumer, 'lambda.ts')), queue.consumer).toBe(true);
  });

  it('every job under functions/jobs/ is scheduled by some context (or is the deploy-time seed), and each has its entry', () => {
    expect(sorted(subfolders('jobs'))).toEqual(sorted([...schedules.map((schedule) => schedule.job), 'seed-reference-data']));
    for (const schedule of schedules) expect(existsSync(join(functionsRoot, 'jobs', schedule.job, 'lambda.ts')), schedule.job).toBe(true);
  });

  it("every rule routes to a queue of the same context's declaration", () => {
    for (const context of declared) {
      const own = new Set((context.queues ?? []).map((queue) => queue.name));
      for (const rule of context.rules ?? []) expect(own.has(rule.queue), `${context.name}: rule ${rule.name} → ${rule.queue}`).toBe(true);
    }
  });
});

describe("the web's features", () => {
  /** Features named after no context, and why. */
  const notAContext: Record<string, string> = {
    scope: "the web's own: the personal or team scope the pages are seen in",
    renewal: "the auto-renewal context's screens (served by the domains Lambda), not renamed yet: docs/decisions/one-name-per-context.md",
  };

  it('each web feature carries the name of a context, or says why not', () => {
    const features = readdirSync(join(repoRoot, 'web', 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const names = new Set(declared.map((context) => context.name));
    // A context without a declaration of its own yet (no routes, queues or jobs): its folder under functions/.
    const contextFolders = new Set(folders);
    expect(features.filter((feature) => !names.has(feature) && !contextFolders.has(feature) && !(feature in notAContext))).toEqual([]);
  });
});
