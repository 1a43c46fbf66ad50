import type { EventName } from '#events/catalogue/index.ts';
import type { ContextEvents } from '#events/context-events.ts';
import type { RouteDeclaration } from '#shared/api/contract.ts';
import type { ItemFamily } from './store/table.ts';

/**
 * What a bounded context says about itself, once, in `functions/<context>/context.ts`: its
 * routes (its contract, `shared/api/<context>.ts`), its events (`events.ts`), its HTTP Lambda, its consumers' queues and
 * rules and its scheduled jobs, each with its grants. `functions/contexts.ts` lists every declaration, one line each; the CDK app,
 * the local runtime and the tests read them through `functions/http/contexts.ts` (the HTTP
 * Lambdas), `events/queues.ts`, `events/rules.ts`, `events/schedules.ts`, `infra/stack-groups.ts`
 * and `infra/item-families.ts`. One name throughout: the
 * context's folder under `functions/`, its Lambda (`http/<name>`), its contract file, its web
 * feature and its API tests (docs/decisions/one-name-per-context.md).
 */
export interface ContextDeclaration {
  /** The context's one name: its folder under `functions/`, its Lambda, its contract file. */
  name: string;
  /** Its part of the API contract (`shared/api/<name>.ts`): every route says `context: <name>`. */
  routes?: readonly RouteDeclaration[];
  /** What it publishes and consumes (its `events.ts`). */
  events?: ContextEvents;
  /** Its HTTP Lambda (`functions/<name>/lambda.ts`), when it serves routes. */
  http?: HttpContextDeclaration;
  /** The queues of its consumers (`functions/consumers/<consumer>/`), gathered by `events/queues.ts`. */
  queues?: readonly QueueDeclaration[];
  /** What routes its consumers' events to their queues, gathered by `events/rules.ts`. */
  rules?: readonly RuleDeclaration[];
  /** Its scheduled jobs (`functions/jobs/<job>/`), gathered by `events/schedules.ts`. */
  schedules?: readonly ScheduleDeclaration[];
}

/**
 * The API's stacks: each holds the Lambdas, aliases, deployment groups, integrations and routes
 * of its contexts (`Okisnavn-<Stage>-Api-<Group>`), behind the one HTTP API of the stateless
 * stack. CloudFormation refuses a stack over 500 resources; one stack for every route and
 * function had 441 (docs/decisions/stack-split.md).
 */
export const apiStackGroups = ['account', 'domains', 'business'] as const;
export type ApiStackGroup = (typeof apiStackGroups)[number];

/**
 * A context's HTTP Lambda: one each (`functions/<name>/lambda.ts`, composing `handler.ts` beside
 * it) with middy's router inside, serving the routes of `shared/api/<name>.ts`. The grants are
 * the least it needs; the CDK stacks apply them and the infra tests assert them. `publishes`
 * names the groups of the contexts' `events.ts` whose use cases the Lambda runs;
 * `tests/infra/declarations.test.ts` checks the lists and flags against what its bundle loads.
 */
export interface HttpContextDeclaration {
  description: string;
  /**
   * Its API stack (`infra/stack-groups.ts`). A context keeps its group: moving it replaces its
   * Lambda (a new generated name) and its routes.
   */
  stackGroup: ApiStackGroup;
  table: 'read' | 'readwrite';
  /**
   * The item families (partition keys, functions/store/table.ts) it may write, when `table` is
   * `'readwrite'` (infra/item-families.ts): derived from the code, not chosen; the declarations
   * test fails with the list to put here when the bundle and the list part.
   */
  writes?: readonly ItemFamily[];
  /** Events the Lambda publishes (events:PutEvents on the bus when non-empty): groups of the contexts' `events.ts`. */
  publishes: readonly EventName[];
  /** Sends e-mail (SES) and SMS (SNS): codes, verification and reset links. */
  sendsMessages: boolean;
  /** Talks EPP to the registry (reads the registrar's credentials secret). */
  usesRegistry?: boolean;
  /** Calls the payment provider or verifies its webhooks (reads its credentials secret). */
  usesPayments?: boolean;
  /** Calls the DNS host (Route 53: hosted zones, DNSSEC signing) directly, as the queue declaration's flag of the same name. */
  usesDnsHost?: boolean;
  /** Verifies the registry's webhooks (reads the registry webhook secret). */
  receivesRegistryWebhooks?: boolean;
  /** Serves the API document (`GET /openapi.json`, JSON Schema from the contract): generated when this Lambda is built and shipped beside its bundle (infra/bundling.ts, infra/api-document.ts). */
  servesApiDocument?: boolean;
  /** Reads and keeps issued receipts' PDFs (the receipts' S3 bucket), as the queue declaration's flag of the same name. */
  usesReceiptArchive?: boolean;
}

