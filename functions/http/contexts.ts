import type { EventName } from '#events/catalogue/index.ts';
import { allPublished, eventsOf } from '#events/context-events.ts';
import { adminEvents } from '../admin/events.ts';
import { authEvents } from '../auth/events.ts';
import { claimEvents } from '../claims/events.ts';
import { autoRenewalEvents } from '../auto-renewal/events.ts';
import { dnsEvents } from '../dns/events.ts';
import { domainEvents } from '../domains/events.ts';
import { domainOwnershipEvents } from '../domain-ownership/events.ts';
import { lifecycleEvents } from '../lifecycle/events.ts';
import { eidEvents } from '../eid/events.ts';
import { orderEvents } from '../orders/events.ts';
import { paymentCardEvents } from '../payment-cards/events.ts';
import { teamEvents } from '../teams/events.ts';
import { registryEventEvents } from '../registry-events/events.ts';
import { transferEvents } from '../transfers/events.ts';
import { userEvents } from '../users/events.ts';
import { apiTokenEvents } from '../api-tokens/events.ts';

/**
 * The bounded contexts' HTTP entries: one Lambda each (`functions/<folder>/lambda.ts`, composing
 * `handler.ts` beside it) with middy's router inside, serving the routes of `shared/api/<context>.ts`. The grants are the least
 * each needs; the CDK stateless stack applies them and the infra tests assert them. `publishes`
 * names the groups of the contexts' `events.ts` whose use cases the Lambda runs;
 * `tests/infra/declarations.test.ts` checks the lists and flags against what each bundle loads.
 */
