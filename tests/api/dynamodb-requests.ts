import { type DocumentAnswer, operationOf } from '#functions/adapters/dynamodb/document-client.ts';
import { documentClientOf, type PortalTable } from '#functions/adapters/dynamodb/table.ts';

/**
 * Every request a table's client sends, seen with its answer and named as the SDK's middleware
 * named it (`GetItemCommand`, `QueryCommand`, …): for the tests that count a job's reads.
 */
export function watchRequests(table: PortalTable, watch: (command: string, answer: DocumentAnswer) => void): void {
  const client = documentClientOf(table);
  const send = client.send.bind(client);
  client.send = async (command, options) => {
    const answer = await send(command, options);
    watch(`${operationOf(command)}Command`, answer);
    return answer;
  };
}
