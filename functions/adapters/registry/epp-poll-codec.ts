import type { PollMessage } from '../../ports/registry.ts';
import { asNode, buildCommand, type EppCommand, EppProtocolError, type EppResponse, firstText, isoDateTime, textOf } from './epp-codec.ts';
import { readDomainInfoData, readTransferData } from './epp-domain-codec.ts';

/**
 * The registry's message queue (RFC 5730 §2.9.2.3): `<poll op="req">` shows the oldest message
 * (1301 with `<msgQ>`, or 1300 when the queue is empty) until `<poll op="ack" msgID="…">`
 * removes it. The queue's state travels in the response's `<msgQ>`, the message's object data
 * in `<resData>`: `<domain:trnData>` for a transfer, `<domain:infData>` (the domain after the
 * change) for the registry's own changes (docs/registry-webhooks.md, "Poll messages").
 */

export const buildPollRequest = (clTRID: string): string => buildCommand({ poll: { '@_op': 'req' } }, clTRID);

export const buildPollAcknowledge = (messageId: string, clTRID: string): string => buildCommand({ poll: { '@_op': 'ack', '@_msgID': messageId } }, clTRID);

/** The message of a `<poll op="req">` response, or null when the queue is empty (1300). */
export function parsePollData(response: EppResponse): PollMessage | null {
  if (response.code === 1300) return null;
  const msgQ = response.msgQ;
  const id = textOf(msgQ?.['@_id']);
  if (!msgQ || !id) throw new EppProtocolError('Poll response without <msgQ id="…">');
  const trnData = asNode(response.resData?.trnData);
  const transfer = trnData && trnData.name !== undefined ? readTransferData(trnData) : null;
  const infData = asNode(response.resData?.infData);
  const info = infData && infData.name !== undefined ? readDomainInfoData(infData, response.extension) : null;
  // Other notices (pending actions, RFC 5731 panData) still name their domain.
  const panData = asNode(response.resData?.panData);
  return {
    id,
    queuedAt: isoDateTime(textOf(msgQ.qDate)),
    text: textOf(msgQ.msg),
    domain: transfer?.name ?? info?.name ?? (panData ? firstText(panData.name) : null),
    transfer,
    info,
  };
}

/** How many messages are left after an acknowledgement (`<msgQ count>`; 0 when the server leaves it out). */
export function parsePollAcknowledgeData(response: EppResponse): { remaining: number } {
  return { remaining: Number(textOf(response.msgQ?.['@_count'])) || 0 };
}

/** `<poll>` as the simulator reads it. */
export function readPoll(command: EppCommand): { operation: string; messageId: string | null } {
  const messageId = textOf(command.body['@_msgID']);
  return { operation: textOf(command.body['@_op']), messageId: messageId || null };
}
