import type { Config } from '../../config.ts';
import type { EventPublisher } from '../../ports/event-publisher.ts';
import { type LocalStandIns, requireLocal } from '../local-stand-ins.ts';
import { eventBridgePublisher } from './eventbridge-publisher.ts';
import { localBusPublisher } from './local-bus-publisher.ts';

/** The publisher a configuration selects (EVENT_TRANSPORT). */
export function configuredEventPublisher(config: Pick<Config, 'EVENT_TRANSPORT' | 'EVENT_BUS_NAME'>, local?: LocalStandIns): EventPublisher {
  return config.EVENT_TRANSPORT === 'local' ? localBusPublisher(requireLocal(local, 'EVENT_TRANSPORT').eventSink) : eventBridgePublisher(config.EVENT_BUS_NAME);
}
