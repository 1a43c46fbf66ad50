import type { ItemFamily } from '#functions/store/table.ts';

/**
 * The item families (partition keys, functions/store/table.ts) each function that writes the
 * table may write: its role's writes are conditioned on `dynamodb:LeadingKeys`
 * (infra/constructs/portal-function.ts), so the webhooks function, which holds no user entity,
 * cannot delete a user. Derived from the code, not chosen: each list is the families of the
 * entities the function's bundle holds after tree-shaking (read or written), and
 * tests/infra/declarations.test.ts fails with the list to put here when a bundle and its list
 * part. Functions that only read the table have no write actions at all and are not listed.
 * Keys: `http/<context>`, `consumer/<consumer>`, `job/<job>`.
 */
export const itemFamiliesWritten = {
  'http/admin-people': [
    'DOMAIN#',
    'DOMAINNAME#',
    'EIDLOGOUTTOKEN#',
    'EIDSESSION#',
    'EIDSUBJECT#',
    'EMAIL#',
    'IDEMPOTENCY#',
    'ORDER#',
    'OUTBOX#',
    'PAYMENTEVENT#',
    'SETTINGS',
    'SUBJECT#',
    'TEAM#',
    'TOKEN#',
    'USER#',
  ],
  'consumer/statistics': ['ORDER#', 'STATISTICS', 'STATISTICS#'],
  'http/admin-documents': ['COUNTRIES', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'SEQUENCE#', 'SETTINGS', 'USER#'],
  'http/admin': ['DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'SETTINGS', 'STATISTICS', 'STATISTICS#'],
  'http/auth': ['CHALLENGE#', 'CODE#', 'EIDLOGOUTTOKEN#', 'EIDSESSION#', 'EIDSUBJECT#', 'EMAIL#', 'OUTBOX#', 'RATE#', 'RESET#', 'TOKEN#', 'USER#', 'WEBAUTHN#'],
  'http/eid': ['CHALLENGE#', 'CODE#', 'EIDLOGOUTTOKEN#', 'EIDSESSION#', 'EIDSUBJECT#', 'EMAIL#', 'OUTBOX#', 'RATE#', 'RESET#', 'TOKEN#', 'USER#'],
  'http/users': ['CHALLENGE#', 'CODE#', 'EIDLOGOUTTOKEN#', 'EIDSESSION#', 'EIDSUBJECT#', 'EMAIL#', 'OUTBOX#', 'RATE#', 'RESET#', 'SUBJECT#', 'TOKEN#', 'USER#'],
  'http/notifications': ['USER#'],
  'http/domains': [
    'APITOKEN#',
    'CARDSETUP#',
    'DOMAIN#',
    'DOMAINNAME#',
    'EMAIL#',
    'IDEMPOTENCY#',
    'JOB#',
    'OUTBOX#',
    'PAYMENTCARD#',
    'RATE#',
    'SETTINGS',
    'SUBJECT#',
    'TEAM#',
    'USER#',
  ],
  'http/domain-settings': [
    'APITOKEN#',
    'DOMAIN#',
    'DOMAINNAME#',
    'EIDLOGOUTTOKEN#',
    'EIDSESSION#',
    'EIDSUBJECT#',
    'IDEMPOTENCY#',
    'NOTME#',
    'OUTBOX#',
    'RATE#',
    'SETTINGS',
    'TEAM#',
    'TOKEN#',
    'USER#',
  ],
  'http/transfers': ['DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'OPENTRANSFER#', 'OUTBOX#', 'SETTINGS', 'TEAM#', 'TRANSFER#', 'USER#'],
  'http/orders': ['COUNTRIES', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'SEQUENCE#', 'SETTINGS', 'TEAM#', 'USER#'],
  'http/payment-cards': ['CARDSETUP#', 'DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'PAYMENTCARD#', 'PAYMENTCUSTOMER#', 'TEAM#'],
  'http/webhooks': ['CARDSETUP#', 'DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTCARD#', 'PAYMENTCUSTOMER#', 'PAYMENTEVENT#', 'TEAM#'],
  'http/dns': ['APITOKEN#', 'DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'OUTBOX#', 'RATE#', 'SETTINGS', 'TEAM#'],
  'http/domain-sharing': ['DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'OUTBOX#', 'SETTINGS', 'TEAM#', 'USER#'],
  'http/teams': ['CARDSETUP#', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'OUTBOX#', 'PAYMENTCARD#', 'SETTINGS', 'TEAM#', 'USER#'],
  'http/api-tokens': ['APITOKEN#', 'DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#'],
  'http/claims': ['CHALLENGE#', 'CODE#', 'DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'RATE#', 'SETTINGS', 'TEAM#', 'USER#'],
  'consumer/activity-log': ['SUBJECT#', 'TEAM#', 'USER#'],
  'consumer/domain-registration': ['DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'TEAM#', 'USER#'],
  'consumer/payment-refunds': ['DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#'],
  'consumer/receipts': ['COUNTRIES', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'SEQUENCE#', 'SETTINGS', 'USER#'],
  'consumer/order-mail': ['DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'NOTICE#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#'],
  'consumer/registry-events': ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'REGISTRYEVENT#', 'TEAM#'],
  'consumer/domain-health': ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#'],
  'consumer/notifications': ['DOMAIN#', 'NOTICE#', 'NOTME#', 'USER#'],
  'consumer/password-reset': ['EMAIL#', 'OUTBOX#', 'RESET#', 'TOKEN#', 'USER#'],
  'job/outbox-relay': ['OUTBOX#'],
  'job/paid-orders': ['DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#', 'TEAM#', 'USER#'],
  'job/checkout-reconciliation': ['DOMAIN#', 'DOMAINNAME#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTEVENT#'],
  'job/transfer-auto-approval': ['DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'OPENTRANSFER#', 'OUTBOX#', 'SETTINGS', 'TEAM#', 'TRANSFER#', 'USER#'],
  'job/registry-poll': ['REGISTRYEVENT#'],
  'job/expiry-sync': ['DOMAIN#', 'DOMAINNAME#', 'JOB#', 'OUTBOX#', 'TEAM#'],
  'job/lifecycle-notices': ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'SETTINGS', 'TEAM#'],
  'job/portal-lock-lifts': ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#'],
  'job/domain-health': ['DOMAIN#', 'DOMAINNAME#', 'OUTBOX#', 'TEAM#'],
  'job/auto-renewal': ['CARDSETUP#', 'DOMAIN#', 'DOMAINNAME#', 'EMAIL#', 'IDEMPOTENCY#', 'ORDER#', 'OUTBOX#', 'PAYMENTCARD#', 'PAYMENTEVENT#', 'SETTINGS', 'TEAM#', 'USER#'],
  'job/seed-reference-data': ['COUNTRIES', 'OUTBOX#', 'SETTINGS'],
} as const satisfies Record<string, readonly ItemFamily[]>;

export type WritingFunction = keyof typeof itemFamiliesWritten;

/** The `dynamodb:LeadingKeys` patterns of item families: a prefix family (`USER#`) matches its keys (`USER#*`). */
export const leadingKeyPatterns = (families: readonly ItemFamily[]): string[] => families.map((family) => (family.endsWith('#') ? `${family}*` : family));

/** The families a function may write, by its key (`http/users`); none for a function that only reads. */
export const itemFamiliesWrittenBy = (name: string): readonly ItemFamily[] | undefined => (itemFamiliesWritten as Record<string, readonly ItemFamily[]>)[name];
