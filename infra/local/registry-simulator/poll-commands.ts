import { domainInfoData, domainTransferData } from '#functions/adapters/registry/epp-domain-codec.ts';
import { readPoll } from '#functions/adapters/registry/epp-poll-codec.ts';
import { type CommandHandler, refuse } from './command-context.ts';

/**
 * The message queue (RFC 5730 §2.9.2.3), one per registrar: `req` shows the oldest message
 * (1301) or says the queue is empty (1300); `ack` removes the message named (2303 when it is not
 * in this registrar's queue). A transfer's message carries its `<domain:trnData>`, any other
 * change the domain after it as `<domain:infData>` (as RFC 8590's change poll messages do).
 */
export const poll: CommandHandler = (command, context) => {
  const { operation, messageId } = readPoll(command);
  const queue = context.data.messages.filter((message) => message.registrar === context.registrar);
  if (operation === 'req') {
    const oldest = queue[0];
    if (!oldest) return { code: 1300 };
    return {
      code: 1301,
      msgQ: { count: queue.length, id: oldest.id, queuedAt: oldest.queuedAt, text: oldest.text },
      ...(oldest.transfer ? { resData: domainTransferData(oldest.transfer) } : oldest.info ? { resData: domainInfoData(oldest.info) } : {}),
    };
  }
  if (operation !== 'ack') refuse(2005, `Unknown poll operation ${operation}`);
  if (!messageId) refuse(2003, 'msgID is required');
  const index = context.data.messages.findIndex((message) => message.registrar === context.registrar && message.id === messageId);
  if (index < 0) refuse(2303, `No message ${messageId}`);
  context.data.messages.splice(index, 1);
  return { code: 1000, msgQ: { count: queue.length - 1, id: messageId }, changed: true };
};
