import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey } from './entities.ts';
import { perTable } from './table.ts';

const [, gsi2] = tableDeclaration.globalIndexes;

/**
 * Issued receipts and the sequence of their numbers (docs/data-model.md, "Receipts", R1). Their
 * keys are built here and only here.
 */
export const receiptKeys = {
  /** Beside the order it is for: one receipt per order. */
  receipt: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'RECEIPT' }),
  /** Beside the order too: one credit note per order (an administrator's refund of what was left). */
  creditNote: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'CREDITNOTE' }),
  /** Every receipt and credit note by the time it was issued (gsi2): the admin's invoices and the accountant's export. */
  issued: 'BOOKKEEPING',
  issuedSort: (issuedAt: string, receiptNumber: string) => `${issuedAt}#${receiptNumber}`,
  /** The one unbroken sequence of receipt numbers: the last number given out. */
  sequence: (name: string) => ({ pk: `SEQUENCE#${name}`, sk: 'SEQUENCE' }),
} as const;

export const receiptSequenceName = 'receipt-number';

const documentSchema = () =>
  item({
    orderId: string().key(),
    kind: string().enum('receipt', 'credit_note').optional(),
    creditsReceiptNumber: string().optional(),
    ownerId: string(),
    sequenceNumber: number(),
    receiptNumber: string(),
    issuedAt: string(),
    /** Record<Locale, ReceiptDocument> (functions/orders/receipt-pdf.ts): what the PDFs are drawn from. */
    documents: any(),
  });

/** A bookkeeping document of an order: its receipt (`RECEIPT`) or its credit note (`CREDITNOTE`), listed by issue time on gsi2. */
const bookkeepingEntity = (name: 'receipt' | 'creditNote', key: (orderId: string) => { pk: string; sk: string }) =>
  perTable(
    (table) =>
      new Entity({
        name,
        table,
        schema: documentSchema().and((schema) => ({
          [gsi2.partitionKey]: indexKey(schema, ['issuedAt'], () => receiptKeys.issued),
          [gsi2.sortKey]: indexKey(schema, ['issuedAt', 'receiptNumber'], ({ issuedAt, receiptNumber }) => receiptKeys.issuedSort(issuedAt, receiptNumber)),
        })),
        computeKey: ({ orderId }) => key(orderId),
        timestamps: false,
      }),
  );

export const receiptEntity = /* @__PURE__ */ bookkeepingEntity('receipt', receiptKeys.receipt);
export const creditNoteEntity = /* @__PURE__ */ bookkeepingEntity('creditNote', receiptKeys.creditNote);

export const sequenceEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'sequence',
      table,
      schema: item({ name: string().key(), last: number(), updatedAt: string() }),
      computeKey: ({ name }) => receiptKeys.sequence(name),
      timestamps: false,
    }),
);
