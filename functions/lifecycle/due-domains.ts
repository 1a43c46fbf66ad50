import type { DomainRecord } from '../domains/model.ts';
import type { DomainRepository } from '../domains/ports.ts';
import type { DomainJob } from './model.ts';
import type { DueRepository } from './ports.ts';

/**
 * A job's pass over the domains due for it now: the due entries page by page from the index (never
 * a scan), each domain read once (null when it is gone) and handed to `visit`, which answers when
 * the job looks at it again (null: never; the entry goes). A visit that throws leaves the domain due
 * for the next run, logged and counted.
 */
export async function visitDueDomains(
  job: DomainJob,
  ports: {
    due: Pick<DueRepository, 'listDue' | 'schedule' | 'remove'>;
    domains: Pick<DomainRepository, 'get'>;
    logger: { error(message: string, extra?: Record<string, unknown>): void };
  },
  now: Date,
  options: { batchSize: number; maxBatches: number; failureMessage: string },
  visit: (domain: DomainRecord | null) => Promise<Date | null>,
): Promise<{ checked: number; failed: number }> {
  const counts = { checked: 0, failed: 0 };
  let startKey: Record<string, unknown> | undefined;
  for (let batch = 0; batch < options.maxBatches; batch += 1) {
    const page = await ports.due.listDue(job, now, options.batchSize, startKey);
    for (const entry of page.entries) {
      counts.checked += 1;
      try {
        const nextAt = await visit(await ports.domains.get(entry.domainId));
        if (nextAt) await ports.due.schedule(entry.domainId, job, nextAt);
        else await ports.due.remove(entry.domainId, job);
      } catch (error) {
        counts.failed += 1;
        ports.logger.error(options.failureMessage, { domainId: entry.domainId, error: error as Error });
      }
    }
    startKey = page.nextKey;
    if (!startKey) break;
  }
  return counts;
}
