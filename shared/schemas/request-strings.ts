import * as z from 'zod';
import type { RouteDeclaration } from '../api/contract.ts';

/**
 * Every string a route's request can carry (body, query, declared headers), found by walking the
 * contract's request schemas as JSON Schema (the OpenAPI document's view of them). For the tests
 * that keep every string bounded: `request-strings.test.ts` (each has a maximum) and
 * tests/api/over-long-fields.test.ts (each, sent over its maximum, is refused with 422, never 500).
 */

export type RequestPart = 'body' | 'query' | 'headers';

export interface RequestString {
  part: RequestPart;
  /** Where the string sits: `['contacts', 'owner', 'street']`; array items as 0. */
  path: (string | number)[];
  /** Its declared maximum; undefined when it has none (and is no enum, constant or fixed-length format). */
  maxLength: number | undefined;
  /** The smallest request part holding `value` at `path` (a discriminated union's tag beside it). */
  holding: (value: string) => unknown;
}

/** Formats whose pattern fixes the length: no `maxLength` needed. */
const boundedFormats = new Set(['uuid', 'guid', 'date', 'date-time', 'time', 'ipv4']);

type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  maxLength?: number;
  format?: string;
  pattern?: string;
};

/** The request's strings of one route, each once per place it can sit (a union's branches apart). */
export function requestStrings(route: RouteDeclaration): RequestString[] {
  const found: RequestString[] = [];
  for (const part of ['body', 'query', 'headers'] as const) {
    const schema = route.request?.[part];
    if (!schema) continue;
    const root = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema;
    walk(
      root,
      root,
      [],
      (value) => value,
      (path, node, holding) => found.push({ part, path, maxLength: maxLengthOf(node), holding }),
    );
  }
  return found;
}

function maxLengthOf(node: JsonSchema): number | undefined {
  if (node.maxLength !== undefined) return node.maxLength;
  if (node.format && boundedFormats.has(node.format)) return Number.POSITIVE_INFINITY;
  if (node.pattern !== undefined && boundedPattern(node.pattern)) return Number.POSITIVE_INFINITY;
  return undefined;
}

/** An anchored pattern without an open-ended repetition (`+`, `*`, `{2,}`) bounds the length itself: `^[A-Z]{2}$`, `^\d{6}$`. */
function boundedPattern(pattern: string): boolean {
  const unescaped = pattern.replace(/\\./g, '');
  return unescaped.startsWith('^') && unescaped.endsWith('$') && !/[+*]|\{\d*,\}/.test(unescaped);
}

function walk(
  root: JsonSchema,
  node: JsonSchema,
  path: (string | number)[],
  holding: (value: unknown) => unknown,
  onString: (path: (string | number)[], node: JsonSchema, holding: (value: string) => unknown) => void,
  depth = 0,
): void {
  if (depth > 12) return; // a recursive schema: deep enough
  if (node.$ref) {
    const name = node.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    if (target) walk(root, target, path, holding, onString, depth + 1);
  }
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(root, branch, path, holding, onString, depth + 1);
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
  if (types.includes('string') && node.const === undefined && node.enum === undefined) onString(path, node, holding);
  if (node.properties) {
    // A discriminated union's branch is only checked with its tag: the constants beside the field go along.
    const tags = Object.fromEntries(
      Object.entries(node.properties)
        .map(([name, property]) => [name, property.const ?? (property.enum?.length === 1 ? property.enum[0] : undefined)] as const)
        .filter(([, value]) => value !== undefined),
    );
    for (const [name, property] of Object.entries(node.properties)) {
      walk(root, property, [...path, name], (value) => holding({ ...tags, [name]: value }), onString, depth + 1);
    }
  }
  if (node.additionalProperties && typeof node.additionalProperties === 'object') {
    walk(root, node.additionalProperties, [...path, 'key'], (value) => holding({ key: value }), onString, depth + 1);
  }
  if (node.items) walk(root, node.items, [...path, 0], (value) => holding([value]), onString, depth + 1);
  node.prefixItems?.forEach((item, index) =>
    walk(root, item, [...path, index], (value) => holding(Array.from({ length: index + 1 }, (_, at) => (at === index ? value : null))), onString, depth + 1),
  );
}
