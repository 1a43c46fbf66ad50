import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { type HealthCheckRunReport, runHealthChecks } from '../../domain-health/run-health-checks.ts';
import { composeDomainHealth } from '../../domain-health/wiring.ts';
import { inJobRun } from '../../events/event-context.ts';
import { Logger } from '../../logger.ts';

/** The daily health check of every domain: each hourly run checks those whose time of day has come. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const ports = composeDomainHealth(config, local, logger);

  return inJobRun(async function handler(): Promise<HealthCheckRunReport> {
    const report = await runHealthChecks(ports);
    if (report.checked > 0) logger.info('domain health checks', { ...report });
    return report;
  });
}
