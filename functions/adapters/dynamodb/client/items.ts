import { type AttributeMap, marshall, unmarshall } from './marshalling.ts';

/**
 * Where requests and answers hold items, keys or expression values: the parts a document
 * command gives and gets as plain values and DynamoDB as attribute values, as
 * `@aws-sdk/lib-dynamodb`'s commands convert them. Each path is a list of steps: a field's name,
 * `*` for every field of a map (a table's requests, a transaction entry's one operation) and
 * `[]` for every member of a list. No two operations use one path for different things, so one
 * list serves them all.
 */
const requestPaths = [
  'Key',
  'Item',
  'ExpressionAttributeValues',
  'ExclusiveStartKey',
  'RequestItems * Keys []',
  'RequestItems * [] PutRequest Item',
  'RequestItems * [] DeleteRequest Key',
  'TransactItems [] * Key',
  'TransactItems [] * Item',
  'TransactItems [] * ExpressionAttributeValues',
].map((path) => path.split(' '));

const answerPaths = [
  'Item',
  'Attributes',
  'Items []',
  'LastEvaluatedKey',
  'Responses * []',
  'Responses [] Item',
  'UnprocessedKeys * Keys []',
  'UnprocessedItems * [] PutRequest Item',
  'UnprocessedItems * [] DeleteRequest Key',
].map((path) => path.split(' '));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- DynamoDB's request and answer shapes, every operation's
type Document = any;

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function convertAt(value: Document, [step, ...rest]: string[], convert: (map: Document) => Document): Document {
  if (step === undefined) return convert(value);
  if (step === '[]') return Array.isArray(value) ? value.map((member) => convertAt(member, rest, convert)) : value;
  if (!isMap(value)) return value;
  if (step === '*') return Object.fromEntries(Object.entries(value).map(([name, member]) => [name, convertAt(member, rest, convert)]));
  return value[step] === undefined ? value : { ...value, [step]: convertAt(value[step], rest, convert) };
}

const convertAll = (paths: string[][], convert: (map: Document) => Document) => (document: Document) =>
  paths.reduce((converted, path) => convertAt(converted, path, convert), document);

/** A document command's input as DynamoDB takes it. */
export const toRequest: (input: Record<string, unknown>) => Record<string, unknown> = convertAll(requestPaths, marshall);
/** DynamoDB's answer as a document command gives it. */
export const fromAnswer: (answer: Record<string, unknown>) => Record<string, unknown> = convertAll(answerPaths, (map: AttributeMap) => unmarshall(map));
