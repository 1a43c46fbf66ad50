import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { IssuedReceiptRecord } from '../../orders/receipt.ts';
import type { ReceiptRepository } from '../../orders/ports.ts';
import { getItem } from './commands/get.ts';
import { putTransaction } from './commands/transact-put.ts';
import { isConditionFailure } from './conditions.ts';
import { receiptEntity, receiptSequenceName, sequenceEntity } from './receipt-entities.ts';
import type { PortalTable } from './table.ts';

/**
 * Issued receipts (pattern R1): the receipt and the sequence's move to its number are one
 * transaction, each write conditional — the sequence on the number before (absent before the
 * first receipt), the receipt on the order having none — so a number is given to exactly one
 * receipt and none is skipped.
 */
export function createReceiptRepository(table: PortalTable): ReceiptRepository {
  const receipts = { get: getItem(receiptEntity(table)), transactPut: putTransaction(receiptEntity(table)) };
  const sequences = { get: getItem(sequenceEntity(table)), transactPut: putTransaction(sequenceEntity(table)) };

  const get = async (orderId: string): Promise<IssuedReceiptRecord | null> => {
    const { Item } = await receipts.get({ orderId }, { consistent: true });
    return Item ? (Item as IssuedReceiptRecord) : null;
  };

  return {
    get,
    async lastSequenceNumber() {
      const { Item } = await sequences.get({ name: receiptSequenceName }, { consistent: true });
      return Item?.last ?? 0;
    },
    async issue(receipt) {
      const previous = receipt.sequenceNumber - 1;
      try {
        await executeTransactWrite(
          sequences.transactPut(
            { name: receiptSequenceName, last: receipt.sequenceNumber, updatedAt: receipt.issuedAt },
            { condition: previous === 0 ? { attr: 'last', exists: false } : { attr: 'last', eq: previous } },
          ),
          receipts.transactPut(receipt, { condition: { attr: 'orderId', exists: false } }),
        );
        return 'issued';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return (await get(receipt.orderId)) ? 'already_issued' : 'number_taken';
      }
    },
  };
}
