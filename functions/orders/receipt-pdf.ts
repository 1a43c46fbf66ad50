import { deflateSync } from 'node:zlib';
import { formatDate, formatMoney } from '#shared/format.ts';
import type { Locale } from '#shared/locales.ts';
import { creditNoteTexts, receiptTexts, type ReceiptStatus, type ReceiptTexts } from './receipt-texts.ts';

/**
 * A receipt as a PDF 1.4 file, written by hand: the Lambda bundles have a 300 KB budget, so no
 * PDF library at run time. The text uses the standard Helvetica fonts with WinAnsiEncoding
 * (cp1252), which covers every Faroese letter; nothing is embedded, so a receipt is a few KB.
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
export function renderReceiptPdf(receipt: ReceiptDocument): Uint8Array {
  const texts = receipt.creditNote ? creditNoteTexts(receiptTexts[receipt.locale]) : receiptTexts[receipt.locale];
  const pages = new ReceiptLayout(receipt, texts).render();
  return writePdf(
    pages.map((page) => page.contentBytes()),
    { title: `${texts.title} ${receipt.receiptNumber}`, producer: 'Økisnavn', creationDate: new Date(receipt.issuedAt) },
  );
}

// ---------------------------------------------------------------------------------------------
// WinAnsiEncoding (Windows code page 1252)

/** cp1252's 0x80–0x9F block; 0xA0–0xFF equal Latin-1, and 0x81, 0x8D, 0x8F, 0x90, 0x9D are unused. */
const cp1252Extras: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);
const questionMark = 0x3f;
const ellipsis = 0x85;
const space = 0x20;

function winAnsiByte(codePoint: number): number {
  // A receipt field is one line: tabs and line breaks in user input become spaces.
  if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d) return space;
  if ((codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  return cp1252Extras.get(codePoint) ?? questionMark;
}

/**
 * Text as WinAnsi bytes, one byte per character; characters outside cp1252 become `?`. NFC
 * first, so a decomposed `ó` (o + combining accent) stays one letter.
 */
export function encodeWinAnsi(text: string): Uint8Array {
  return Uint8Array.from(text.normalize('NFC'), (character) => winAnsiByte(character.codePointAt(0) ?? questionMark));
}

// ---------------------------------------------------------------------------------------------
// Fonts and text widths

type Font = 'regular' | 'bold';

/**
 * Advance widths (1/1000 em) of WinAnsi codes 32–255, from Adobe's Helvetica and
 * Helvetica-Bold AFM files; codes cp1252 leaves unused carry the bullet's width, as readers
 * draw a bullet there.
 */
const helveticaWidths: readonly number[] = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667,
  722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556,
  278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 350, 556, 350, 222, 556, 333, 1000, 556, 556, 333,
  1000, 667, 333, 1000, 350, 611, 350, 350, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 350, 500, 667, 278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556,
  584, 333, 737, 333, 400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, 667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278,
  278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, 556, 556,
  556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500,
];

const helveticaBoldWidths: readonly number[] = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722,
  722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556,
  333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 350, 556, 350, 278, 556, 500, 1000, 556, 556, 333,
  1000, 667, 333, 1000, 350, 611, 350, 350, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 350, 500, 667, 278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556,
  584, 333, 737, 333, 400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, 722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278,
  278, 722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, 556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, 611, 611,
  611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556,
];

const fonts: Record<Font, { resource: string; baseFont: string; widths: readonly number[] }> = {
  regular: { resource: 'F1', baseFont: 'Helvetica', widths: helveticaWidths },
  bold: { resource: 'F2', baseFont: 'Helvetica-Bold', widths: helveticaBoldWidths },
};

function byteWidth(byte: number, font: Font): number {
  return fonts[font].widths[byte - 32] ?? 0;
}

/** The width in points of WinAnsi bytes set in `font` at `size`. */
function textWidth(bytes: Uint8Array, font: Font, size: number): number {
  let units = 0;
  for (const byte of bytes) units += byteWidth(byte, font);
  return (units * size) / 1000;
}

