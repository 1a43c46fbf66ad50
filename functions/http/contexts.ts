import type { EventName } from '../../events/catalogue/index.ts';

/**
 * The bounded contexts that serve HTTP: one Lambda each (entry
 * `functions/http/<context>/handler.ts`) with middy's router inside. The grants are the least
 * each needs; the CDK stateless stack applies them and the infra tests assert them.
 */
export interface HttpContextDeclaration {
  description: string;
  table: 'read' | 'readwrite';
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
    publishes: ['user.registered', 'user.email-verified', 'user.phone-verified', 'user.password-changed', 'user.signed-in', 'user.eid-linked'],
    sendsMessages: true,
  },
  users: {
    description: 'The signed-in user: profile, language, password, deletion; creating a user for a national e-ID.',
    table: 'readwrite',
    publishes: ['user.language-changed', 'user.profile-updated', 'user.password-changed', 'user.registered', 'user.deleted'],
    // A user created for an e-ID whose e-mail differs from the e-ID's gets a verification code.
    sendsMessages: true,
  },
  domains: {
    description: "Domains: availability search at the registry (EPP), the owner's archive and the single view with the registry's data, and the settings the registry keeps: name servers, DNSSEC, contacts, locks, transfers.",
    table: 'readwrite',
    publishes: [
      // domain settings
      'domain.name-servers-changed',
      'domain.dnssec-changed',
      'domain.contacts-changed',
      'domain.transfer-lock-changed',
      'domain.registration-locked',
      'domain.registration-unlock-requested',
      'domain.registration-unlocked',
      'domain.transfer-code-renewed',
      // transfer in
      'transfer.requested',
      'transfer.approved',
      'transfer.cancelled',
      'domain.transferred-in',
    ],
    sendsMessages: false,
    usesRegistry: true,
    // DNSSEC signing on the product's name servers, and the zone made sure before delegating to them.
    usesDnsHost: true,
  },
  orders: {
    description: 'Checkout (the order and its payment page), orders and receipts (PDF).',
    table: 'readwrite',
    publishes: ['order.placed'],
    sendsMessages: false,
    // The names are checked again at the registry before the buyer pays.
    usesRegistry: true,
    usesPayments: true,
  },
  webhooks: {
    description: "Signed webhooks: the payment provider's events move orders to paid or failed.",
    table: 'readwrite',
    publishes: ['order.paid', 'order.payment-failed'],
    sendsMessages: false,
    usesPayments: true,
  },
  dns: {
    description: "A domain's DNS on the product's name servers: records, the zone file (view, download, import) and forwarding. Saved in the table; the dns-zones consumer updates the DNS host.",
    table: 'readwrite',
    publishes: ['dns.records-changed', 'dns.forwarding-changed'],
    sendsMessages: false,
  },
} as const satisfies Record<string, HttpContextDeclaration>;

export type HttpContextName = keyof typeof httpContexts;
export const httpContextNames = Object.keys(httpContexts) as HttpContextName[];
