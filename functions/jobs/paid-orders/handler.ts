import { configuredClock } from '../../adapters/clock/configured-clock.ts';
import { orderRepository } from '../../adapters/dynamodb/order-repository.ts';
import { configuredEventPublisher } from '../../adapters/events/event-publisher.ts';
import { Logger } from '../../logger.ts';
import { retryStuckRegistrations } from '../../orders/retry-stuck-registrations.ts';

const publisher = configuredEventPublisher();
const logger = new Logger();
const clock = configuredClock();

export async function handler(): Promise<{ retried: number }> {
  const retried = await retryStuckRegistrations({ orders: orderRepository, clock, publish: (events) => publisher.publish(events) });
  if (retried > 0) logger.warn('paid orders sent to registration again', { retried });
  return { retried };
}
