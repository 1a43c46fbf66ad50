import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Table } from 'dynamodb-toolbox/table';
import type { Config } from '../../config.ts';
import { tableDeclaration } from '../../store/table.ts';
import { DynamoDbDocumentClient } from './document-client.ts';

/**
 * DynamoDB Local keeps one database per access key and region (unless `-sharedDb`): the local
 * runtime creates its table with these, and every function talking to DynamoDB Local uses them.
 */
export const dynamoDbLocalCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

type GlobalIndexName = (typeof tableDeclaration.globalIndexes)[number]['name'];
type GlobalIndex = { type: 'global'; partitionKey: { name: string; type: 'string' }; sortKey: { name: string; type: 'string' } };

/** Where the portal's single table is: its name, the region and, for DynamoDB Local only, an endpoint. */
export type TableLocation = Pick<Config, 'TABLE_NAME' | 'AWS_REGION' | 'DYNAMODB_ENDPOINT'>;

/**
 * The portal's single table (dynamodb-toolbox), with its document client on `@aws-lite/client`
 * (`document-client.ts`), not the AWS SDK's, whose import alone costs more than the cold-import
 * budget (docs/decisions/aws-clients.md). dynamodb-toolbox only calls its `send`. Keys (primary
 * and index) are built by the entities only; docs/data-model.md lists each access pattern.
 */
export function createPortalTable(location: TableLocation) {
  const client = new DynamoDbDocumentClient({
    region: location.AWS_REGION,
    // A Lambda's role's credentials come from its environment.
    ...(location.DYNAMODB_ENDPOINT ? { endpoint: location.DYNAMODB_ENDPOINT, credentials: dynamoDbLocalCredentials } : {}),
  });
  return new Table({
    name: location.TABLE_NAME,
    // dynamodb-toolbox types its client as the SDK's; it calls nothing but `send` (with the commands
    // of `@aws-sdk/lib-dynamodb`, which the bundles take from `document-commands.ts`).
    documentClient: client as unknown as DynamoDBDocumentClient,
    partitionKey: { name: tableDeclaration.partitionKey, type: 'string' },
    sortKey: { name: tableDeclaration.sortKey, type: 'string' },
    indexes: Object.fromEntries(
      tableDeclaration.globalIndexes.map((index) => [
        index.name,
        { type: 'global', partitionKey: { name: index.partitionKey, type: 'string' }, sortKey: { name: index.sortKey, type: 'string' } },
      ]),
    ) as Record<GlobalIndexName, GlobalIndex>,
  });
}

export type PortalTable = ReturnType<typeof createPortalTable>;

/** The table's document client, for the rare request no dynamodb-toolbox command makes (a count). */
export const documentClientOf = (table: PortalTable) => table.getDocumentClient() as unknown as DynamoDbDocumentClient;

const tables = new WeakMap<TableLocation, PortalTable>();

/** The table of a configuration: one client per composition, shared by every repository built on it. */
export function portalTableOf(config: TableLocation): PortalTable {
  let table = tables.get(config);
  if (!table) tables.set(config, (table = createPortalTable(config)));
  return table;
}

/**
 * Builds something bound to a table (an entity, a repository) once per table: the local runtime
 * may run several portals, each on its own table, in one process.
 */
export function perTable<T>(build: (table: PortalTable) => T): (table: PortalTable) => T {
  const built = new WeakMap<PortalTable, T>();
  return (table) => {
    let value = built.get(table);
    if (!value) built.set(table, (value = build(table)));
    return value;
  };
}
