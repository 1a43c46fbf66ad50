import { formatDate } from './format.ts';

/**
 * CSV files for spreadsheets and bookkeeping programs set up for Danish and Faroese (the admin accountant's
 * invoices, the domain lists, the receipts): UTF-8 with a byte-order mark (so Excel reads the Faroese letters),
 * `;` between cells, a decimal comma, CRLF line ends, text cells quoted and made formula-safe.
 */

/** A text cell: quoted, quotes doubled, and a leading `= + - @` (a spreadsheet formula), tab or carriage return defused with `'`. */
export function csvTextCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Øre as kroner with two decimals and a decimal comma (`1250,00`, `-12,50`). */
export function csvAmount(ore: number): string {
  return `${ore < 0 ? '-' : ''}${Math.floor(Math.abs(ore) / 100)},${String(Math.abs(ore) % 100).padStart(2, '0')}`;
}

/** `DD.MM.YYYY` in Atlantic/Faroe → `YYYY-MM-DD`, which every spreadsheet and bookkeeping program reads as a date. */
export function csvDay(instant: string): string {
  const [day, month, year] = formatDate(instant).split('.');
  return `${year}-${month}-${day}`;
}

/** The file: the byte-order mark, the header's names as text cells, then the rows (cells already made), `;` and CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header.map(csvTextCell), ...rows].map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}
