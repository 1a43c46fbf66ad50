import { countOf, isCountedEvent } from './counting.ts';
import type { CountingPorts } from './ports.ts';

/**
 * The statistics consumer's use case: counts one event in its month, once per event id. Events
 * it does not count are left alone (`ignored`).
 */
export async function countEvent(
  event: { metadata: { id: string; name: string; occurredAt: string }; data: unknown },
  ports: CountingPorts,
  now: Date,
): Promise<'counted' | 'already-counted' | 'ignored'> {
  if (!isCountedEvent(event)) return 'ignored';
  const kept = event.metadata.name === 'order.settled' ? await ports.orders.keptAmounts((event.data as { orderId: string }).orderId) : null;
  return ports.statistics.countOnce(event.metadata.id, countOf(event, kept), now);
}
