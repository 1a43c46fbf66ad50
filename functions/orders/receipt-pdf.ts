import type { PDFFont, PDFPage } from 'pdf-lib';
import { formatDate, formatMoney } from '#shared/format.ts';
import type { Locale } from '#shared/locales.ts';
import { creditNoteTexts, receiptTexts, type ReceiptStatus, type ReceiptTexts } from './receipt-texts.ts';

/**
 * A receipt as a PDF file, drawn with pdf-lib (docs/decisions/receipt-pdf-library.md). The text
 * uses the standard Helvetica fonts with WinAnsiEncoding (cp1252), which covers every Faroese
 * letter; nothing is embedded, so a receipt is a few KB. pdf-lib is loaded when a receipt is
 * drawn, not when the function starts: most requests never draw one.
 */

/** One receipt line; amounts are in øre. */
export interface ReceiptLine {
  description: string;
  years: number;
  /** Net price per year. */
  unitPrice: number;
  net: number;
  vat: number;
  total: number;
  /** The name's new expiry (ISO-8601), once registered or renewed: shown under the description. */
  expiresAt?: string | null;
}

export interface ReceiptDocument {
  locale: Locale;
  /** `vatNumber` is the number alone: the receipt adds the label (`V-tal` / `VAT no.`); null leaves the line out. */
  seller: { name: string; addressLines: string[]; vatNumber: string | null; email: string };
  buyer: { name: string; addressLines: string[]; email: string };
  /** Shown to the buyer, e.g. the first 8 characters of the order id in upper case. */
  receiptNumber: string;
  orderId: string;
  /** ISO-8601 UTC. */
  issuedAt: string;
  paidAt: string | null;
  status: ReceiptStatus;
  /** The payment provider's payment id. */
  paymentReference: string | null;
  lines: ReceiptLine[];
  /** Totals in øre. */
  net: number;
  vat: number;
  vatPercent: number;
  total: number;
  refundedAmount: number;
  currency: 'DKK';
  /** A credit note (its amounts negative): the receipt it credits and why. Absent: a receipt. */
  creditNote?: { receiptNumber: string; reason: string };
}

/** The receipt as the bytes of a PDF file, in the receipt's language. */
export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, grayscale } = await import('pdf-lib');
  const texts = receipt.creditNote ? creditNoteTexts(receiptTexts[receipt.locale]) : receiptTexts[receipt.locale];
  const document = await PDFDocument.create();
  const fonts: Fonts = { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
  const newPage = () => new PageCanvas(document.addPage([pageWidth, pageHeight]), fonts, grayscale);
  new ReceiptLayout(receipt, texts, newPage).render();
  document.setTitle(`${texts.title} ${receipt.receiptNumber}`);
  document.setProducer('Økisnavn');
  document.setCreator('Økisnavn');
  document.setCreationDate(new Date(receipt.issuedAt));
  document.setModificationDate(new Date(receipt.issuedAt));
  // Plain objects, no object streams (PDF 1.5): any archive or accountant's tool reads them.
  return document.save({ useObjectStreams: false });
}

// ---------------------------------------------------------------------------------------------
// Text in the standard fonts

type Font = 'regular' | 'bold';
type Fonts = Record<Font, PDFFont>;

const questionMark = '?';
const ellipsis = '…';

/**
 * Text the standard fonts can set: one line (tabs and line breaks in user input become spaces),
 * NFC first so a decomposed `ó` (o + combining accent) stays one letter, and a character outside
 * WinAnsi (cp1252) as `?` — pdf-lib refuses to encode those.
 */
function settable(text: string, font: PDFFont): string {
  const known = characterSets.get(font) ?? new Set(font.getCharacterSet());
  characterSets.set(font, known);
  return Array.from(text.normalize('NFC').replace(/[\t\n\r]/g, ' '), (character) => (known.has(character.codePointAt(0) ?? 0) ? character : questionMark)).join('');
}
const characterSets = new WeakMap<PDFFont, Set<number>>();