export interface HttpContextDeclaration {
  /** The folder under functions/ holding the entry: the context's own folder, or a folder inside it (`orders/webhooks`). */
  folder: string;
  description: string;
  table: 'read' | 'readwrite';
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

export const httpContexts = {
  settings: {
    folder: 'settings',
    description: 'Settings, countries and the API reference: what anyone may read.',
    table: 'read',
    publishes: [],
    sendsMessages: false,
    servesApiDocument: true,
  },
  admin: {
    folder: 'admin',
    description: 'The administration area (administrators only): the settings, the statistics and the orders (marked paid by hand), with each change in the activity log.',
    table: 'readwrite',
    // Marking an order paid records the payment as the provider's would be (the orders context's `payment` group).
    publishes: eventsOf(adminEvents.publishes.settings, adminEvents.publishes.orders, orderEvents.publishes.payment),
    sendsMessages: false,
  },
  'admin-people': {
    folder: 'admin/people',
    description:
      "The administration area's users, domains and activity log (administrators only): search, deactivate and activate users, end their sessions; any domain's history; the activity log and its CSV.",
    table: 'readwrite',
    publishes: adminEvents.publishes.users,
    sendsMessages: false,
  },
  'admin-documents': {
    folder: 'admin/documents',
    description:
      "The administration area's bookkeeping (administrators only): refunds with their credit notes, receipts' and credit notes' PDFs, the period's documents and the accountant's CSV.",
    table: 'readwrite',
    publishes: adminEvents.publishes.refunds,
    sendsMessages: false,
    // Refunds at the payment provider.
    usesPayments: true,
    // Receipts and credit notes: kept PDFs served, and a credit note issued at the refund.
    usesReceiptArchive: true,
  },
  auth: {
    folder: 'auth',
    description: 'Sign-in with password and code, sign-up from abroad, verification, sessions.',
    table: 'readwrite',
    publishes: allPublished(authEvents),
    sendsMessages: true,
  },
  eid: {
    folder: 'eid',
    description: "The national e-ID's first sign-in (linking to an existing user with an e-mailed code, or creating the user) and the provider's back-channel logout.",
    table: 'readwrite',
    publishes: eventsOf(eidEvents.publishes.linking, eidEvents.publishes.registration, eidEvents.publishes.signIn),
    // The linking code goes by e-mail; a user created with another e-mail gets a verification code.
    sendsMessages: true,
  },
  users: {
    folder: 'users',
    description: 'The signed-in user: profile, language, password, deletion; creating a user for a national e-ID.',
    table: 'readwrite',
    publishes: eventsOf(allPublished(userEvents), eidEvents.publishes.registration, eidEvents.publishes.signIn),
    // A user created for an e-ID whose e-mail differs from the e-ID's gets a verification code.
    sendsMessages: true,
  },
  notifications: {
    folder: 'notifications',
    description: "The signed-in user's notifications: the bell's panel, a page at a time, marked read one by one or all (the notifications consumer writes them).",
    table: 'readwrite',
    publishes: [],
    sendsMessages: false,
  },
  domains: {
    folder: 'domains',
    description:
      "Domains: availability search at the registry (EPP), the owner's archive and the single view with the registry's data, auto-renewal, moving a domain between my domains and a team.",
    table: 'readwrite',
    publishes: eventsOf(autoRenewalEvents.publishes.switching, lifecycleEvents.publishes.forcing, domainOwnershipEvents.publishes.moving),
    sendsMessages: false,
    usesRegistry: true,
  },
  'domain-settings': {
    folder: 'domains/settings',
    description:
      'The settings the registry keeps for a domain: name servers, DNSSEC, contacts, locks, the transfer code; and "This was not me", which ends the sessions of a change\'s author and locks the domain.',
    table: 'readwrite',
    publishes: eventsOf(domainEvents.publishes.delegation, domainEvents.publishes.locks, domainEvents.publishes.portalLock, domainEvents.publishes.notMe),
    // The SMS that announces a personal domain's request to lift the portal lock.
    sendsMessages: true,
    usesRegistry: true,
    // DNSSEC signing on the product's name servers, and the zone made sure before delegating to them.
    usesDnsHost: true,
  },
  transfers: {
    folder: 'transfers',
    description: 'Transfer in from another registrar with the holder’s transfer code; following and cancelling it.',
    table: 'readwrite',
    publishes: allPublished(transferEvents),
    sendsMessages: false,
    usesRegistry: true,
  },
  orders: {
    folder: 'orders',
    description: 'Checkout (the order and its payment page), orders and receipts (PDF).',
    table: 'readwrite',
    // A cancel on the payment page records the provider's word on the checkout (cancel-checkout.ts).
    publishes: [...orderEvents.publishes.placing, ...orderEvents.publishes.payment],
    sendsMessages: false,
    // The names are checked again at the registry before the buyer pays.
    usesRegistry: true,
    usesPayments: true,
    // Receipts: the kept PDFs are served; one not issued yet (its event still on the way) is issued at the download.
    usesReceiptArchive: true,
  },
  'payment-cards': {
    folder: 'payment-cards',
    description: "The caller's saved payment cards: listed with the domains that renew with them, saved on the provider's page, renamed, deleted (detached at the provider).",
    table: 'readwrite',
    publishes: paymentCardEvents.publishes.cards,
    sendsMessages: false,
    usesPayments: true,
  },
  webhooks: {
    folder: 'orders/webhooks',
    description:
      "Signed webhooks: the payment provider's events move orders to paid or failed, or hold a payment the order cannot keep; a finished card setup adds the saved card.",
    table: 'readwrite',
    publishes: eventsOf(orderEvents.publishes.payment, paymentCardEvents.publishes.setup),
    sendsMessages: false,
    usesPayments: true,
  },
  'registry-webhooks': {
    folder: 'registry-events',
    description: "The registry's signed webhooks (docs/registry-webhooks.md): verified, put on the registry-events queue, answered 202.",
    // Touches no item: the event goes to the bus, the consumer applies it. The least access the declaration has.
    table: 'read',
    publishes: registryEventEvents.publishes.receiving,
    sendsMessages: false,
    receivesRegistryWebhooks: true,
  },
  dns: {
    folder: 'dns',
    description:
      "A domain's DNS on the product's name servers: records, the zone file (view, download, import) and forwarding. Saved in the table; the dns-zones consumer updates the DNS host.",
    table: 'readwrite',
    publishes: allPublished(dnsEvents),
    sendsMessages: false,
  },
  'domain-sharing': {
    folder: 'domain-sharing',
    description:
      'A domain shared with its technical managers: the owner invites by e-mail (the invitation is mailed), withdraws and removes; the invitee accepts; the domains shared with the caller.',
    table: 'readwrite',
    publishes: [],
    // The invitation goes by e-mail.
    sendsMessages: true,
  },
  teams: {
    folder: 'teams',
    description: "The caller's teams: details, members and their owner flags, invitations (e-mailed), the team's domains and cards (spec §3, §5, §6).",
    table: 'readwrite',
    publishes: allPublished(teamEvents),
    // Invitations are e-mailed.
    sendsMessages: true,
  },
  claims: {
    folder: 'claims',
    description:
      'Claiming domains registered under another e-mail address: the address proven with an e-mailed code, its domains listed (by registrant e-mail) and claimed into the caller’s archive or a team they own.',
    table: 'readwrite',
    publishes: claimEvents.publishes.claiming,
    // The code goes to the address by e-mail.
    sendsMessages: true,
  },
  'api-tokens': {
    folder: 'api-tokens',
    description: "API tokens (issue 30): a person's own and a team's (its owners'), made after a fresh sign-in, listed with their last use, revoked.",
    table: 'readwrite',
    publishes: apiTokenEvents.publishes.tokens,
    sendsMessages: false,
  },
} as const satisfies Record<string, HttpContextDeclaration>;

export type HttpContextName = keyof typeof httpContexts;
export const httpContextNames = Object.keys(httpContexts) as HttpContextName[];
