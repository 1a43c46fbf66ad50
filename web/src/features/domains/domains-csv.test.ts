import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { DomainSummary } from '#shared/schemas/domains.ts';
import { catalogue as english } from '#web/lib/i18n-catalogue.en.ts';
import { catalogue as faroese } from '#web/lib/i18n-catalogue.fo.ts';
import { domainsCsv } from './domains-csv';

const texts = i18next.createInstance();
void texts.init({ resources: { fo: { translation: faroese }, en: { translation: english } }, lng: 'fo', interpolation: { escapeValue: false }, initAsync: false });

const domain: DomainSummary = {
  id: 'd1',
  name: 'jogvan.fo',
  status: 'expiring_soon',
  registered_at: '2025-12-20T10:00:00.000Z',
  expires_at: '2026-12-20T10:00:00.000Z',
  renewal_date: '2026-12-06T10:00:00.000Z',
  owner: { type: 'team', id: 't1', name: '=HYPERLINK("https://evil.example")' },
  name_server_mode: 'product',
  name_servers: [],
  transfer_lock: true,
  registration_lock: false,
  auto_renewal: false,
  payment_card_id: null,
};

/** The file's bytes as the browser saves them (a Blob of the string is UTF-8). */
const bytesOf = async (csv: string) => new Uint8Array(await new Blob([csv]).arrayBuffer());

describe('domainsCsv', () => {
  it('UTF-8 with a byte-order mark, `;` between cells, CRLF, dates YYYY-MM-DD, Faroese words; a formula-like owner made safe', async () => {
    const csv = domainsCsv([domain], texts.getFixedT('fo'), { shared: true });
    const bytes = await bytesOf(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('"Økisnavn";"Eigari";"Støða";"Gongur út";"Endurnýggjast";"Sjálvvirkandi endurnýggjan";"Flytilás"');
    expect(lines[1]).toBe('"jogvan.fo";"\'=HYPERLINK(""https://evil.example"")";"Gongur skjótt út";2026-12-20;2026-12-06;"Sløkt";"Tendrað"');
    expect(lines[2]).toBe('');
    expect(lines).toHaveLength(3);
  });

  it('in English, without the owner on the own list', () => {
    const [header, row] = domainsCsv([{ ...domain, name: '-minus.fo' }], texts.getFixedT('en'))
      .slice(1)
      .split('\r\n');
    expect(header).toBe('"Domain";"Status";"Expires";"Renewal date";"Auto-renewal";"Transfer lock"');
    expect(row).toBe('"\'-minus.fo";"Expiring soon";2026-12-20;2026-12-06;"Off";"On"');
  });
});
