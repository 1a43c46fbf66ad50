import { DomainError } from '../errors.ts';
import { syncTransfer } from './sync-transfer.ts';
import { autoProcessingCutoff } from './transfer.ts';
import type { TransferPorts } from './ports.ts';

export interface DueTransfersReport {
  checked: number;
  approved: number;
  cancelled: number;
  /** Still pending at the registry (its action date may be later than ours): looked at again next run. */
  waiting: number;
  failed: number;
}

/**
 * The auto-approval job: transfers requested at least `days_until_transfer_auto_processing`
 * days ago (index query on status and request time, never a scan) are asked about at the
 * registry, which approves by itself after five days (`serverApproved`), and what it says is
 * applied. Each transfer is its own unit: a second run finds only what is still requested,
 * and a run cut short is resumed by the next. Page by page (`batchSize`), at most `maxBatches`
 * pages a run. A registry outage stops the run (the next run tries again).
 */
export async function processDueTransfers(ports: TransferPorts, options: { batchSize?: number; maxBatches?: number } = {}): Promise<DueTransfersReport> {
  const { batchSize = 25, maxBatches = 40 } = options;
  const settings = await ports.settings.get();
  const cutoff = autoProcessingCutoff(ports.clock.now(), settings.days_until_transfer_auto_processing);
  const report: DueTransfersReport = { checked: 0, approved: 0, cancelled: 0, waiting: 0, failed: 0 };
  let startKey: Record<string, unknown> | undefined;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const page = await ports.transfers.listRequestedUpTo(cutoff, batchSize, startKey);
    for (const transfer of page.transfers) {
      report.checked += 1;
      try {
        const synced = await syncTransfer(transfer, ports);
        if (synced.status === 'requested') report.waiting += 1;
        else if (synced.status === 'cancelled') report.cancelled += 1;
        else report.approved += 1;
      } catch (error) {
        if (error instanceof DomainError && error.code === 'registry_unavailable') throw error;
        report.failed += 1;
        ports.logger.error('transfer could not be brought up to date', { transferId: transfer.transferId, error: error as Error });
      }
    }
    startKey = page.nextKey;
    if (!startKey) break;
  }
  return report;
}
