import type { EventName } from '#events/catalogue/index.ts';
import { allPublished, eventsOf } from '#events/context-events.ts';
import { authEvents } from '../auth/events.ts';
import { dnsEvents } from '../dns/events.ts';
import { domainEvents } from '../domains/events.ts';
import { eidEvents } from '../eid/events.ts';
import { orderEvents } from '../orders/events.ts';
import { transferEvents } from '../transfers/events.ts';
import { userEvents } from '../users/events.ts';

/**
 * The bounded contexts that serve HTTP: one Lambda each (entry
 * `functions/http/<context>/handler.ts`) with middy's router inside. The grants are the least
 * each needs; the CDK stateless stack applies them and the infra tests assert them. `publishes`
 * names the groups of the contexts' `events.ts` whose use cases the Lambda runs;
 * `tests/infra/declarations.test.ts` checks the lists and flags against what each bundle loads.
 */
export interface HttpContextDeclaration {
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
}

export const httpContexts = {
  settings: {
    description: 'Settings, countries and the API reference: what anyone may read.',
    table: 'read',
    publishes: [],
    sendsMessages: false,
  },
  auth: {
    description: 'Sign-in with password and code, sign-up from abroad, verification, sessions, national e-ID linking.',
    table: 'readwrite',
    publishes: eventsOf(allPublished(authEvents), eidEvents.publishes.linking, eidEvents.publishes.registration),
    sendsMessages: true,
  },
  users: {
    description: 'The signed-in user: profile, language, password, deletion; creating a user for a national e-ID.',
    table: 'readwrite',
    publishes: eventsOf(allPublished(userEvents), eidEvents.publishes.registration),
    // A user created for an e-ID whose e-mail differs from the e-ID's gets a verification code.
    sendsMessages: true,
  },
  domains: {
    description:
      "Domains: availability search at the registry (EPP), the owner's archive and the single view with the registry's data, and the settings the registry keeps: name servers, DNSSEC, contacts, locks, transfers.",
    table: 'readwrite',
    publishes: eventsOf(allPublished(domainEvents), allPublished(transferEvents)),
    sendsMessages: false,
    usesRegistry: true,
    // DNSSEC signing on the product's name servers, and the zone made sure before delegating to them.
    usesDnsHost: true,
  },
  orders: {
    description: 'Checkout (the order and its payment page), orders and receipts (PDF).',
    table: 'readwrite',
    publishes: orderEvents.publishes.placing,
    sendsMessages: false,
    // The names are checked again at the registry before the buyer pays.
    usesRegistry: true,
    usesPayments: true,
  },
  webhooks: {
    description: "Signed webhooks: the payment provider's events move orders to paid or failed, or hold a payment the order cannot keep.",
    table: 'readwrite',
    publishes: orderEvents.publishes.payment,
    sendsMessages: false,
    usesPayments: true,
  },
  dns: {
    description:
      "A domain's DNS on the product's name servers: records, the zone file (view, download, import) and forwarding. Saved in the table; the dns-zones consumer updates the DNS host.",
    table: 'readwrite',
    publishes: allPublished(dnsEvents),
    sendsMessages: false,
  },
} as const satisfies Record<string, HttpContextDeclaration>;

export type HttpContextName = keyof typeof httpContexts;
export const httpContextNames = Object.keys(httpContexts) as HttpContextName[];
