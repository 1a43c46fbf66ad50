import { RegistryError } from '../ports/registry.ts';
import { DomainError } from '../errors.ts';
import { closeTransfer, syncTransfer } from './sync-transfer.ts';
import type { TransferRecord } from './transfer.ts';
import type { TransferPorts } from './ports.ts';
import { ownTransfer } from './transfer-views.ts';

/**
 * The user withdraws a waiting transfer (`<transfer op="cancel">`). Cancelling a cancelled
 * transfer answers it as it is; one the holder or the registry settled meanwhile is brought up
 * to date and refused with `transfer_not_pending` (409), so nobody cancels an approved domain.
 */
export async function cancelTransfer(transferId: string, userId: string, ports: TransferPorts): Promise<TransferRecord> {
  const transfer = await ownTransfer(transferId, userId, ports, { owners: true });
  if (transfer.status === 'cancelled') return transfer;
  if (transfer.status !== 'requested') throw new DomainError('transfer_not_pending');
  try {
    await ports.registry.transferDomain('cancel', transfer.name);
  } catch (error) {
    // 2301 and friends: it is no longer pending at the registry; see how it ended.
    if (!(error instanceof RegistryError)) throw error;
    const synced = await syncTransfer(transfer, ports);
    if (synced.status === 'cancelled') return synced;
    throw new DomainError('transfer_not_pending', undefined, { cause: error });
  }
  try {
    return await closeTransfer(transfer, 'cancelled_by_user', userId, ports);
  } catch (error) {
    // A refresh (the job, another tab) saw the cancellation first and saved it.
    if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
    return (await ports.transfers.get(transferId)) ?? transfer;
  }
}