/** The text, or as much as fits in `maxWidth` followed by `…` (never "word …"). */
function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  const characters = Array.from(text);
  let end = characters.length;
  while (end > 0 && font.widthOfTextAtSize(`${characters.slice(0, end).join('')}${ellipsis}`, size) > maxWidth) end -= 1;
  return `${characters.slice(0, end).join('').trimEnd()}${ellipsis}`;
}

interface TextStyle {
  font: Font;
  size: number;
  /** 0 is black, 1 white. */
  gray?: number;
  /** Wider text is cut with an ellipsis, or set smaller with `shrink` (amounts must never lose digits). */
  maxWidth?: number;
  shrink?: boolean;
}

/** One page, drawn on with the layout's few operations (y grows upwards from the bottom edge). */
class PageCanvas {
  constructor(
    private readonly page: PDFPage,
    private readonly fonts: Fonts,
    private readonly grayscale: typeof import('pdf-lib').grayscale,
  ) {}

  /** Text with its left end at x on the baseline y. */
  text(x: number, y: number, text: string, style: TextStyle): void {
    const fitted = this.fit(text, style);
    this.page.drawText(fitted.text, { x, y, font: this.fonts[style.font], size: fitted.size, color: this.grayscale(style.gray ?? 0) });
  }

  /** Text with its right end at x: money columns line up on the last digit. */
  textRight(x: number, y: number, text: string, style: TextStyle): void {
    const fitted = this.fit(text, style);
    const width = this.fonts[style.font].widthOfTextAtSize(fitted.text, fitted.size);
    this.page.drawText(fitted.text, { x: x - width, y, font: this.fonts[style.font], size: fitted.size, color: this.grayscale(style.gray ?? 0) });
  }

  line(x1: number, y1: number, x2: number, y2: number, gray = 0, width = 0.5): void {
    this.page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: width, color: this.grayscale(gray) });
  }

  fillRect(x: number, y: number, width: number, height: number, gray: number): void {
    this.page.drawRectangle({ x, y, width, height, color: this.grayscale(gray) });
  }

  /** The text and size after the style's `maxWidth`: cut with an ellipsis, or (`shrink`) set smaller. */
  private fit(text: string, { font, size, maxWidth, shrink }: TextStyle): { text: string; size: number } {
    const pdfFont = this.fonts[font];
    const clean = settable(text, pdfFont);
    if (maxWidth === undefined) return { text: clean, size };
    if (!shrink) return { text: fitText(clean, pdfFont, size, maxWidth), size };
    const width = pdfFont.widthOfTextAtSize(clean, size);
    // Rounded down to 2 decimals, so the text never overruns.
    return { text: clean, size: width > maxWidth ? Math.floor((size * maxWidth * 100) / width) / 100 : size };
  }
}

// ---------------------------------------------------------------------------------------------
// Receipt layout (A4 in points; y grows upwards from the bottom edge)

const pageWidth = 595;
const pageHeight = 842;
const left = 50;
const right = pageWidth - 50;
const top = pageHeight - 50;
/** Content stops here; the footer lives below. */
const contentBottom = 85;
const metaLabelX = 290;
const metaValueX = 365;
const totalsLabelX = 330;
const totalsValueWidth = 90;
const statusValueX = left + 110;

const gray = { label: 0.35, rule: 0.75, band: 0.92 };
const body: TextStyle = { font: 'regular', size: 9 };
const label: TextStyle = { font: 'regular', size: 9, gray: gray.label };
const strong: TextStyle = { font: 'bold', size: 9 };

const lineHeight = 12;
const tableHeaderHeight = 18;
const rowHeight = 16;
const totalsRowHeight = 15;
/** The line under a row that gives the name's new expiry. */
const expiryLineHeight = 10;
/** Space between a right-aligned cell and the cell to its left. */
const cellGap = 6;

type Column = { key: keyof ReceiptTexts['columns']; width: number; align: 'left' | 'right' };

/** Six columns over the 495 pt between the margins; the description takes what is left. */
const columns: readonly Column[] = [
  { key: 'description', width: 165, align: 'left' },
  { key: 'years', width: 30, align: 'right' },
  { key: 'unitPrice', width: 76, align: 'right' },
  { key: 'net', width: 76, align: 'right' },
  { key: 'vat', width: 68, align: 'right' },
  { key: 'total', width: 80, align: 'right' },
];

