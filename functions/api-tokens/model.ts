import type { RecordRule } from '#shared/api-tokens.ts';

/**
 * An API token as stored (docs/data-model.md, "API tokens"): only the SHA-256 of its secret. It
 * belongs to a person or to a team (`ownerType`, `ownerId`): a team's token stays the team's when
 * the member who made it leaves.
 */
export interface ApiTokenRecord {
  tokenHash: string;
  tokenId: string;
  ownerType: 'user' | 'team';
  ownerId: string;
  name: string;
  /** `dns:write`, `domains:read`, … (write includes read). */
  scopes: string[];
  /** The domains it reaches (their names as when it was made); absent: every domain of its owner. */
  domains?: { id: string; name: string }[];
  /** The DNS records it may add, change or remove; absent: any. */
  recordRules?: RecordRule[];
  /** The addresses (CIDR, IPv4 and IPv6) it is accepted from; absent: any. */
  addresses?: string[];
  /** ISO: from then on it is refused. */
  validUntil: string;
  /** Refused once it has not been used for this many days (counted from its creation before its first use). */
  maxUnusedDays?: number;
  /** Who made it (a team's token: the owner who made it; shown, never used to reach anything). */
  createdBy: string;
  createdByName?: string;
  createdAt: string;
  /** Updated at most once a minute (and when the address changes): see `shouldRecordUse`. */
  lastUsedAt?: string;
  lastUsedAddress?: string;
  revokedAt?: string;
  /** Epoch seconds, the table's TTL: 30 days after it expires or is revoked (the list shows it until then). */
  expiresAt: number;
}

/** What the authorizer hands on about a token beside the caller it stands for (flat JSON in its context). */
export type ApiTokenContext = Omit<ApiTokenRecord, 'expiresAt'>;