/** The bytes, or as many as fit in `maxWidth` followed by `…`. */
function fitText(bytes: Uint8Array, font: Font, size: number, maxWidth: number): Uint8Array {
  if (textWidth(bytes, font, size) <= maxWidth) return bytes;
  const budget = (maxWidth * 1000) / size - byteWidth(ellipsis, font);
  let used = 0;
  let end = 0;
  while (end < bytes.length && used + byteWidth(bytes[end] ?? space, font) <= budget) {
    used += byteWidth(bytes[end] ?? space, font);
    end += 1;
  }
  while (end > 0 && bytes[end - 1] === space) end -= 1; // no "word …"
  return Uint8Array.from([...bytes.subarray(0, end), ellipsis]);
}

// ---------------------------------------------------------------------------------------------
// PDF syntax

/** A string of PDF syntax as bytes; every character must be below 256. */
function latin1Bytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0xff) throw new RangeError(`Not a byte: U+${code.toString(16)}`);
    bytes[index] = code;
  }
  return bytes;
}

const parenthesisOpen = 0x28;
const parenthesisClose = 0x29;
const backslash = 0x5c;

/** A literal string `(…)` holding the bytes, with `(`, `)` and `\` escaped; as a byte string. */
function pdfLiteral(bytes: Uint8Array): string {
  let literal = '(';
  for (const byte of bytes) {
    if (byte === parenthesisOpen || byte === parenthesisClose || byte === backslash) literal += '\\';
    literal += String.fromCharCode(byte);
  }
  return `${literal})`;
}

/** A text string for the document information: UTF-16BE with a byte-order mark, in hex. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** `D:YYYYMMDDHHmmSSZ` in UTC. */
function pdfDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid receipt date');
  const digits = date.toISOString().slice(0, 19).replace(/\D/g, '');
  return `(D:${digits}Z)`;
}

/** A coordinate with at most 2 decimals, never in exponent notation. */
function num(value: number): string {
  return String(Number(value.toFixed(2)));
}

// ---------------------------------------------------------------------------------------------
// One page's drawing operators

interface TextStyle {
  font: Font;
  size: number;
  /** 0 is black, 1 white. */
  gray?: number;
  /** Wider text is cut with an ellipsis, or set smaller with `shrink` (amounts must never lose digits). */
  maxWidth?: number;
  shrink?: boolean;
}

interface FittedText {
  bytes: Uint8Array;
  size: number;
}

class PageCanvas {
  private readonly operators: string[] = [];

  /** Text with its left end at x on the baseline y. */
  text(x: number, y: number, text: string, style: TextStyle): void {
    this.show(x, y, fitToStyle(text, style), style);
  }

  /** Text with its right end at x: money columns line up on the last digit. */
  textRight(x: number, y: number, text: string, style: TextStyle): void {
    const fitted = fitToStyle(text, style);
    this.show(x - textWidth(fitted.bytes, style.font, fitted.size), y, fitted, style);
  }

