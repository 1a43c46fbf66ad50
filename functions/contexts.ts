/**
 * Every bounded context, one line each: its declaration is `functions/<name>/context.ts`
 * (functions/context-declaration.ts). Adding a context adds its line here; the CDK app, the local
 * runtime and the tests read the declarations through `functions/http/contexts.ts`.
 * `tests/infra/contexts.test.ts` fails when a context's folder has no declaration, or a
 * declaration is not listed here.
 */
export { context as activity } from './activity/context.ts';
export { context as admin } from './admin/context.ts';
export { context as adminDocuments } from './admin-documents/context.ts';
export { context as adminPeople } from './admin-people/context.ts';
export { context as apiTokens } from './api-tokens/context.ts';
export { context as auth } from './auth/context.ts';
export { context as autoRenewal } from './auto-renewal/context.ts';
export { context as claims } from './claims/context.ts';
export { context as dns } from './dns/context.ts';
export { context as domainHealth } from './domain-health/context.ts';
export { context as domainSettings } from './domain-settings/context.ts';
export { context as domainSharing } from './domain-sharing/context.ts';
export { context as domains } from './domains/context.ts';
export { context as eid } from './eid/context.ts';
export { context as lifecycle } from './lifecycle/context.ts';
export { context as notifications } from './notifications/context.ts';
export { context as orders } from './orders/context.ts';
export { context as paymentCards } from './payment-cards/context.ts';
export { context as paymentWebhooks } from './payment-webhooks/context.ts';
export { context as registryEvents } from './registry-events/context.ts';
export { context as registryWebhooks } from './registry-webhooks/context.ts';
export { context as settings } from './settings/context.ts';
export { context as teams } from './teams/context.ts';
export { context as transfers } from './transfers/context.ts';
export { context as users } from './users/context.ts';
export { context as webhooks } from './webhooks/context.ts';
