import type { DomainRecord } from '../../domains/model.ts';

/** Which part of the index a list reads: every domain by expiry from `from` (inclusive) up to `to` (exclusive), or by the beginning of the name. */
export type DomainIndexRange = { by: 'expiry'; from?: string; to?: string } | { by: 'name'; prefix: string };

/** A page of domains read from an index, and where the next page starts (absent: the end). */
export interface DomainIndexPage {
  domains: DomainRecord[];
  next?: Record<string, unknown>;
}

/** The administration area's domain list (adapter: `adapters/dynamodb/admin-domain-directory.ts`, patterns AD1–AD2). */
export interface DomainDirectory {
  /** At most `limit` domains of the range, in the index's order, from `start` (a page's `next`). */
  page(range: DomainIndexRange, limit: number, start?: Record<string, unknown>): Promise<DomainIndexPage>;
}
