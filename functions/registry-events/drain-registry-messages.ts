import { RegistryError } from '../ports/registry.ts';
import { newEvent } from './events.ts';
import type { DrainRegistryMessagesPorts } from './ports.ts';
import { registryEventIdOfMessage, registryEventOfMessage } from './registry-message-event.ts';

/** Messages read per run: the next run (a minute later) takes the rest. */
export const registryMessagesPerRun = 100;

export interface RegistryMessagesReport {
  /** Messages put on the registry-events queue, then acknowledged. */
  handedOn: number;
  /** Messages the portal could not read: kept with their text, then acknowledged. */
  unreadable: number;
  /** The run stopped at its bound: messages may be left for the next one. */
  more: boolean;
}

/**
 * The registry-poll job (docs/registry-webhooks.md, "Poll messages"): reads the registrar's
 * message queue at the registry (`<poll op="req">`, oldest first) until it is empty (1300) or
 * `limit` messages were read. Each message becomes the registry event its webhook would be and
 * goes to the registry-events queue, where the one consumer applies webhooks and poll messages
 * alike, once per event id. A message is acknowledged only after that hand-over succeeded (the
 * queue keeps it until applied, with its retries and dead-letter queue), so a failure on the
 * way leaves it at the registry for the next run, and a message handed on twice is applied
 * once. A message the portal cannot read is kept with its text and logged as an error, then
 * acknowledged: the registry shows only the oldest message, so one left there would hold up
 * every message behind it for ever.
 */
export async function drainRegistryMessages(ports: DrainRegistryMessagesPorts, limit = registryMessagesPerRun): Promise<RegistryMessagesReport> {
  const report: RegistryMessagesReport = { handedOn: 0, unreadable: 0, more: false };
  for (let read = 0; read < limit; read += 1) {
    const message = await ports.registry.pollMessage();
    if (!message) return report;
    const event = registryEventOfMessage(message);
    if (event) {
      await ports.publisher.publish([newEvent('registry.event-received', event, ports.clock)]);
      report.handedOn += 1;
    } else {
      await ports.receipts.remember({
        eventId: registryEventIdOfMessage(message.id),
        type: 'unreadable',
        domain: message.domain ?? '',
        outcome: 'unreadable',
        receivedAt: ports.clock.now().toISOString(),
        text: message.text,
      });
      ports.logger.error('registry message not understood: kept and acknowledged', {
        messageId: message.id,
        queuedAt: message.queuedAt,
        domain: message.domain,
        text: message.text,
      });
      report.unreadable += 1;
    }
    await acknowledge(message.id, ports);
  }
  report.more = true;
  return report;
}

async function acknowledge(messageId: string, ports: DrainRegistryMessagesPorts): Promise<void> {
  try {
    await ports.registry.acknowledgeMessage(messageId);
  } catch (error) {
    // A run beside this one acknowledged it first, after handing on the same event (applied once).
    if (error instanceof RegistryError && error.code === 'message_not_found') return;
    throw error;
  }
}
