import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import { configuredEventPublisher } from '../../adapters/events/event-publisher.ts';
import { createOutboxRepository } from '../../adapters/dynamodb/outbox-repository.ts';
import { portalTableOf } from '../../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { relayOutbox } from '../../events/relay-outbox.ts';
import { systemClock } from '../../ports/clock.ts';

/** Publishes the events whose publish failed after their write (transactional outbox). */
export function createHandler(config: Config, local?: LocalStandIns) {
  const publisher = configuredEventPublisher(config, local);
  const outboxRepository = createOutboxRepository(portalTableOf(config));
  const logger = new Logger();

  // Each relayed event keeps the correlation id of the request that caused it (its envelope is
  // published as written); the run's own lines carry the run's.
  return inJobRun(async function handler(): Promise<{ relayed: number }> {
    const relayed = await relayOutbox({ outbox: outboxRepository, publisher, clock: systemClock });
    if (relayed > 0) logger.info('relayed events left in the outbox', { relayed });
    return { relayed };
  });
}
