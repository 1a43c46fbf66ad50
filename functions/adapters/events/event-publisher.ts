import { config } from '../../config.ts';
import type { EventPublisher } from '../../ports/event-publisher.ts';
import { eventBridgePublisher } from './eventbridge-publisher.ts';
import { localBusPublisher } from './local-bus-publisher.ts';

/** The publisher this process's configuration selects. */
export function configuredEventPublisher(): EventPublisher {
  return config().EVENT_TRANSPORT === 'local' ? localBusPublisher : eventBridgePublisher(config().EVENT_BUS_NAME);
}
