import type { Transfer, TransferCancelReason, TransferStatus } from '#shared/schemas/transfers.ts';
import type { TransferStatus as RegistryTransferStatus } from '../ports/registry.ts';

/** A transfer in as stored (docs/data-model.md, "Transfers in"). */
export interface TransferRecord {
  transferId: string;
  /** Lower-case with `.fo`. */
  name: string;
  ownerType: 'user' | 'team';
  ownerId: string;
  /** The user who asked (a team owner, or the user). */
  requestedBy: string;
  status: TransferStatus;
  cancelReason?: TransferCancelReason;
  /** Our clock when the registry accepted the request: the auto-approval job counts from it. */
  requestedAt: string;
  /** The registry's own request date: tells our transfer from a later one of the same name. */
  registryRequestedAt: string;
  /** The registry's action date: when it approves by itself if the holder does not answer. */
  autoApprovalAt: string;
  approvedAt?: string;
  cancelledAt?: string;
  domainId?: string;
  updatedAt: string;
  version: number;
}

const dayMs = 24 * 3600 * 1000;

/** What the registry's transfer status means for ours (RFC 5731 §2.4 → spec §4). */
export type TransferOutcome = { status: 'requested' } | { status: 'approved' | 'auto_approved' } | { status: 'cancelled'; reason: TransferCancelReason };

export function outcomeOf(registryStatus: RegistryTransferStatus): TransferOutcome {
  switch (registryStatus) {
    case 'pending':
      return { status: 'requested' };
    case 'clientApproved':
      return { status: 'approved' };
    case 'serverApproved':
      return { status: 'auto_approved' };
    case 'clientCancelled':
      // Only the requesting registrar (we) can cancel: the user did, here or in an earlier attempt.
      return { status: 'cancelled', reason: 'cancelled_by_user' };
    case 'clientRejected':
      return { status: 'cancelled', reason: 'rejected_by_holder' };
    case 'serverCancelled':
      return { status: 'cancelled', reason: 'cancelled_by_registry' };
  }
}

export const isApproved = (status: TransferStatus): boolean => status === 'approved' || status === 'auto_approved';

/**
 * The auto-approval job looks at transfers requested at least `days` (settings
 * `days_until_transfer_auto_processing`) before `now`: the ISO instant they must not be after.
 */
export function autoProcessingCutoff(now: Date, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Not a number of days: ${days}`);
  return new Date(now.getTime() - days * dayMs).toISOString();
}

/** Whether a requested transfer is due for the job: requested at or before the cutoff. */
export function isDueForAutoProcessing(transfer: Pick<TransferRecord, 'status' | 'requestedAt'>, now: Date, days: number): boolean {
  return transfer.status === 'requested' && transfer.requestedAt <= autoProcessingCutoff(now, days);
}

/**
 * When the registry will approve by itself: its own action date when it gave one, else
 * `days` after the request (the spec's five days).
 */
export function expectedAutoApprovalAt(requestedAt: string, registryActionAt: string | null | undefined, days: number): string {
  if (registryActionAt && !Number.isNaN(Date.parse(registryActionAt))) return new Date(registryActionAt).toISOString();
  return new Date(Date.parse(requestedAt) + days * dayMs).toISOString();
}

/**
 * A transferred-in domain keeps its name servers. They are "the product's" only when they are
 * exactly the product's set (in any order, any case); anything else is the user's own.
 */
export function nameServerModeOf(servers: readonly string[], productServers: readonly string[]): 'product' | 'custom' {
  const normalized = (list: readonly string[]) => [...new Set(list.map((host) => host.toLowerCase().replace(/\.$/, '')))].sort();
  const [ours, theirs] = [normalized(productServers), normalized(servers)];
  return ours.length > 0 && ours.length === theirs.length && ours.every((host, index) => host === theirs[index]) ? 'product' : 'custom';
}

export function toTransferView(transfer: TransferRecord): Transfer {
  return {
    id: transfer.transferId,
    domain: transfer.name,
    status: transfer.status,
    cancel_reason: transfer.cancelReason ?? null,
    requested_at: transfer.requestedAt,
    auto_approval_at: transfer.autoApprovalAt,
    approved_at: transfer.approvedAt ?? null,
    cancelled_at: transfer.cancelledAt ?? null,
    domain_id: transfer.domainId ?? null,
    updated_at: transfer.updatedAt,
  };
}
