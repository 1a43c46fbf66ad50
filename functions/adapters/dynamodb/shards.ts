import { hash } from 'node:crypto';

/**
 * The write shard of an item among `count`: the first byte of the SHA-256 of its id, modulo the
 * count. An index whose one partition would take every item's writes (a hot partition at scale)
 * spreads them over `count` partitions instead, read one after the other or merged
 * (docs/decisions/due-entries-write-sharded.md).
 */
export const shardOf = (id: string, count: number): number => hash('sha256', id, 'buffer')[0]! % count;
