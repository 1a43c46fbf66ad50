import type { Config } from '../../config.ts';
import type { ReceiptArchive } from '../../ports/receipt-archive.ts';
import { type LocalStandIns, requireLocal } from '../local-stand-ins.ts';
import { s3ReceiptArchive } from './s3-receipt-archive.ts';

/** The receipts' archive a configuration selects: S3 (`RECEIPT_STORE=s3`, the default) or the local runtime's folder. */
export function configuredReceiptArchive(config: Config, local: LocalStandIns | undefined): ReceiptArchive {
  return config.RECEIPT_STORE === 'local' ? requireLocal(local, 'RECEIPT_STORE').receiptArchive(config) : s3ReceiptArchive(config);
}