/**
 * The SQS queues and the consumer each feeds (entry `functions/consumers/<consumer>/handler.ts`).
 * Every queue has a dead-letter queue; a message goes there after `maxReceiveCount` failed
 * deliveries. The CDK stacks and the local queue runner both read this.
 */
export interface QueueDeclaration {
  name: string;
  consumer: string;
  description: string;
  batchSize: number;
  maxReceiveCount: number;
  visibilityTimeoutSeconds: number;
  /** What the consumer may do with the table (least privilege). */
  table: 'read' | 'readwrite';
  /** The item families it may write, when `table` is `'readwrite'` (infra/item-families.ts; the declarations test prints the list). */
  writes?: readonly ItemFamily[];
  /** Event names the consumer publishes (through the outbox): groups of the contexts' `events.ts`. */
  publishes?: readonly EventName[];
  /** Talks EPP to the registry (reads the registrar's credentials secret). */
  usesRegistry?: boolean;
  /**
   * Changes hosted zones (Route 53) and the forwarding store (CloudFront KeyValueStore). Locally
   * the same adapters' stand-ins keep both in the table; in AWS the table is only read.
   */
  usesDnsHost?: boolean;
  /** Calls the payment provider (reads its credentials secret): refunds. */
  usesPayments?: boolean;
  /** Sends e-mail (SES in AWS, the local outbox locally). */
  sendsMail?: boolean;
  /** Applies the registry's events: told the portal's registrar id (`REGISTRAR_ID`), no secret. */
  appliesRegistryEvents?: boolean;
  /** Keeps issued receipts' PDFs (the receipts' S3 bucket; locally a folder). */
  usesReceiptArchive?: boolean;
}

/**
 * Event → queue routing. EventBridge rules in AWS, the in-process bus locally. Each rule routes
 * a consumer's `consumes` group (its context's `events.ts`) to the consumer's queue.
 */
export interface RuleDeclaration {
  name: string;
  events: readonly EventName[];
  /** The queue, one of the declared queues (`events/queues.ts`). */
  queue: string;
}

/**
 * Scheduled jobs (entry `functions/jobs/<job>/handler.ts`): EventBridge Scheduler in AWS, the
 * local scheduler in `npm start`. `cron` uses EventBridge's six-field form
 * (minutes hours day-of-month month day-of-week year), evaluated in `timezone`.
 * The jobs of the spec (auto-renewal, expiry sync, expiry warnings, transfer auto-approval)
 * arrive with the issues that build their features. A job may take an input when invoked by
 * hand (`expiry-sync`: `{ domainId }` or `{ all: true }`); the schedule's run passes none.
 */
export interface ScheduleDeclaration {
  name: string;
  job: string;
  description: string;
  cron: string;
  timezone: string;
  table: 'read' | 'readwrite';
  /** The item families it may write, when `table` is `'readwrite'` (infra/item-families.ts; the declarations test prints the list). */
  writes?: readonly ItemFamily[];
  /**
   * Event names the job publishes (events:PutEvents on the bus when non-empty): groups of the
   * contexts' `events.ts`; `'*'` for the outbox relay, which publishes whatever was left.
   */
  publishes: readonly (EventName | '*')[];
  /** Talks EPP to the registry (reads the registrar's credentials secret), as an HTTP context or a consumer may. */
  usesRegistry?: boolean;
  /** Calls the payment provider (reads its credentials secret). */
  usesPayments?: boolean;
}

/** A context's declaration, its literal types kept (its name, its routes' ids). */
export const defineContext = <const Declaration extends ContextDeclaration>(declaration: Declaration): Declaration => declaration;
