import type { DomainDirectory, DomainIndexRange } from '../../admin-people/domains/ports.ts';
import type { DomainRecord } from '../../domains/model.ts';
import { DomainError } from '../../errors.ts';
import { queryItems } from './commands/query.ts';
import { domainEntity, domainExpiryShardCount, orderKeys } from './order-entities.ts';
import type { PortalTable } from './table.ts';

/** The partitions of the domains by expiry: the shards, then the one from before them. */
const expiryPartitions = [...Array.from({ length: domainExpiryShardCount }, (_, shard) => orderKeys.domainsByExpiry(shard)), orderKeys.unshardedDomainsByExpiry];

/** Where a partition stands: 0 not read yet, 1 read to its end, or the sort key of the last domain shown from it. */
type Position = 0 | 1 | string;
const isExpiryCursor = (start: Record<string, unknown>): start is { byExpiry: Position[] } =>
  Array.isArray(start.byExpiry) &&
  start.byExpiry.length === expiryPartitions.length &&
  start.byExpiry.every((at: unknown) => at === 0 || at === 1 || (typeof at === 'string' && at.length <= 200 && at.includes('#')));

/**
 * The administration area's domains (patterns AD1, AD2 in docs/data-model.md): every domain by
 * its expiry on gsi2 (sort key `<expiresAt>#<domainId>`, so a state that is a span of expiries is
 * a key range), over 8 shards and the partition from before them, merged in expiry order; and by
 * the first letter of its name on gsi3.
 */
export function createDomainDirectory(table: PortalTable): DomainDirectory {
  const query = queryItems(domainEntity(table));

  const byName = async (range: Extract<DomainIndexRange, { by: 'name' }>, limit: number, start?: Record<string, unknown>) => {
    const found = await query(
      { index: 'gsi3', partition: orderKeys.domainSearch(range.prefix), range: { beginsWith: range.prefix } },
      { limit, ...(start ? { exclusiveStartKey: start } : {}) },
    );
    return { domains: (found.Items ?? []) as DomainRecord[], ...(found.LastEvaluatedKey ? { next: found.LastEvaluatedKey } : {}) };
  };

  /**
   * Each partition's next `limit` domains of the range, merged: the first `limit` in expiry order
   * are the page, and each partition's position moves to the last of its own shown.
   */
  const byExpiry = async (range: Extract<DomainIndexRange, { by: 'expiry' }>, limit: number, start?: Record<string, unknown>) => {
    if (start && !isExpiryCursor(start)) throw new DomainError('validation_failed', { cursor: 'validation.invalid_value' });
    const positions: Position[] = start ? [...(start as { byExpiry: Position[] }).byExpiry] : expiryPartitions.map(() => 0);
    // `<instant>#<id>` sorts after `<instant>` and before `<instant>$`.
    const keyRange =
      range.from && range.to
        ? { range: { between: [range.from, range.to] as [string, string] } }
        : range.from
          ? { range: { gte: range.from } }
          : range.to
            ? { range: { lt: range.to } }
            : {};
    const answers = await Promise.all(
      expiryPartitions.map(async (partition, index) => {
        const at = positions[index]!;
        if (at === 1) return { domains: [] as DomainRecord[], more: false };
        const after = typeof at === 'string' ? { pk: orderKeys.domain(at.slice(at.indexOf('#') + 1)).pk, sk: 'DOMAIN', gsi2pk: partition, gsi2sk: at } : undefined;
        const found = await query({ index: 'gsi2', partition, ...keyRange }, { limit, ...(after ? { exclusiveStartKey: after } : {}) });
        return { domains: (found.Items ?? []) as DomainRecord[], more: found.LastEvaluatedKey !== undefined };
      }),
    );
    const merged = answers
      .flatMap((answer, index) => answer.domains.map((domain) => ({ domain, index, key: orderKeys.domainExpirySort(domain.expiresAt, domain.domainId) })))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const shown = merged.slice(0, limit);
    answers.forEach((answer, index) => {
      if (positions[index] === 1) return;
      const mine = shown.filter((entry) => entry.index === index);
      if (mine.length > 0) positions[index] = mine[mine.length - 1]!.key;
      if (mine.length === answer.domains.length && !answer.more) positions[index] = 1;
    });
    const done = positions.every((at) => at === 1);
    return { domains: shown.map((entry) => entry.domain), ...(done ? {} : { next: { byExpiry: positions } }) };
  };

  return {
    page: (range, limit, start) => (range.by === 'name' ? byName(range, limit, start) : byExpiry(range, limit, start)),
  };
}
