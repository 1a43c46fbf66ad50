import { registryEventReceived } from '#events/catalogue/registry-events.ts';
import type { PollMessage, TransferStatus } from '../ports/registry.ts';
import type { RegistryEvent } from './model.ts';

/**
 * A registry poll message (EPP `<poll op="req">`) as the registry event its webhook would be
 * (docs/registry-webhooks.md, "Poll messages"): plain rules, no I/O. The same event, so the
 * registry-events consumer applies a change told both ways once:
 *
 * - its id is `evt_<msgQ id>` (the registry gives a change one id: the webhook's `id` is the same);
 * - a transfer's message carries `<domain:trnData>`: its status says which transfer event it is;
 * - any other change carries the domain after it (`<domain:infData>`) and names its kind as the
 *   first word of the message (`domain.expired: …`), the webhook's type.
 *
 * Null for a message that says nothing the portal can apply (no domain, no kind it can read):
 * the job acknowledges it and keeps a record, so it never holds up the queue behind it.
 */
export function registryEventOfMessage(message: PollMessage): RegistryEvent | null {
  const event = message.transfer ? transferEvent(message) : message.info ? changeEvent(message) : null;
  if (!event) return null;
  const parsed = registryEventReceived.schema.safeParse(event);
  return parsed.success ? parsed.data : null;
}

/** The registry's event id of a poll message: the webhook of the same change has the same. */
export const registryEventIdOfMessage = (messageId: string): string => `evt_${messageId}`;

const transferTypes: Record<TransferStatus, string> = {
  pending: 'domain.transfer_requested',
  clientApproved: 'domain.transfer_approved',
  serverApproved: 'domain.transfer_approved',
  clientRejected: 'domain.transfer_rejected',
  clientCancelled: 'domain.transfer_cancelled',
  serverCancelled: 'domain.transfer_cancelled',
};

function transferEvent(message: PollMessage): RegistryEvent | null {
  const transfer = message.transfer!;
  const type = transferTypes[transfer.status];
  if (!type) return null;
  const approved = type === 'domain.transfer_approved';
  return {
    id: registryEventIdOfMessage(message.id),
    type,
    created_at: message.queuedAt,
    data: {
      domain: transfer.name.toLowerCase(),
      // The sponsor after it: the requester once approved; pending or rejected, the registrar that answers. Cancelled,
      // `<domain:trnData>` names only the registrar that withdrew (the rules read the transfer, not this field).
      registrar: approved ? transfer.requestingRegistrar : transfer.actingRegistrar,
      expires_at: transfer.expiresAt,
      transfer: {
        status: transfer.status,
        requesting_registrar: transfer.requestingRegistrar,
        requested_at: transfer.requestedAt,
        acting_registrar: transfer.actingRegistrar,
        action_at: transfer.actionAt,
      },
    },
  };
}

/** The kind a message of the registry's own change names first: `domain.expired: Domain dømi.fo has expired.` */
const kindOf = (text: string): string | null => /^\s*(domain\.[a-z_]+):/.exec(text)?.[1] ?? null;

function changeEvent(message: PollMessage): RegistryEvent | null {
  const info = message.info!;
  const type = kindOf(message.text);
  if (!type) return null;
  return {
    id: registryEventIdOfMessage(message.id),
    type,
    created_at: message.queuedAt,
    data: {
      domain: info.name.toLowerCase(),
      registrar: info.registrar,
      expires_at: type === 'domain.deleted' ? null : info.expiresAt,
      ...(type === 'domain.status_changed' ? { statuses: info.statuses } : {}),
      ...(type === 'domain.registrant_changed' && info.registrantId ? { registrant: info.registrantId } : {}),
    },
  };
}
