import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventNames } from '#events/catalogue/index.ts';
import type { ContextEvents } from '#events/context-events.ts';
import { queues } from '#events/queues.ts';
import { rules } from '#events/rules.ts';
import { schedules } from '#events/schedules.ts';
import { httpContextNames, httpContexts } from '#functions/http/contexts.ts';
import { Entity } from 'dynamodb-toolbox/entity';
import { createPortalTable } from '#functions/adapters/dynamodb/table.ts';
import { itemFamilies } from '#functions/store/table.ts';
import { esbuildOptions } from '#infra/bundling.ts';
import { itemFamiliesWritten } from '#infra/item-families.ts';
import { entries, repoRoot } from '#infra/names.ts';

/**
 * The declarations (each context's functions/<context>/context.ts, gathered by
 * functions/http/contexts.ts, events/queues.ts, events/schedules.ts and events/rules.ts; the
 * contexts' events.ts) against the code: every Lambda entry is bundled as
 * for deployment (one esbuild build, nothing written), and what its bundle really holds after
 * tree-shaking must be what its declaration says — the events it publishes, the adapters whose
 * grants and secrets it gets, and, for table 'read' functions, no repository method that writes.
 */

// ---------------------------------------------------------------------------------------------
// What each Lambda declares

interface Declared {
  table: 'read' | 'readwrite';
  /** `'*'`: relays whatever the outbox holds (the outbox-relay job). */
  publishes: readonly string[] | '*';
  usesRegistry: boolean;
  usesPayments: boolean;
  usesDnsHost: boolean;
  sendsMessages: boolean;
}

const nothingExternal = { usesRegistry: false, usesPayments: false, usesDnsHost: false, sendsMessages: false };

const lambdas: Record<string, { entry: string; declared: Declared }> = {
  ...Object.fromEntries(
    httpContextNames.map((context) => {
      const declaration: {
        table: 'read' | 'readwrite';
        publishes: readonly string[];
        sendsMessages: boolean;
        usesRegistry?: boolean;
        usesPayments?: boolean;
        usesDnsHost?: boolean;
      } = httpContexts[context];
      return [
        `http/${context}`,
        {
          entry: entries.http(context),
          declared: {
            table: declaration.table,
            publishes: declaration.publishes,
            usesRegistry: declaration.usesRegistry ?? false,
            usesPayments: declaration.usesPayments ?? false,
            usesDnsHost: declaration.usesDnsHost ?? false,
            sendsMessages: declaration.sendsMessages,
          },
        },
      ];
    }),
  ),
  // Declared in infra/stacks/stateless-stack.ts itself: it reads tokens and users, nothing else.
  authorizer: { entry: entries.authorizer(), declared: { table: 'read', publishes: [], ...nothingExternal } },
  ...Object.fromEntries(
    queues.map((queue) => {
      const declaration: (typeof queues)[number] & { publishes?: readonly string[]; usesRegistry?: boolean; usesPayments?: boolean; usesDnsHost?: boolean; sendsMail?: boolean } =
        queue;
      return [
        `consumer/${queue.consumer}`,
        {
          entry: entries.consumer(queue.consumer),
          declared: {
            table: declaration.table,
            publishes: declaration.publishes ?? [],
            usesRegistry: declaration.usesRegistry ?? false,
            usesPayments: declaration.usesPayments ?? false,
            usesDnsHost: declaration.usesDnsHost ?? false,
            sendsMessages: declaration.sendsMail ?? false,
          },
        },
      ];
    }),
  ),
  ...Object.fromEntries(
    schedules.map((schedule) => [
      `job/${schedule.job}`,
      {
        entry: entries.job(schedule.job),
        declared: {
          table: schedule.table,
          publishes: schedule.publishes.includes('*') ? '*' : schedule.publishes,
          usesRegistry: schedule.usesRegistry ?? false,
          usesPayments: schedule.usesPayments ?? false,
          usesDnsHost: false,
          sendsMessages: false,
        },
      },
    ]),
  ),
  // Declared in infra/stacks/stateless-stack.ts itself (the CDK trigger after each deploy).
  'job/seed-reference-data': { entry: entries.job('seed-reference-data'), declared: { table: 'readwrite', publishes: [], ...nothingExternal } },
  // Declared in infra/stacks/web-stack.ts itself (Secrets Manager's rotation of the origin secret): no table, no events.
  'edge/origin-secret-rotation': { entry: entries.originSecretRotation(), declared: { table: 'read', publishes: [], ...nothingExternal } },
};

