import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createSettledOrders, createStatisticsRepository } from '../adapters/dynamodb/statistics-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import type { Clock } from '../ports/clock.ts';
import type { CountingPorts, ReadingPorts } from './statistics/ports.ts';

/**
 * The statistics' composition roots: the counting (the statistics consumer) and the reading
 * (the admin Lambda's statistics route). Apart from `wiring.ts`, so the consumer bundles only this: it publishes nothing, and with
 * `wiring.ts` it would hold the event publisher (tests/infra/declarations.test.ts).
 */
export function composeStatisticsCounting(config: Config, local?: LocalStandIns): { ports: CountingPorts; clock: Clock } {
  const table = portalTableOf(config);
  return { ports: { statistics: createStatisticsRepository(table), orders: createSettledOrders(table) }, clock: configuredClock(config, local) };
}

export function composeStatisticsReading(config: Config): ReadingPorts {
  return { statistics: createStatisticsRepository(portalTableOf(config)) };
}
