/**
 * DynamoDB's attribute values and the plain values our items hold, converted both ways as
 * `@aws-sdk/util-dynamodb` does with the options the portal used (`removeUndefinedValues`, numbers
 * as JavaScript numbers). This module is also what the Lambda bundles get for
 * `@aws-sdk/util-dynamodb` (infra/bundling.ts): dynamodb-toolbox imports `unmarshall` from it.
 *
 * In the JSON protocol binary values travel as base64; here they are `Uint8Array`s.
 */

export type AttributeValue =
  | { S: string }
  | { N: string }
  | { BOOL: boolean }
  | { NULL: true }
  | { B: string }
  | { L: AttributeValue[] }
  | { M: Record<string, AttributeValue> }
  | { SS: string[] }
  | { NS: string[] }
  | { BS: string[] };

export type AttributeMap = Record<string, AttributeValue>;

const isBinary = (value: unknown): value is Uint8Array => value instanceof Uint8Array;
const base64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

const refuse = (what: unknown): never => {
  throw new Error(`Not convertible for DynamoDB: ${String(what)}`);
};

/** As the SDK: no NaN or infinities, and no number beyond the safe integers (a bigint for those). */
const numberText = (value: number | bigint) =>
  typeof value === 'bigint' || (Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER) ? String(value) : refuse(value);

function marshallSet(set: Set<unknown>): AttributeValue {
  const members = [...set];
  if (members.length === 0) return refuse('an empty set');
  if (members.every((member) => typeof member === 'string')) return { SS: members };
  if (members.every((member) => typeof member === 'number' || typeof member === 'bigint')) return { NS: members.map(numberText) };
  return members.every(isBinary) ? { BS: members.map(base64) } : refuse('a set of mixed or other members');
}

/** One value; `undefined` when it is to be left out (an undefined member of a map or list). */
export function marshallValue(value: unknown): AttributeValue | undefined {
  if (value === undefined) return undefined;
  if (value === null) return { NULL: true };
  switch (typeof value) {
    case 'string':
      return { S: value };
    case 'number':
    case 'bigint':
      return { N: numberText(value) };
    case 'boolean':
      return { BOOL: value };
    case 'object':
      if (Array.isArray(value)) return { L: value.flatMap((member) => marshallValue(member) ?? []) };
      if (value instanceof Set) return marshallSet(value);
      if (isBinary(value)) return { B: base64(value) };
      // Plain objects only, as the SDK without `convertClassInstanceToMap`: a Date must be converted first.
      return [Object.prototype, null].includes(Object.getPrototypeOf(value)) ? { M: marshall(value as Record<string, unknown>) } : refuse(value.constructor?.name);
    default:
      return refuse(typeof value);
  }
}

/** An item, a key or expression values: undefined members left out. */
export function marshall(values: Record<string, unknown>): AttributeMap {
  const result: AttributeMap = {};
  for (const [name, value] of Object.entries(values)) {
    const marshalled = marshallValue(value);
    if (marshalled !== undefined) result[name] = marshalled;
  }
  return result;
}

/** As the SDK without `wrapNumbers`: a number, or a bigint beyond the safe integers rather than lose digits. */
function unmarshallNumber(text: string): number | bigint {
  const value = Number(text);
  if (Math.abs(value) <= Number.MAX_SAFE_INTEGER || !Number.isFinite(value)) return value;
  try {
    return BigInt(text);
  } catch {
    return refuse(text);
  }
}

export function unmarshallValue(value: AttributeValue): unknown {
  if ('S' in value) return value.S;
  if ('N' in value) return unmarshallNumber(value.N);
  if ('BOOL' in value) return value.BOOL;
  if ('NULL' in value) return null;
  if ('B' in value) return new Uint8Array(Buffer.from(value.B, 'base64'));
  if ('L' in value) return value.L.map(unmarshallValue);
  if ('M' in value) return unmarshall(value.M);
  if ('SS' in value) return new Set(value.SS);
  if ('NS' in value) return new Set(value.NS.map(unmarshallNumber));
  if ('BS' in value) return new Set(value.BS.map((member) => new Uint8Array(Buffer.from(member, 'base64'))));
  return refuse(JSON.stringify(value));
}

export function unmarshall(item: AttributeMap): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).map(([name, value]) => [name, unmarshallValue(value)]));
}