/**
 * The adapters behind each flag: a function holding one in its bundle needs the flag's grant,
 * secret and configuration; one declaring the flag without it holds a grant it never uses.
 */
const adapterFiles = {
  usesRegistry: ['functions/adapters/registry/epp-session.ts'],
  usesPayments: ['functions/adapters/payments/stripe-payments.ts'],
  usesDnsHost: ['functions/adapters/dns/route53-dns-host.ts', 'functions/adapters/dns/cloudfront-forwarding-store.ts'],
  sendsMessages: ['functions/adapters/messages/ses-mailer.ts', 'functions/adapters/messages/sns-sms-sender.ts'],
  /** events:PutEvents: any declared event. */
  publishes: ['functions/adapters/events/eventbridge-publisher.ts'],
} as const;
type Flag = keyof typeof adapterFiles;

/** Events in the catalogue no code publishes yet, each with its reason (none today). */
const intentionallyUnpublished: Readonly<Record<string, string>> = {};

// ---------------------------------------------------------------------------------------------
// What each Lambda's bundle holds

interface Bundle {
  /** Project source files (not node_modules) with code left in the bundle after tree-shaking. */
  files: Set<string>;
  /** The unminified, tree-shaken code of each project file as it is in the bundle. */
  sections: { file: string; code: string; start: number }[];
  /** The whole unminified bundle. */
  text: string;
}

const toolboxOrSdk = /from\s+['"](dynamodb-toolbox|@aws-sdk\/lib-dynamodb|@aws-sdk\/client-dynamodb)[/'"]/;

/**
 * One build, every entry: as deployed (infra/bundling.ts) but unminified, without source maps
 * and not written, so each module's code stays readable under esbuild's `// <path>` comment.
 */
async function bundleAll(): Promise<Record<string, Bundle>> {
  const outdir = join(repoRoot, '.cache/declarations-test');
  const result = await build({
    ...esbuildOptions(),
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(Object.entries(lambdas).map(([name, { entry }]) => [name, entry])),
    outdir,
    write: false,
    metafile: true,
    minify: false,
    sourcemap: false,
    banner: {},
    legalComments: 'none',
    logLevel: 'silent',
  });
  const texts = new Map(result.outputFiles.map((file) => [relative(outdir, file.path), file.text]));
  const bundles: Record<string, Bundle> = {};
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const name = relative(outdir, join(repoRoot, output)).replace(/\.mjs$/, '');
    const text = texts.get(`${name}.mjs`)!;
    bundles[name] = { files: projectFilesOf(meta), sections: sectionsOf(text), text };
  }
  return bundles;
}

function projectFilesOf(meta: Metafile['outputs'][string]): Set<string> {
  return new Set(
    Object.entries(meta.inputs)
      .filter(([file, input]) => !file.includes('node_modules') && input.bytesInOutput > 0)
      .map(([file]) => file),
  );
}

/** The bundle's code split at esbuild's `// <source path>` comments, project files only. */
function sectionsOf(text: string): Bundle['sections'] {
  const marker = /^\/\/ (\S+\.[cm]?[jt]sx?)$/gm;
  const starts = [...text.matchAll(marker)];
  return starts
    .map((match, index) => {
      const start = match.index + match[0].length;
      return { file: match[1]!, code: text.slice(start, starts[index + 1]?.index ?? text.length), start };
    })
    .filter((section) => !section.file.includes('node_modules'));
}

/** `newEvent('name', …)` in the bundled code: esbuild prints the literal with double quotes. */
function publishedIn(bundle: Bundle): { events: Set<string>; unnamed: string[] } {
  const events = new Set<string>();
  const unnamed: string[] = [];
  for (const { file, code } of bundle.sections) {
    for (const call of code.matchAll(/(?<![\w$.])newEvent\d*\(\s*([^,)]*)/g)) {
      if (/^function\b/.test(code.slice(Math.max(0, call.index - 9), call.index).trim())) continue;
      const literal = /^"([^"]+)"$/.exec(call[1]!.trim());
      if (literal) events.add(literal[1]!);
      else unnamed.push(`${file}: newEvent(${call[1]}`);
    }
  }
  return { events, unnamed };
}