class ReceiptLayout {
  private readonly pages: PageCanvas[] = [];
  private page: PageCanvas;
  private y = top;

  constructor(
    private readonly receipt: ReceiptDocument,
    private readonly texts: ReceiptTexts,
    private readonly newPage: () => PageCanvas,
  ) {
    this.page = newPage();
    this.pages.push(this.page);
  }

  render(): PageCanvas[] {
    this.drawHeader();
    this.drawBuyer();
    this.drawTable();
    this.drawTotals();
    this.drawStatus();
    this.drawFooters();
    return this.pages;
  }

  private money(ore: number): string {
    return formatMoney(ore, this.receipt.locale);
  }

  /** Starts a new page when `height` does not fit above the footer; `afterBreak` redraws context. */
  private ensureSpace(height: number, afterBreak?: () => void): void {
    if (this.y - height >= contentBottom) return;
    this.page = this.newPage();
    this.pages.push(this.page);
    this.page.text(left, top - 11, this.texts.continued(this.receipt.receiptNumber), { font: 'bold', size: 11 });
    this.y = top - 30;
    afterBreak?.();
  }

  /** Seller on the left; title, number, dates and order id on the right. */
  private drawHeader(): void {
    const sellerBottom = this.drawSeller();
    const metaBottom = this.drawMeta();
    this.y = Math.min(sellerBottom, metaBottom) - 24;
  }

  private drawSeller(): number {
    const { seller } = this.receipt;
    const maxWidth = metaLabelX - left - 15;
    let y = top - 12;
    this.page.text(left, y, seller.name, { font: 'bold', size: 13, maxWidth });
    const rows = [...seller.addressLines, ...(seller.vatNumber ? [`${this.texts.vatNumber} ${seller.vatNumber}`] : []), seller.email];
    for (const row of rows) {
      y -= lineHeight;
      this.page.text(left, y, row, { ...body, maxWidth });
    }
    return y;
  }

  private drawMeta(): number {
    const { receipt, texts } = this;
    this.page.textRight(right, top - 18, texts.title, { font: 'bold', size: 22 });
    const rows: [string, string][] = [
      [texts.receiptNumber, receipt.receiptNumber],
      [texts.issuedAt, formatDate(receipt.issuedAt)],
      ...(receipt.paidAt ? [[texts.paidAt, formatDate(receipt.paidAt)] as [string, string]] : []),
      [texts.order, receipt.orderId],
      ...(receipt.creditNote ? [[texts.creditNote.credits, receipt.creditNote.receiptNumber] as [string, string]] : []),
    ];
    let y = top - 27;
    for (const [name, value] of rows) {
      y -= lineHeight + 1;
      this.page.text(metaLabelX, y, name, { ...label, maxWidth: metaValueX - metaLabelX - cellGap });
      this.page.textRight(right, y, value, { ...body, maxWidth: right - metaValueX });
    }
    return y;
  }

  private drawBuyer(): void {
    const { buyer } = this.receipt;
    const maxWidth = 300;
    this.y -= 9;
    this.page.text(left, this.y, this.texts.buyer, { font: 'bold', size: 9, gray: gray.label });
    this.y -= lineHeight + 2;
    this.page.text(left, this.y, buyer.name, { font: 'bold', size: 10, maxWidth });
    for (const row of [...buyer.addressLines, buyer.email]) {
      this.y -= lineHeight;
      this.page.text(left, this.y, row, { ...body, maxWidth });
    }
    this.y -= 24;
  }

  private drawTable(): void {
    this.ensureSpace(tableHeaderHeight + rowHeight);
    this.drawTableHeader();
    for (const line of this.receipt.lines) {
      this.ensureSpace(rowHeight + (line.expiresAt ? expiryLineHeight : 0), () => this.drawTableHeader());
      this.drawRow(this.cells(line), body);
      if (line.expiresAt) {
        // The name's new expiry, under its description.
        this.page.text(left + 4, this.y - 5, this.texts.expiresOn(formatDate(line.expiresAt)), { ...label, size: 8, maxWidth: columns[0]!.width - cellGap });
        this.y -= expiryLineHeight;
      }
      this.page.line(left, this.y, right, this.y, gray.rule, 0.25);
    }
  }

