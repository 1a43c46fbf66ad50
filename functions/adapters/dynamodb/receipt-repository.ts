import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import type { IssuedReceiptRecord } from '../../orders/receipt.ts';
import type { ReceiptRepository } from '../../orders/ports.ts';
import { getItem } from './commands/get.ts';
import { putTransaction } from './commands/transact-put.ts';
import { isConditionFailure } from './conditions.ts';
import { creditNoteEntity, receiptEntity, receiptKeys, receiptSequenceName, sequenceEntity } from './receipt-entities.ts';
import type { PortalTable } from './table.ts';

/**
 * Issued receipts (pattern R1): the receipt and the sequence's move to its number are one
 * transaction, each write conditional — the sequence on the number before (absent before the
 * first receipt), the receipt on the order having none — so a number is given to exactly one
 * receipt and none is skipped.
 */
export function createReceiptRepository(table: PortalTable): ReceiptRepository {
  const receipts = { get: getItem(receiptEntity(table)), transactPut: putTransaction(receiptEntity(table)) };
  const creditNotes = { get: getItem(creditNoteEntity(table)), transactPut: putTransaction(creditNoteEntity(table)) };
  const sequences = { get: getItem(sequenceEntity(table)), transactPut: putTransaction(sequenceEntity(table)) };

  const get = async (orderId: string): Promise<IssuedReceiptRecord | null> => {
    const { Item } = await receipts.get({ orderId }, { consistent: true });
    return Item ? (Item as IssuedReceiptRecord) : null;
  };
  const getCreditNote = async (orderId: string): Promise<IssuedReceiptRecord | null> => {
    const { Item } = await creditNotes.get({ orderId }, { consistent: true });
    return Item ? (Item as IssuedReceiptRecord) : null;
  };

  /** The document and the sequence's move to its number, in one transaction (R1, R2). */
  async function issueWith(document: IssuedReceiptRecord, documents: typeof receipts, find: typeof get): Promise<'issued' | 'number_taken' | 'already_issued'> {
    const previous = document.sequenceNumber - 1;
    try {
      await executeTransactWrite(
        sequences.transactPut(
          { name: receiptSequenceName, last: document.sequenceNumber, updatedAt: document.issuedAt },
          { condition: previous === 0 ? { attr: 'last', exists: false } : { attr: 'last', eq: previous } },
        ),
        documents.transactPut(document as never, { condition: { attr: 'orderId', exists: false } }),
      );
      return 'issued';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return (await find(document.orderId)) ? 'already_issued' : 'number_taken';
    }
  }

  return {
    get,
    async lastSequenceNumber() {
      const { Item } = await sequences.get({ name: receiptSequenceName }, { consistent: true });
      return Item?.last ?? 0;
    },
    issue: (receipt) => issueWith(receipt, receipts, get),
    getCreditNote,
    issueCreditNote: (note) => issueWith(note, creditNotes, getCreditNote),
    async listIssued({ from, to, after, limit }) {
      // The period's documents by issue time (gsi2 `BOOKKEEPING`); `after` is the sort key of the last one a page showed.
      const lower = after && after > from ? after : from;
      // A cursor past the period (a hand-made one): nothing there, and DynamoDB refuses a reversed range.
      if (lower > to) return { documents: [], next: null };
      const { Items = [], LastEvaluatedKey } = await new QueryCommand(
        table,
        [receiptEntity(table), creditNoteEntity(table)],
        { index: 'gsi2', partition: receiptKeys.issued, range: { between: [lower, to] } },
        { limit: limit + 2 },
      ).send();
      const documents = (Items as IssuedReceiptRecord[]).filter((document) => receiptKeys.issuedSort(document.issuedAt, document.receiptNumber) !== after);
      const page = documents.slice(0, limit);
      const more = documents.length > limit || (documents.length === limit && Boolean(LastEvaluatedKey));
      return { documents: page, next: more && page.length > 0 ? receiptKeys.issuedSort(page.at(-1)!.issuedAt, page.at(-1)!.receiptNumber) : null };
    },
  };
}