  line(x1: number, y1: number, x2: number, y2: number, gray = 0, width = 0.5): void {
    this.operators.push(`${num(gray)} G ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
  }

  fillRect(x: number, y: number, width: number, height: number, gray: number): void {
    this.operators.push(`${num(gray)} g ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f 0 g`);
  }

  contentBytes(): Uint8Array {
    return latin1Bytes(this.operators.join('\n'));
  }

  private show(x: number, y: number, { bytes, size }: FittedText, style: TextStyle): void {
    const { resource } = fonts[style.font];
    this.operators.push(`BT ${num(style.gray ?? 0)} g /${resource} ${num(size)} Tf ${num(x)} ${num(y)} Td ${pdfLiteral(bytes)} Tj ET`);
  }
}

/** The text's bytes and font size after applying the style's `maxWidth`. */
function fitToStyle(text: string, { font, size, maxWidth, shrink }: TextStyle): FittedText {
  const bytes = encodeWinAnsi(text);
  if (maxWidth === undefined) return { bytes, size };
  if (!shrink) return { bytes: fitText(bytes, font, size, maxWidth), size };
  const width = textWidth(bytes, font, size);
  // Rounded down to the 2 decimals the content stream keeps, so the text never overruns.
  return { bytes, size: width > maxWidth ? Math.floor((size * maxWidth * 100) / width) / 100 : size };
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
  private page = new PageCanvas();
  private y = top;

  constructor(
    private readonly receipt: ReceiptDocument,
    private readonly texts: ReceiptTexts,
  ) {
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
    this.page = new PageCanvas();
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

// ---------------------------------------------------------------------------------------------
// The file: objects, cross-reference table, trailer

interface PdfInfo {
  title: string;
  producer: string;
  creationDate: Date;
}

/** Collects the file's bytes and remembers where each object starts, for the xref table. */
class PdfWriter {
  private readonly chunks: Uint8Array[] = [];
  private length = 0;
  private readonly offsets = new Map<number, number>();

  constructor() {
    // The comment's bytes above 127 tell transfer tools the file is binary.
    this.write('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n');
  }

  object(id: number, body: string): void {
    this.offsets.set(id, this.length);
    this.write(`${id} 0 obj\n${body}\nendobj\n`);
  }

  stream(id: number, data: Uint8Array): void {
    const compressed = deflateSync(data);
    this.offsets.set(id, this.length);
    this.write(`${id} 0 obj\n<< /Length ${compressed.length} /Filter /FlateDecode >>\nstream\n`);
    this.write(compressed);
    this.write('\nendstream\nendobj\n');
  }

  finish(rootId: number, infoId: number): Uint8Array {
    const xrefOffset = this.length;
    const size = Math.max(...this.offsets.keys()) + 1;
    this.write(`xref\n0 ${size}\n${this.xrefEntries(size)}`);
    this.write(`trailer\n<< /Size ${size} /Root ${rootId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
    return this.concat();
  }

  /** Fixed 20-byte entries: offset, generation, in use (`n`) or free (`f`), two-byte line end. */
  private xrefEntries(size: number): string {
    let entries = '0000000000 65535 f \n';
    for (let id = 1; id < size; id += 1) {
      const offset = this.offsets.get(id);
      if (offset === undefined) throw new Error(`PDF object ${id} was never written`);
      entries += `${String(offset).padStart(10, '0')} 00000 n \n`;
    }
    return entries;
  }

  private write(data: string | Uint8Array): void {
    const bytes = typeof data === 'string' ? latin1Bytes(data) : data;
    this.chunks.push(bytes);
    this.length += bytes.length;
  }

  private concat(): Uint8Array {
    const file = new Uint8Array(this.length);
    let position = 0;
    for (const chunk of this.chunks) {
      file.set(chunk, position);
      position += chunk.length;
    }
    return file;
  }
}

const catalogId = 1;
const pagesId = 2;
const fontIds: Record<Font, number> = { regular: 3, bold: 4 };
const infoId = 5;
const firstPageId = 6;

function fontObject(font: Font): string {
  return `<< /Type /Font /Subtype /Type1 /BaseFont /${fonts[font].baseFont} /Encoding /WinAnsiEncoding >>`;
}

/** Object numbers: 1 catalog, 2 page tree, 3–4 fonts, 5 info, then a page and its content per page. */
function writePdf(contents: Uint8Array[], info: PdfInfo): Uint8Array {
  const pageIds = contents.map((_, index) => firstPageId + 2 * index);
  const writer = new PdfWriter();
  writer.object(catalogId, `<< /Type /Catalog /Pages ${pagesId} 0 R >>`);
  writer.object(pagesId, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
  writer.object(fontIds.regular, fontObject('regular'));
  writer.object(fontIds.bold, fontObject('bold'));
  writer.object(infoId, `<< /Title ${pdfTextString(info.title)} /Producer ${pdfTextString(info.producer)} /CreationDate ${pdfDate(info.creationDate)} >>`);
  const fontRefs = (['regular', 'bold'] as const).map((font) => `/${fonts[font].resource} ${fontIds[font]} 0 R`).join(' ');
  const resources = `<< /Font << ${fontRefs} >> /ProcSet [/PDF /Text] >>`;
  contents.forEach((content, index) => {
    const pageId = pageIds[index] ?? firstPageId;
    writer.object(pageId, `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources ${resources} /Contents ${pageId + 1} 0 R >>`);
    writer.stream(pageId + 1, content);
  });
  return writer.finish(catalogId, infoId);
}
