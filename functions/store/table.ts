/**
 * The one declaration of the DynamoDB single table. The CDK stateful stack and the local
 * runtime (DynamoDB Local) both build the table from this; ElectroDB entities use its index
 * names. Access patterns → keys → index: docs/data-model.md.
 */
export const tableDeclaration = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Items with this epoch-seconds attribute are removed by DynamoDB TTL (reads still filter). */
  timeToLiveAttribute: 'expiresAt',
  globalIndexes: [
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    // Sparse: only domains that know their registrant's e-mail (claiming); gsi2 and gsi3 of a domain are the admin's lists.
    { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  ],
} as const;

export type GlobalIndexName = (typeof tableDeclaration.globalIndexes)[number]['name'];

/**
 * The table's item families, by partition key: every item's `pk` is one of these constants or
 * starts with one of these prefixes (`USER#<userId>`, docs/data-model.md). A function that writes
 * declares the families it writes (`writes` in its context's declaration, functions/<context>/context.ts;
 * gathered by infra/item-families.ts), and its role may write nothing else (`dynamodb:LeadingKeys`, CDK);
 * tests/infra/declarations.test.ts holds each list to the entities the function's bundle holds.
 */
export const itemFamilies = [
  'USER#',
  'EMAIL#',
  'TOKEN#',
  'APITOKEN#',
  'WEBHOOK#',
  'WEBHOOKRETRY',
  'SETTINGS',
  'COUNTRIES',
  'SUBJECT#',
  'OUTBOX#',
  'CHALLENGE#',
  'CODE#',
  'RATE#',
  'RESET#',
  'NOTME#',
  'WEBAUTHN#',
  'EIDSUBJECT#',
  'EIDSESSION#',
  'EIDLOGOUTTOKEN#',
  'DOMAIN#',
  'DOMAINNAME#',
  'FORWARDHOST#',
  'HOSTEDZONE#',
  'JOB#',
  'NOTICE#',
  'ORDER#',
  'IDEMPOTENCY#',
  'PAYMENTEVENT#',
  'SEQUENCE#',
  'MAILBOX#',
  'CARDSETUP#',
  'PAYMENTCARD#',
  'PAYMENTCUSTOMER#',
  'TEAM#',
  'TRANSFER#',
  'OPENTRANSFER#',
  'REGISTRYEVENT#',
  'STATISTICS',
  'STATISTICS#',
] as const;

export type ItemFamily = (typeof itemFamilies)[number];