  private cells(line: ReceiptLine): Record<Column['key'], string> {
    return {
      description: line.description,
      years: String(line.years),
      unitPrice: this.money(line.unitPrice),
      net: this.money(line.net),
      vat: this.money(line.vat),
      total: this.money(line.total),
    };
  }

  private drawTableHeader(): void {
    this.page.fillRect(left, this.y - tableHeaderHeight, right - left, tableHeaderHeight, gray.band);
    this.drawRow(this.texts.columns, { font: 'bold', size: 8 }, tableHeaderHeight);
  }

  /** One row of cells; left cells are cut to their column, right cells end at its edge. */
  private drawRow(cells: Record<Column['key'], string>, style: TextStyle, height = rowHeight): void {
    const baseline = this.y - height + 5.5;
    let x = left;
    for (const column of columns) {
      const cellStyle = { ...style, maxWidth: column.width - cellGap, shrink: column.align === 'right' };
      if (column.align === 'left') this.page.text(x + 4, baseline, cells[column.key], cellStyle);
      else this.page.textRight(x + column.width - 4, baseline, cells[column.key], cellStyle);
      x += column.width;
    }
    this.y -= height;
  }

  private drawTotals(): void {
    const rows = this.totalsRows();
    this.ensureSpace(10 + rows.length * totalsRowHeight);
    this.y -= 10;
    for (const row of rows) {
      if (row.ruleAbove) this.page.line(totalsLabelX, this.y, right, this.y, gray.rule);
      const style = row.bold ? strong : body;
      this.y -= totalsRowHeight;
      this.page.text(totalsLabelX, this.y + 4, row.label, { ...style, maxWidth: right - totalsLabelX - totalsValueWidth - cellGap });
      this.page.textRight(right - 4, this.y + 4, this.money(row.amount), { ...style, maxWidth: totalsValueWidth, shrink: true });
    }
  }

  private totalsRows(): { label: string; amount: number; bold?: boolean; ruleAbove?: boolean }[] {
    const { receipt, texts } = this;
    const rows = [
      { label: texts.net, amount: receipt.net },
      { label: texts.vatWithPercent(receipt.vatPercent), amount: receipt.vat },
      { label: texts.total, amount: receipt.total, bold: true, ruleAbove: true },
    ];
    if (receipt.refundedAmount <= 0) return rows;
    return [
      ...rows,
      { label: texts.refunded, amount: -receipt.refundedAmount },
      { label: texts.paidNetOfRefunds, amount: receipt.total - receipt.refundedAmount, bold: true, ruleAbove: true },
    ];
  }

  private drawStatus(): void {
    const { receipt, texts } = this;
    const rows: [string, string][] = [[texts.status, texts.statuses[receipt.status]]];
    if (receipt.creditNote) rows.push([texts.creditNote.reason, receipt.creditNote.reason]);
    if (receipt.paymentReference) rows.push([texts.paymentReference, receipt.paymentReference]);
    this.ensureSpace(14 + rows.length * (lineHeight + 1));
    this.y -= 14;
    for (const [name, value] of rows) {
      this.y -= lineHeight + 1;
      this.page.text(left, this.y, name, { ...label, maxWidth: statusValueX - left - cellGap });
      this.page.text(statusValueX, this.y, value, { ...body, maxWidth: right - statusValueX });
    }
  }

  /** Every page: a rule, thanks and page number, and the seller's identity. */
  private drawFooters(): void {
    const { seller } = this.receipt;
    const sellerLine = [seller.name, ...(seller.vatNumber ? [`${this.texts.vatNumber} ${seller.vatNumber}`] : []), seller.email].join(' · ');
    const small: TextStyle = { font: 'regular', size: 8, gray: gray.label };
    this.pages.forEach((page, index) => {
      page.line(left, 70, right, 70, gray.rule);
      page.text(left, 57, this.texts.thanks(seller.email), { ...small, maxWidth: 380 });
      page.textRight(right, 57, this.texts.page(index + 1, this.pages.length), small);
      page.text(left, 45, sellerLine, { ...small, maxWidth: right - left });
    });
  }
}
