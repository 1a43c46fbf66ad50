import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';
import { issueReceipt } from '../../orders/issue-receipt.ts';
import { composeReceipts } from '../../orders/receipt-wiring.ts';

/** Issues a settled order's receipt once (its number, its PDFs kept); a redelivery issues nothing new. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const ports = composeReceipts(config, local);

  async function issue(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    if (event.metadata.name !== 'order.settled') return;
    const { orderId } = event.data as { orderId: string };
    const receipt = await issueReceipt(orderId, ports);
    logger.info('receipt', { orderId, eventId: event.metadata.id, receiptNumber: receipt?.receiptNumber ?? null });
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(issue, context), processor);
}
