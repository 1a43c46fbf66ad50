import { Logger } from '../../logger.ts';
import { configuredEventPublisher } from '../../adapters/events/event-publisher.ts';
import { outboxRepository } from '../../adapters/dynamodb/outbox-repository.ts';
import { relayOutbox } from '../../events/relay-outbox.ts';
import { systemClock } from '../../ports/clock.ts';

const publisher = configuredEventPublisher();
const logger = new Logger();

export async function handler(): Promise<{ relayed: number }> {
  const relayed = await relayOutbox({ outbox: outboxRepository, publisher, clock: systemClock });
  if (relayed > 0) logger.info('relayed events left in the outbox', { relayed });
  return { relayed };
}
