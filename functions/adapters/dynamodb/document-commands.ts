/**
 * The document commands (plain values in, plain values out) the portal's DynamoDB client runs,
 * named as `@aws-sdk/lib-dynamodb` names them. The Lambda bundles get this module in place of
 * `@aws-sdk/lib-dynamodb` (infra/bundling.ts), so dynamodb-toolbox builds these; each carries
 * its input and the DynamoDB operation it stands for, nothing else.
 */
export interface DocumentCommand {
  readonly operation: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the operation's request, as DynamoDB defines it with plain values for items
  readonly input: Record<string, any>;
}

const command = (operation: string) =>
  class implements DocumentCommand {
    readonly operation = operation;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
    constructor(readonly input: Record<string, any>) {}
  };

export const GetCommand = /* @__PURE__ */ command('GetItem');
export const PutCommand = /* @__PURE__ */ command('PutItem');
export const UpdateCommand = /* @__PURE__ */ command('UpdateItem');
export const DeleteCommand = /* @__PURE__ */ command('DeleteItem');
export const QueryCommand = /* @__PURE__ */ command('Query');
export const ScanCommand = /* @__PURE__ */ command('Scan');
export const BatchGetCommand = /* @__PURE__ */ command('BatchGetItem');
export const BatchWriteCommand = /* @__PURE__ */ command('BatchWriteItem');
export const TransactGetCommand = /* @__PURE__ */ command('TransactGetItems');
export const TransactWriteCommand = /* @__PURE__ */ command('TransactWriteItems');