// ---------------------------------------------------------------------------------------------
// Table writes: repository members that write, and whether a bundle calls them

const tableWrite =
  /\b(PutItemCommand|UpdateItemCommand|UpdateAttributesCommand|DeleteItemCommand|BatchWriteCommand|BatchPutRequest|BatchDeleteRequest|TransactWriteCommand|TransactWriteItemsCommand|PutTransaction|UpdateTransaction|DeleteTransaction|PutCommand|UpdateCommand|DeleteCommand|executeTransactWrite)\b|[\w$]\.(put|update|delete|transactWrite)\(/;

type Definition = { name: string; file: string; ownText: string; exported: boolean };

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/**
 * A definition's name, for what can be called: functions, methods, and properties or variables
 * holding a function or what a call made (`const put = putItem(entity)`). Data is no definition.
 */
function definitionName(node: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name && ts.isIdentifier(node.name)) return node.name.text;
  if ((ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) && ts.isIdentifier(node.name) && node.initializer) {
    const value = node.initializer;
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isCallExpression(value) || ts.isPropertyAccessExpression(value)) return node.name.text;
  }
  return undefined;
}

/**
 * Whether the definition is part of the file's public surface: inside an exported declaration
 * and not inside a private helper variable of it (`const items = { put: putItem(entity) }`).
 */
function isPublic(node: ts.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isVariableDeclaration(current)) return isExported(current.parent.parent);
    if (ts.isFunctionDeclaration(current)) return isExported(current);
    if (ts.isSourceFile(current)) return false;
  }
  return false;
}

/**
 * The named definitions of a table adapter with their own text: a function's or property's
 * text without the named definitions inside it, so a factory is not blamed for each member.
 */
