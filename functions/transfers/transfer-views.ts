import { DomainError } from '../errors.ts';
import { syncTransfer } from './sync-transfer.ts';
import type { TransferRecord } from './transfer.ts';
import type { TransferPorts } from './ports.ts';

/**
 * The caller's transfer, or `not_found` — for one that does not exist and for someone else's
 * alike, so an answer never tells a stranger that a transfer exists.
 */
export async function ownTransfer(transferId: string, userId: string, ports: Pick<TransferPorts, 'transfers'>): Promise<TransferRecord> {
  const transfer = await ports.transfers.get(transferId);
  if (!transfer || transfer.ownerType !== 'user' || transfer.ownerId !== userId) throw new DomainError('not_found');
  return transfer;
}

/** The caller's transfers, newest first, as saved (the page asks for each waiting one by id). */
export function listOwnTransfers(userId: string, ports: Pick<TransferPorts, 'transfers'>): Promise<TransferRecord[]> {
  return ports.transfers.listByOwner(userId);
}

/**
 * One of the caller's transfers, brought up to date with the registry while it waits (the
 * holder may have answered). When the registry does not answer, the saved state is shown.
 */
export async function getOwnTransfer(transferId: string, userId: string, ports: TransferPorts): Promise<TransferRecord> {
  const transfer = await ownTransfer(transferId, userId, ports);
  try {
    return await syncTransfer(transfer, ports);
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'registry_unavailable')) throw error;
    ports.logger.warn('transfer shown as saved: the registry did not answer', { transferId });
    return transfer;
  }
}
