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
  ],
} as const;

export type GlobalIndexName = (typeof tableDeclaration.globalIndexes)[number]['name'];
