import type { ApiTokenAccess, ApiTokenArea, ApiTokenScope } from './api/contract.ts';

/**
 * API tokens' rules that the web and the functions share (issue 30, docs/decisions/api-tokens.md):
 * the secret's recognisable shape, what a scope grants, and which DNS records a token limited by
 * record patterns may touch.
 */

/** Every secret starts so, for secret scanners (GitHub's, gitleaks) to find a leaked one. */
export const apiTokenPrefix = 'okn_';

/** `okn_`, 256 random bits and a CRC-32 of them, all lower-case hex: 76 characters. */
export const apiTokenShape = /^okn_[0-9a-f]{64}[0-9a-f]{8}$/;

/** Limits of one token's description. */
export const apiTokenLimits = {
  nameMax: 60,
  domainsMax: 100,
  recordRulesMax: 20,
  addressesMax: 20,
  /** An expiry at most a year on. */
  validDaysMax: 365,
  maxUnusedDaysMax: 365,
  /** Tokens per owner (a person or a team), revoked ones included until they are deleted. */
  perOwner: 50,
} as const;

/** Whether the scopes reach `area` with `access`: a write scope includes reading the same area. */
export function scopesGrant(scopes: readonly string[], area: ApiTokenArea, access: ApiTokenAccess): boolean {
  return scopes.includes(`${area}:write`) || (access === 'read' && scopes.includes(`${area}:read`));
}

/** The scope a route needs, as a refusal names it. */
export const scopeOf = (area: ApiTokenArea, access: ApiTokenAccess): ApiTokenScope => `${area}:${access}`;

/**
 * A token may be limited to DNS records by name and type: `{name: '_acme-challenge.*', types: ['TXT']}`.
 * A name pattern is a relative owner name as the DNS editor writes it (`@` is the domain itself),
 * where `*` stands for any run of characters (also dots): `_acme-challenge.*` matches
 * `_acme-challenge.www` and `_acme-challenge.a.b`, `_acme-challenge` only the domain's own.
 * Case does not matter (DNS names are compared without it).
 */
export interface RecordRule {
  name: string;
  types: readonly string[];
}

/** A name pattern: labels of letters, digits, `-`, `_` and `*`, or `@`. */
export const recordNamePattern = /^(@|[A-Za-z0-9_*-]+(\.[A-Za-z0-9_*-]+)*)$/;

function nameMatches(pattern: string, name: string): boolean {
  const escaped = pattern
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped}$`).test(name.toLowerCase());
}

/** Whether a token limited by `rules` (none: every record) may add, change or remove a record of this name and type. */
export function recordAllowed(rules: readonly RecordRule[] | null | undefined, record: { name: string; type: string }): boolean {
  if (!rules || rules.length === 0) return true;
  return rules.some((rule) => rule.types.includes(record.type.toUpperCase()) && nameMatches(rule.name, record.name));
}
