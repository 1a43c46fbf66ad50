import { DomainError } from '../errors.ts';
import { syncTransfer } from './sync-transfer.ts';
import type { TransferRecord } from './transfer.ts';
import type { TransferPorts } from './ports.ts';

/**
 * The caller's transfer (or their team's: every member sees it; with `owners` only the team's
 * owners, who ask for and cancel a team's transfers), or `not_found` — for one that does not
 * exist and for someone else's alike, so an answer never tells a stranger that a transfer exists.
 */
export async function ownTransfer(
  transferId: string,
  userId: string,
  ports: Pick<TransferPorts, 'transfers' | 'domains'>,
  options: { owners?: boolean } = {},
): Promise<TransferRecord> {
  const transfer = await ports.transfers.get(transferId);
  if (!transfer) throw new DomainError('not_found');
  if (transfer.ownerType === 'user') {
    if (transfer.ownerId !== userId) throw new DomainError('not_found');
    return transfer;
  }
  const role = await ports.domains.teamRoleOf(transfer.ownerId, userId);
  if (role === null) throw new DomainError('not_found');
  if (options.owners && role !== 'owner') throw new DomainError('only_owners');
  return transfer;
}

/** The caller's transfers, or with `teamId` the team's (its members'), newest first, as saved (the page asks for each waiting one by id). */
export async function listOwnTransfers(userId: string, ports: Pick<TransferPorts, 'transfers' | 'domains'>, teamId?: string): Promise<TransferRecord[]> {
  if (!teamId) return (await ports.transfers.listByOwner(userId)).filter((transfer) => transfer.ownerType === 'user');
  if ((await ports.domains.teamRoleOf(teamId, userId)) === null) throw new DomainError('not_found');
  return (await ports.transfers.listByOwner(teamId)).filter((transfer) => transfer.ownerType === 'team');
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
