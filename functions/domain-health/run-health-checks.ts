import { checkDomainHealth, isChecked } from './check-domain-health.ts';
import { nextCheckAt } from './health-rules.ts';
import type { DomainHealthJobPorts } from './ports.ts';

export interface HealthCheckRunReport {
  checked: number;
  failing: number;
  failed: number;
}

const job = 'domain-health';

/**
 * The daily check of every domain (the domain-health job, hourly): the domains whose due entry
 * is due (index query, page by page, never a scan), each page's checked side by side, each put
 * back on its own time of day (`nextCheckAt`: spread over the day). A check that throws (the
 * registry away) leaves the domain due for the next run.
 */
export async function runHealthChecks(ports: DomainHealthJobPorts, options: { batchSize?: number; maxBatches?: number } = {}): Promise<HealthCheckRunReport> {
  const { batchSize = 25, maxBatches = 80 } = options;
  const now = ports.clock.now();
  const report: HealthCheckRunReport = { checked: 0, failing: 0, failed: 0 };
  let startKey: Record<string, unknown> | undefined;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const page = await ports.due.listDue(job, now, batchSize, startKey);
    await Promise.all(
      page.entries.map(async (entry) => {
        report.checked += 1;
        try {
          const domain = await ports.domains.get(entry.domainId);
          if (!isChecked(domain)) return void (await ports.due.remove(entry.domainId, job));
          const health = await checkDomainHealth(domain, ports);
          if (health.state === 'failing') report.failing += 1;
          await ports.due.schedule(entry.domainId, job, nextCheckAt(entry.domainId, now), now);
        } catch (error) {
          report.failed += 1;
          ports.logger.error('domain health check failed', { domainId: entry.domainId, error: error as Error });
        }
      }),
    );
    startKey = page.nextKey;
    if (!startKey) break;
  }
  return report;
}
