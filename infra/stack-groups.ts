import type { HttpContextName } from '#functions/http/contexts.ts';

/**
 * The API's stacks: each holds the Lambdas, aliases, deployment groups, integrations and routes
 * of its contexts (`Okisnavn-<Stage>-Api-<Group>`), behind the one HTTP API of the stateless
 * stack. CloudFormation refuses a stack over 500 resources; one stack for every route and
 * function had 441 (docs/decisions/stack-split.md).
 */
export const apiStackGroups = ['account', 'domains', 'business'] as const;
export type ApiStackGroup = (typeof apiStackGroups)[number];

/**
 * Each context's API stack: the one line a new context adds (the type makes it required). A
 * context keeps its group: moving it replaces its Lambda (a new generated name) and its routes.
 */
export const apiStackGroupOf = {
  // Who the customer is: sign-in, e-ID, the user, notices, teams, and what anyone may read.
  settings: 'account',
  auth: 'account',
  eid: 'account',
  users: 'account',
  notifications: 'account',
  teams: 'account',
  'api-tokens': 'account',
  // The domains and what hangs on them.
  domains: 'domains',
  'domain-settings': 'domains',
  transfers: 'domains',
  dns: 'domains',
  'domain-sharing': 'domains',
  claims: 'domains',
  'registry-webhooks': 'domains',
  // Money and the administration.
  orders: 'business',
  'payment-cards': 'business',
  webhooks: 'business',
  admin: 'business',
  'admin-people': 'business',
  'admin-documents': 'business',
} as const satisfies Record<HttpContextName, ApiStackGroup>;
