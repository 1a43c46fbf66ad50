import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/schemas/orders.ts';
import { catalogue as english } from '#web/lib/i18n-catalogue.en.ts';
import { catalogue as faroese } from '#web/lib/i18n-catalogue.fo.ts';
import { receiptsCsv } from './receipts-csv';

const texts = i18next.createInstance();
void texts.init({ resources: { fo: { translation: faroese }, en: { translation: english } }, lng: 'fo', interpolation: { escapeValue: false }, initAsync: false });

/** The file's bytes as the browser saves them (a Blob of the string is UTF-8). */
const bytesOf = async (csv: string) => new Uint8Array(await new Blob([csv]).arrayBuffer());

describe('receiptsCsv', () => {
  it('amounts in kroner with a decimal comma, the order’s names in one cell, a refund', async () => {
    const order = {
      id: 'o-1',
      kind: 'renewal',
      status: 'registered',
      items: [
        { domain: 'a.fo', years: 1, unit_price: 10000, net: 10000, vat: 2500, total: 12500, status: 'registered', domain_id: 'd1', failure_reason: null },
        { domain: '@b.fo', years: 1, unit_price: 10000, net: 10000, vat: 2500, total: 12500, status: 'refunded', domain_id: 'd2', failure_reason: 'registry_rejected' },
      ],
      net: 20000,
      vat: 5000,
      vat_percent: 25,
      total: 25000,
      refunded_amount: 12500,
      created_at: '2026-12-07T01:00:00.000Z',
    } as unknown as Order;
    const bytes = await bytesOf(receiptsCsv([order], texts.getFixedT('en')));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row] = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(header).toBe('"Date";"Order";"Domains";"Net";"VAT";"Total incl. VAT";"Status";"Reason";"Refunded"');
    expect(row).toMatch(/^2026-12-07;"o-1";"a\.fo, @b\.fo";200,00;50,00;250,00;"[^"]+";"[^"]+";125,00$/);
  });
});
