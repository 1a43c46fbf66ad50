import { describe, expect, it } from 'vitest';
import type { Invoice } from '#shared/schemas/admin-orders.ts';
import { invoicesCsv } from './invoices.ts';

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  number: '000001',
  kind: 'receipt',
  issued_at: '2026-07-01T23:30:00.000Z',
  order_id: 'order-1',
  buyer_name: 'Jógvan Brúkari',
  buyer_email: 'jogvan@example.fo',
  net: 100000,
  vat: 25000,
  total: 125000,
  credits_number: null,
  ...overrides,
});

describe("the accountant's CSV", () => {
  it('is UTF-8 with a byte-order mark, `;` between cells, CRLF lines, by number, with the column names in the language asked', () => {
    const csv = invoicesCsv([invoice({ number: '000002', kind: 'credit_note', net: -100000, vat: -25000, total: -125000, credits_number: '000001' }), invoice({})], 'fo');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Nummar";"Slag";"Dagfesting";"Keypari";"Teldupostur";"Uttan MVG";"MVG";"Tilsamans";"Bílegging";"Viðvíkur kvittan"',
      // 23:30 UTC on 1 July is 2 July in the Faroe Islands (summer time).
      '"000001";"Kvittan";2026-07-02;"Jógvan Brúkari";"jogvan@example.fo";1000,00;250,00;1250,00;"order-1";',
      '"000002";"Kreditnota";2026-07-02;"Jógvan Brúkari";"jogvan@example.fo";-1000,00;-250,00;-1250,00;"order-1";"000001"',
      '',
    ]);
    expect(invoicesCsv([], 'en').slice(1).split('\r\n')[0]).toBe('"Number";"Kind";"Date";"Buyer";"E-mail";"Net";"VAT";"Total";"Order";"Credits receipt"');
  });

  it('quotes text cells (quotes doubled) and defuses what a spreadsheet would run as a formula', () => {
    const [, row] = invoicesCsv([invoice({ buyer_name: '=HYPERLINK("x")', buyer_email: '+45@example.com', net: 5, vat: 1, total: 6 })], 'en')
      .slice(1)
      .split('\r\n');
    expect(row).toBe('"000001";"Receipt";2026-07-02;"\'=HYPERLINK(""x"")";"\'+45@example.com";0,05;0,01;0,06;"order-1";');
  });
});
