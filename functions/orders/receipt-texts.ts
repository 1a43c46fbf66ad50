import { formatNumber } from '#shared/format.ts';
import type { Locale } from '#shared/locales.ts';
import type { OrderStatus } from '#shared/schemas/orders.ts';

/**
 * The receipt PDF's texts in both languages. Faroese is the source of truth; texts we wrote
 * ourselves carry a `// review:` comment for a native speaker (FAROESE.md). Terms shared with
 * the web (`Uttan MVG`, `MVG`, `Tilsamans við MVG`) match `shared/i18n/ui.ts`.
 */
export type ReceiptStatus = OrderStatus;

export interface ReceiptTexts {
  /** The document's title, also used in the PDF's /Title. */
  title: string;
  receiptNumber: string;
  order: string;
  issuedAt: string;
  paidAt: string;
  vatNumber: string;
  email: string;
  buyer: string;
  columns: { description: string; years: string; unitPrice: string; net: string; vat: string; total: string };
  net: string;
  vatWithPercent: (percent: number) => string;
  total: string;
  refunded: string;
  paidNetOfRefunds: string;
  status: string;
  statuses: Record<ReceiptStatus, string>;
  paymentReference: string;
  /** Under a line: the name's expiry after this order. */
  expiresOn: (date: string) => string;
  /** Heading on pages after the first, when the lines run onto more pages. */
  continued: (receiptNumber: string) => string;
  page: (page: number, pages: number) => string;
  thanks: (email: string) => string;
  /** A credit note's own words: its title and number, the receipt it credits, the reason. */
  creditNote: { title: string; number: string; credits: string; reason: string };
}

/** `25` → `25`, `12.5` → `12,5` (fo) / `12.5` (en): VAT percents are whole today, but stay readable. */
function percentNumber(percent: number, locale: Locale): string {
  return Number.isInteger(percent) ? String(percent) : formatNumber(percent, locale, 1);
}

const fo: ReceiptTexts = {
  title: 'Kvittan', // the brief's word, as in the receipt address kvittan@okisnavn.fo
  receiptNumber: 'Kvittan nr.', // review:
  order: 'Bílegging', // review:
  issuedAt: 'Dagfesting', // review:
  paidAt: 'Goldið', // review:
  vatNumber: 'V-tal', // review:
  email: 'Teldupostur', // review:
  buyer: 'Keypari', // review:
  columns: {
    description: 'Lýsing', // review:
    years: 'Ár', // review:
    unitPrice: 'Prísur um árið', // review:
    net: 'Uttan MVG', // review:
    vat: 'MVG', // review:
    total: 'Tilsamans', // review:
  },
  net: 'Uttan MVG', // review:
  vatWithPercent: (percent) => `MVG ${percentNumber(percent, 'fo')} %`, // review:
  total: 'Tilsamans við MVG', // review:
  refunded: 'Endurgoldið', // review:
  paidNetOfRefunds: 'Goldið eftir endurgjald', // review:
  status: 'Støða', // review:
  statuses: {
    pending: 'Bíðar eftir gjaldi', // review:
    paid: 'Goldin', // review:
    failed: 'Gjaldið miseydnaðist', // review:
    expired: 'Gingin út, ikki goldin', // review:
    cancelled: 'Avlýst, ikki goldin', // review:
    replaced: 'Ikki goldin, avloyst av endurnýggjan við hond', // review:
    registered: 'Goldin, og økisnøvnini eru skrásett', // review:
    refunded: 'Endurgoldin', // review:
    payment_mismatch: 'Gjaldið samsvaraði ikki við keypið og verður endurgoldið', // review:
  },
  paymentReference: 'Gjaldstilvísing', // review:
  expiresOn: (date) => `Gongur út ${date}`, // review:
  continued: (receiptNumber) => `Kvittan ${receiptNumber} (framhald)`, // review:
  page: (page, pages) => `Síða ${page} av ${pages}`, // review:
  thanks: (email) => `Takk fyri keypið. Spurningar? Skriva til ${email}.`, // review:
  creditNote: {
    title: 'Kreditnota', // review:
    number: 'Kreditnota nr.', // review:
    credits: 'Kvittan nr.', // review:
    reason: 'Orsøk', // review:
  },
};

const en: ReceiptTexts = {
  title: 'Receipt',
  receiptNumber: 'Receipt no.',
  order: 'Order',
  issuedAt: 'Date',
  paidAt: 'Paid',
  vatNumber: 'VAT no.',
  email: 'E-mail',
  buyer: 'Billed to',
  columns: {
    description: 'Description',
    years: 'Years',
    unitPrice: 'Price per year',
    net: 'Net',
    vat: 'VAT',
    total: 'Total',
  },
  net: 'Net',
  vatWithPercent: (percent) => `VAT ${percentNumber(percent, 'en')}%`,
  total: 'Total incl. VAT',
  refunded: 'Refunded',
  paidNetOfRefunds: 'Paid net of refunds',
  status: 'Status',
  statuses: {
    pending: 'Awaiting payment',
    paid: 'Paid',
    failed: 'Payment failed',
    expired: 'Expired, not paid',
    cancelled: 'Cancelled, not paid',
    replaced: 'Not paid, replaced by a manual renewal',
    registered: 'Paid, and the domains are registered',
    refunded: 'Refunded',
    payment_mismatch: 'The payment did not match the order and is refunded',
  },
  paymentReference: 'Payment reference',
  expiresOn: (date) => `Expires ${date}`,
  continued: (receiptNumber) => `Receipt ${receiptNumber} (continued)`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  thanks: (email) => `Thank you for your purchase. Questions? Write to ${email}.`,
  creditNote: { title: 'Credit note', number: 'Credit note no.', credits: 'For receipt', reason: 'Reason' },
};

export const receiptTexts: Record<Locale, ReceiptTexts> = { fo, en };

/** The texts of a credit note: a receipt's, with its own title and number label. */
export function creditNoteTexts(texts: ReceiptTexts): ReceiptTexts {
  return {
    ...texts,
    title: texts.creditNote.title,
    receiptNumber: texts.creditNote.number,
    continued: (number) => `${texts.creditNote.title} ${number}`,
  };
}
