import type { Config } from '../../config.ts';
import { Logger } from '../../logger.ts';
import type { BusinessMetrics } from '../../ports/business-metrics.ts';
import { emfCountLine } from './metrics-namespace.ts';

/** In AWS: one EMF line on stdout per count, in the stage's namespace. */
export function emfBusinessMetrics(write: (line: string) => void = (line) => console.log(line)): BusinessMetrics {
  return { count: (metric, properties) => write(emfCountLine(metric, properties)) };
}

/** Locally: a DEBUG log line (`POWERTOOLS_LOG_LEVEL=DEBUG npm start` shows them), no metric. */
export function loggedBusinessMetrics(logger: Pick<Logger, 'debug'> = new Logger()): BusinessMetrics {
  return { count: (metric, properties) => logger.debug('business metric', { metric, ...properties }) };
}

/** The metrics port a configuration selects. */
export function configuredBusinessMetrics(config: Pick<Config, 'STAGE'>): BusinessMetrics {
  return config.STAGE === 'local' ? loggedBusinessMetrics() : emfBusinessMetrics();
}
