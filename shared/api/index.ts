import { adminApi } from './admin.ts';
import { adminDocumentsApi } from './admin-documents.ts';
import { adminPeopleApi } from './admin-people.ts';
import { apiTokensApi } from './api-tokens.ts';
import { authApi } from './auth.ts';
import { claimsApi } from './claims.ts';
import { dnsApi } from './dns.ts';
import { eidApi } from './eid.ts';
import { domainSettingsApi } from './domain-settings.ts';
import { domainsApi } from './domains.ts';
import { domainSharingApi } from './domain-sharing.ts';
import { notificationsApi } from './notifications.ts';
import { ordersApi } from './orders.ts';
import { paymentCardsApi } from './payment-cards.ts';
import { settingsApi } from './settings.ts';
import { teamsApi } from './teams.ts';
import { transfersApi } from './transfers.ts';
import { usersApi } from './users.ts';
import { webhooksApi } from './webhooks.ts';
import { paymentWebhooksApi } from './payment-webhooks.ts';
import { registryWebhooksApi } from './registry-webhooks.ts';

/**
 * Every route of the API, for what needs them all: the CDK stateless stack (one HTTP API route
 * each), the local gateway, the OpenAPI document and the authorization tests. A context's
 * handler imports only its own contract file, so its bundle carries only its own schemas; the
 * web imports the contract as types only (and `endpoints.ts` at runtime).
 */
export const routes = [
  ...settingsApi,
  ...adminApi,
  ...adminDocumentsApi,
  ...adminPeopleApi,
  ...usersApi,
  ...notificationsApi,
  ...authApi,
  ...eidApi,
  ...domainsApi,
  ...domainSettingsApi,
  ...transfersApi,
  ...ordersApi,
  ...paymentCardsApi,
  ...paymentWebhooksApi,
  ...registryWebhooksApi,
  ...dnsApi,
  ...domainSharingApi,

  ...teamsApi,
  ...claimsApi,
  ...apiTokensApi,
  ...webhooksApi,
] as const;

export type ApiRoute = (typeof routes)[number];
export type RouteId = ApiRoute['id'];

/** The contexts that serve HTTP, as their routes name them (each declared in `functions/<context>/context.ts`). */
export type ContextName = ApiRoute['context'];

/** The contexts that serve HTTP, in the order their routes are declared. */
export const contextNames = [...new Set(routes.map((route) => route.context))] as ContextName[];
