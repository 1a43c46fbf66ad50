import { describe, expect, it } from 'vitest';
import { dueShardCount } from '#functions/adapters/dynamodb/lifecycle-entities.ts';
import type { DomainJob } from '#functions/lifecycle/model.ts';
import { dueAtScale, readBudget } from '../bench/due-at-scale.ts';
import { usePortal } from './portal.ts';

/**
 * Each lifecycle job over 10 000 domains with 100 due reads only what is due (issue 28, "Data at
 * scale"): the due entries come from the job's shards of the index, never a scan; the consumed
 * read capacity DynamoDB Local reports is counted and held to what 100 due domains cost.
 * `npm run bench` runs the same with 100 000 domains (tests/bench/due-at-scale.ts).
 */
const portal = usePortal();

describe('the lifecycle jobs (and the daily health check) over 10 000 domains with 100 due', () => {
  it('each job reads the 100 due entries from its shards and each due domain once, and no more capacity than that costs', async () => {
    const scale = await dueAtScale(portal.runtime, { total: 10_000, due: 100 });
    const runs = await scale.run();
    for (const [job, reads] of Object.entries(runs)) {
      expect(reads.checked, job).toBe(100);
      expect(reads.byOperation.Scan, job).toBeUndefined();
      // The due entries and nothing else from the index; one get of each due domain (and of the job's settings or sweep;
      // the health check reads neither, but each due domain's last health).
      const gets = job === 'domain-health' ? 200 : 101;
      // Each shard and the unsharded partition once, and one more query where a page of 25 ended inside one.
      expect(reads.byOperation.Query?.items, job).toBe(100);
      expect(reads.byOperation.Query?.requests, job).toBeGreaterThanOrEqual(dueShardCount + 1);
      expect(reads.byOperation.Query?.requests, job).toBeLessThanOrEqual(dueShardCount + 1 + 4);
      expect(reads.byOperation.Query?.capacity, job).toBeLessThanOrEqual(0.5 * (dueShardCount + 1 + 4 + Math.ceil((100 * 200) / 4096)));
      expect(reads.byOperation.GetItem, job).toMatchObject({ requests: gets });
      expect(reads.byOperation.GetItem?.capacity, job).toBeLessThanOrEqual(0.5 * (gets - 1) + 1);
      expect(reads.capacity, job).toBeLessThanOrEqual(readBudget(100, job as DomainJob));
    }
    // A second run finds nothing due: a query of each partition, each at most the least a request costs (DynamoDB Local counts an empty one as 0).
    const again = await scale.run();
    for (const [job, reads] of Object.entries(again)) {
      expect(reads.checked, job).toBe(0);
      expect(reads.byOperation.Query, job).toMatchObject({ requests: dueShardCount + 1, items: 0 });
      expect(reads.byOperation.Query?.capacity, job).toBeLessThanOrEqual(0.5 * (dueShardCount + 1));
    }
  }, 120_000);
});