function definitionsOf(file: string): Definition[] {
  const source = ts.createSourceFile(file, readFileSync(join(repoRoot, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const definitions: Definition[] = [];
  const visit = (node: ts.Node): void => {
    const name = definitionName(node);
    const own = !name
      ? undefined
      : ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)
        ? node.body
        : (node as ts.PropertyAssignment | ts.VariableDeclaration).initializer;
    if (name && own) {
      let ownText = own.getText(source);
      const dropNamed = (inner: ts.Node): void => {
        if (definitionName(inner)) {
          ownText = ownText.replace(inner.getText(source), '');
          return;
        }
        ts.forEachChild(inner, dropNamed);
      };
      ts.forEachChild(own, dropNamed);
      const exported = ts.isFunctionDeclaration(node) ? isExported(node) : ts.isVariableDeclaration(node) ? isExported(node.parent.parent) : isPublic(node);
      definitions.push({ name, file, ownText, exported });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return definitions;
}

/** The definitions that write to the table, directly or through another that does (by name). */
function tableWriters(definitions: readonly Definition[]): Definition[] {
  const writers = new Set(definitions.filter((definition) => tableWrite.test(definition.ownText)));
  for (let grown = true; grown;) {
    grown = false;
    const names = [...new Set([...writers].map((writer) => writer.name))];
    const calls = new RegExp(`(?<![\\w$])(${names.join('|')})\\s*\\(`);
    for (const definition of definitions) {
      if (!writers.has(definition) && names.length > 0 && calls.test(definition.ownText)) {
        writers.add(definition);
        grown = true;
      }
    }
  }
  return [...writers];
}

/**
 * Identifiers the bundle's code outside the given files uses (calls, member accesses, values),
 * not those it declares. A member of a call's result (`createHash(…).update`) is not a
 * repository's member and is left out.
 */
function usedNames(bundle: Bundle, excluded: (file: string) => boolean): Set<string> {
  const used = new Set<string>();
  const source = ts.createSourceFile('bundle.mjs', bundle.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const ranges = bundle.sections.filter(({ file }) => !excluded(file)).map(({ code, start }) => [start, start + code.length] as const);
  const counts = (position: number) => ranges.some(([start, end]) => position >= start && position < end);
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && counts(node.getStart(source))) {
      const parent = node.parent;
      const declares =
        (ts.isPropertyAssignment(parent) ||
          ts.isMethodDeclaration(parent) ||
          ts.isFunctionDeclaration(parent) ||
          ts.isVariableDeclaration(parent) ||
          ts.isParameter(parent) ||
          ts.isClassDeclaration(parent) ||
          ts.isPropertyDeclaration(parent) ||
          ts.isGetAccessorDeclaration(parent) ||
          ts.isSetAccessorDeclaration(parent)) &&
        parent.name === node;
      const memberOfCall = ts.isPropertyAccessExpression(parent) && parent.name === node && (ts.isCallExpression(parent.expression) || ts.isNewExpression(parent.expression));
      // esbuild renames a clashing top-level name `save` to `save2`.
      if (!declares && !memberOfCall) used.add(node.text.replace(/\d+$/, ''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return used;
}

/** `<file>: <member>` for each table adapter member that writes and that the bundle's own code calls. */
function tableWritersCalled(bundle: Bundle): string[] {
  const tableAdapters = [...bundle.files].filter(
    (file) => !localOnly(file) && (file.startsWith('functions/adapters/dynamodb/') || toolboxOrSdk.test(readFileSync(join(repoRoot, file), 'utf8'))),
  );
  const writers = tableWriters(tableAdapters.flatMap(definitionsOf)).filter((writer) => writer.exported);
  // Uses in the use cases, the ports' wiring and the handler; not the adapters' own insides,
  // nor the local stand-ins, which only the local runtime chooses.
  const used = usedNames(bundle, (file) => tableAdapters.includes(file) || localOnly(file));
  return sorted(writers.filter((writer) => used.has(writer.name)).map((writer) => `${writer.file}: ${writer.name}`));
}

/** Local stand-ins (`local-*.ts`): chosen only by the local runtime's configuration, never in AWS. */
const localOnly = (file: string) => /^functions\/adapters\/.*\/local-[^/]+\.ts$/.test(file);

// ---------------------------------------------------------------------------------------------
// Item families: the partition keys a function's table writes may name (dynamodb:LeadingKeys)

/**
 * Every entity of the table adapters by its name, with the family of its partition key: the key
 * the entity computes for stand-in values, matched against the declared families.
 */
async function entityFamilies(): Promise<Map<string, string>> {
  const table = createPortalTable({ TABLE_NAME: 'families', AWS_REGION: 'eu-north-1', DYNAMODB_ENDPOINT: undefined });
  const standIns = new Proxy({}, { get: (_target, name) => (typeof name === 'string' ? `${name}-value` : undefined) });
  const folder = join(repoRoot, 'functions/adapters/dynamodb');
  const families = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    for (const exported of Object.values(await import(join(folder, file)))) {
      if (typeof exported !== 'function' || exported.length !== 1) continue;
      let entity: unknown;
      try {
        entity = (exported as (table: unknown) => unknown)(table);
      } catch {
        continue;
      }
      if (!(entity instanceof Entity)) continue;
      const { pk } = (entity as unknown as { computeKey: (values: unknown) => { pk: string } }).computeKey(standIns);
      const family = itemFamilies.find((candidate) => (candidate.endsWith('#') ? pk.startsWith(candidate) : pk === candidate));
      families.set(entity.entityName, family ?? `undeclared family of ${pk}`);
    }
  }
  return families;
}

/** The families of the entities the bundle holds (esbuild keeps `new Entity({ name: "…"` of each it did not shake off). */
function familiesIn(bundle: Bundle, families: Map<string, string>): string[] {
  const names = bundle.sections
    .filter(({ file }) => file.startsWith('functions/adapters/dynamodb/') && !localOnly(file))
    .flatMap(({ code }) => [...code.matchAll(/new Entity\(\{\s*name:\s*"([^"]+)"/g)].map((match) => match[1]!));
  return sorted(names.map((name) => families.get(name) ?? `unknown entity ${name}`));
}

// ---------------------------------------------------------------------------------------------

let bundles: Record<string, Bundle>;
let families: Map<string, string>;
beforeAll(async () => {
  bundles = await bundleAll();
  families = await entityFamilies();
});

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
const holds = (bundle: Bundle, flag: Flag) => adapterFiles[flag].some((file) => bundle.files.has(file));

describe('every Lambda entry has a declaration', () => {
  it('each Lambda entry on disk is declared (HTTP contexts, the authorizer, consumers, jobs)', () => {
    const entriesOnDisk = readdirSync(join(repoRoot, 'functions'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('/lambda.ts'))
      .map((file) => join(repoRoot, 'functions', file));
    expect(sorted(entriesOnDisk)).toEqual(sorted(Object.values(lambdas).map((lambda) => lambda.entry)));
    const onDisk = [
      ...httpContextNames.filter((context) => existsSync(entries.http(context))).map((context) => `http/${context}`),
      ...readdirSync(join(repoRoot, 'functions/consumers')).map((name) => `consumer/${name}`),
      ...readdirSync(join(repoRoot, 'functions/jobs')).map((name) => `job/${name}`),
    ];
    expect(sorted(Object.keys(lambdas).filter((name) => name !== 'authorizer' && name !== 'edge/origin-secret-rotation'))).toEqual(sorted(onDisk));
  });
});

describe.each(Object.keys(lambdas))('%s', (name) => {
  const { declared } = lambdas[name]!;

  it('publishes exactly the events it declares', () => {
    const bundle = bundles[name]!;
    const { events, unnamed } = publishedIn(bundle);
    expect(unnamed, 'an event name that is not a literal cannot be checked').toEqual([]);
    if (declared.publishes === '*') {
      // The relay publishes the outbox's envelopes as they are; it builds none of its own.
      expect(bundle.files.has('functions/events/relay-outbox.ts'), "only the outbox relay may declare '*'").toBe(true);
      expect(sorted(events)).toEqual([]);
      return;
    }
    expect(bundle.files.has('functions/events/relay-outbox.ts'), "the outbox relay publishes any event: declare '*'").toBe(false);
    expect(sorted(declared.publishes), `declared publish list of ${name} vs newEvent() calls in its bundle`).toEqual(sorted(events));
  });

  it.each(Object.keys(adapterFiles) as Flag[])('holds the %s adapters exactly when declared', (flag) => {
    const bundle = bundles[name]!;
    const declares = flag === 'publishes' ? declared.publishes.length > 0 : declared[flag];
    expect(holds(bundle, flag), `${name}: ${flag} is ${declares} but the bundle ${holds(bundle, flag) ? 'holds' : 'lacks'} ${adapterFiles[flag].join(' / ')}`).toBe(declares);
  });

  it.runIf(declared.table === 'readwrite')("may write exactly the item families of the entities its bundle holds (its declaration's `writes`)", () => {
    const derived = familiesIn(bundles[name]!, families);
    const listed: readonly string[] = itemFamiliesWritten[name] ?? [];
    expect(derived.length).toBeGreaterThan(0);
    expect(sorted(listed), `${name}: its declaration (functions/<context>/context.ts) says writes: [${derived.map((family) => `'${family}'`).join(', ')}]`).toEqual(derived);
  });

  it.runIf(declared.table === 'read')('may write no item family', () => {
    expect(Object.keys(itemFamiliesWritten)).not.toContain(name);
  });

  it.runIf(declared.table === 'read')('calls no table adapter member that writes', () => {
    expect(tableWritersCalled(bundles[name]!), `${name} has table: 'read' but calls these writers`).toEqual([]);
  });

  it('bundles at most the sections of the UI catalogue the functions send texts from, not the whole catalogue', () => {
    // `mailTexts`, `notificationTexts`, `sessionTexts` of shared/i18n/ui.ts; `uiTexts` is the web's, 84 KB of both languages.
    expect(bundles[name]!.text, `${name} bundles the whole UI catalogue`).not.toMatch(/\bvar uiTexts(?:Fo|En)\b/);
  });
});

describe('item families', () => {
  it("every entity's partition key is of a declared family (functions/store/table.ts)", () => {
    expect(families.size).toBeGreaterThan(40);
    expect([...families.entries()].filter(([, family]) => !(itemFamilies as readonly string[]).includes(family))).toEqual([]);
  });

  it('the payment webhooks may not write users, their e-mail claims or tokens', () => {
    expect(familiesIn(bundles['http/payment-webhooks']!, families)).not.toEqual(expect.arrayContaining(['USER#']));
    expect(itemFamiliesWritten['http/payment-webhooks']).not.toContain('USER#');
    expect(itemFamiliesWritten['http/payment-webhooks']).not.toContain('EMAIL#');
    expect(itemFamiliesWritten['http/payment-webhooks']).not.toContain('TOKEN#');
  });
});

describe('the table-write check', () => {
  it('sees the writes of a function that writes (users: profile, language, deletion)', () => {
    expect(tableWritersCalled(bundles['http/users']!)).toEqual(expect.arrayContaining([expect.stringMatching(/user-repository\.ts: /)]));
  });
});

describe("the contexts' events.ts", () => {
  const folders = readdirSync(join(repoRoot, 'functions'), { withFileTypes: true }).filter((entry) => entry.isDirectory());

  /** `newEvent('name', …)` in a folder's source (tests aside), file by file. */
  function publishedInFolder(folder: string): Set<string> {
    const events = new Set<string>();
    const walk = (directory: string): void => {
      for (const entry of readdirSync(directory, { withFileTypes: true })) {
        const path = join(directory, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          for (const call of readFileSync(path, 'utf8').matchAll(/(?<![\w$.])newEvent\(\s*'([^']+)'/g)) events.add(call[1]!);
        }
      }
    };
    walk(join(repoRoot, 'functions', folder));
    return events;
  }

  async function eventsOfContext(folder: string): Promise<(ContextEvents & { factory?: { names: readonly string[] } }) | undefined> {
    const file = join(repoRoot, 'functions', folder, 'events.ts');
    if (!existsSync(file)) return undefined;
    const exported = Object.values(await import(file));
    const declarations = exported.filter((value): value is ContextEvents => typeof value === 'object' && value !== null && 'publishes' in value);
    expect(declarations, `${folder}/events.ts exports one declaration`).toHaveLength(1);
    const factories = exported.filter((value): value is { names: readonly string[] } => typeof value === 'function' && 'names' in value);
    return { ...declarations[0]!, factory: factories[0] };
  }

  it.each(folders.map((folder) => folder.name))('functions/%s: its events.ts lists exactly what its use cases publish', async (folder) => {
    const declared = await eventsOfContext(folder);
    const published = sorted(publishedInFolder(folder));
    if (!declared) {
      expect(published, `functions/${folder} publishes events but has no events.ts`).toEqual([]);
      return;
    }
    expect(sorted(Object.values(declared.publishes).flat())).toEqual(published);
    // Its event factory (`newEvent`) builds exactly what it publishes: no schema bundled for nothing.
    if (published.length > 0) expect(sorted(declared.factory?.names ?? []), `functions/${folder}/events.ts: newEvent's events`).toEqual(published);
  });
});

describe('rules, queues and the catalogue', () => {
  const declaredPublishers = new Set(Object.values(lambdas).flatMap(({ declared }) => (declared.publishes === '*' ? [] : declared.publishes)));

  it('every event in a rule is in the catalogue and published by a declared publisher', () => {
    for (const rule of rules) {
      for (const event of rule.events) {
        expect(eventNames, `rule ${rule.name}`).toContain(event);
        expect(declaredPublishers.has(event), `rule ${rule.name}: nothing declares publishing ${event}`).toBe(true);
      }
    }
  });

  it("every queue has a rule, and every rule's queue exists", () => {
    expect(sorted(queues.map((queue) => queue.name))).toEqual(sorted(rules.map((rule) => rule.queue)));
  });

  it('every catalogue event is published somewhere, or says why not', () => {
    const unpublished = eventNames.filter((event) => !declaredPublishers.has(event) && !(event in intentionallyUnpublished));
    expect(unpublished).toEqual([]);
    for (const event of Object.keys(intentionallyUnpublished)) expect(declaredPublishers.has(event), `${event} is published now`).toBe(false);
  });

  it('every declared event is really published by some Lambda', () => {
    const reallyPublished = new Set(Object.values(bundles).flatMap((bundle) => [...publishedIn(bundle).events]));
    expect(sorted([...declaredPublishers].filter((event) => !reallyPublished.has(event)))).toEqual([]);
  });
});
