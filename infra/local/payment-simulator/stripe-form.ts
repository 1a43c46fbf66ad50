/**
 * Stripe's request bodies: `application/x-www-form-urlencoded` with nested keys
 * (`line_items[0][price_data][unit_amount]=5000`, `metadata[order_id]=…`), read into plain
 * objects. Lists arrive as objects keyed `0`, `1`, …; {@link formList} orders them.
 */

export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const unsafeSegments = new Set(['__proto__', 'prototype', 'constructor']);

/** `a[b][c]` → `['a', 'b', 'c']`; `expand[]` → `['expand', '']` (appended). Null when not a key Stripe would accept. */
function keyPath(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((segment) => segment[1]!)];
  return path.some((segment) => unsafeSegments.has(segment)) ? null : path;
}

function place(target: FormObject, path: string[], value: string): void {
  let node = target;
  path.forEach((segment, index) => {
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next === 'object') {
      node = next;
      return;
    }
    const created: FormObject = {};
    node[key] = created;
    node = created;
  });
}

export function decodeStripeForm(body: string): FormObject {
  const decoded: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    if (path) place(decoded, path, value);
  }
  return decoded;
}

/** The entries of a form list (`{0: …, 1: …}`) in index order; anything else is not a list. */
export function formList(value: FormValue | undefined): FormValue[] | null {
  if (typeof value !== 'object') return null;
  const keys = Object.keys(value);
  if (!keys.every((key) => /^\d+$/.test(key))) return null;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]!);
}

/** A string-to-string map (`metadata[...]`); null when some value is nested. */
export function formStrings(value: FormValue | undefined): Record<string, string> | null {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object') return null;
  const entries = Object.entries(value);
  if (entries.some(([, entry]) => typeof entry !== 'string')) return null;
  return Object.fromEntries(entries) as Record<string, string>;
}

/** The parameters in a stable order, to tell whether a retried request asks the same thing. */
export function formFingerprint(body: string): string {
  return [...new URLSearchParams(body)]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');
}
