import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { perTable } from './table.ts';

/**
 * Issued receipts and the sequence of their numbers (docs/data-model.md, "Receipts", R1). Their
 * keys are built here and only here.
 */
export const receiptKeys = {
  /** Beside the order it is for: one receipt per order. */
  receipt: (orderId: string) => ({ pk: `ORDER#${orderId}`, sk: 'RECEIPT' }),
  /** The one unbroken sequence of receipt numbers: the last number given out. */
  sequence: (name: string) => ({ pk: `SEQUENCE#${name}`, sk: 'SEQUENCE' }),
} as const;

export const receiptSequenceName = 'receipt-number';

export const receiptEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'receipt',
      table,
      schema: item({
        orderId: string().key(),
        ownerId: string(),
        sequenceNumber: number(),
        receiptNumber: string(),
        issuedAt: string(),
        /** Record<Locale, ReceiptDocument> (functions/orders/receipt-pdf.ts): what the PDFs are drawn from. */
        documents: any(),
      }),
      computeKey: ({ orderId }) => receiptKeys.receipt(orderId),
      timestamps: false,
    }),
);

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
