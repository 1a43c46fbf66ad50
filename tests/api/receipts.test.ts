import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate } from '#shared/format.ts';
import { countries } from '#shared/countries-data.ts';
import { createCountryRepository, createSettingsRepository } from '#functions/adapters/dynamodb/settings-repository.ts';
import { defaultSettings } from '#functions/settings/default-settings.ts';
import { seedReferenceData } from '#functions/settings/seed-reference-data.ts';
import { localSeller } from '#infra/local/runtime.ts';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';
import { buyDomain, pay, settled } from './purchases.ts';

/**
 * The receipt PDF as the buyer downloads it (issue 13): the seller's name, address and V-tal as
 * the settings hold them (the deployment's, saved by the seed), the buyer's country by name in
 * the receipt's language, and each name's new expiry on its line. Read back with pdf.js.
 */
const portal = usePortal();
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
const settings = () => createSettingsRepository(portal.runtime.table);

async function receiptText(token: string, orderId: string, language: 'fo' | 'en'): Promise<string> {
  const answer = await portal.call('GET', `/orders/${orderId}/receipt?language=${language}`, { token });
  expect(answer.status).toBe(200);
  const document = await getDocument({ data: new Uint8Array(answer.body as Uint8Array), standardFontDataUrl, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

/** The order that registered the name (the buyer's only one). */
async function onlyOrder(token: string): Promise<string> {
  const orders = (await portal.call('GET', '/orders', { token })).body.data as { id: string }[];
  expect(orders).toHaveLength(1);
  return orders[0]!.id;
}

afterAll(async () => {
  // Leave the runtime's seller as its configuration says, for whatever runs after.
  await settings().saveSeller(localSeller);
});

describe('the receipt PDF', () => {
  it('names the seller from the settings (never a placeholder), the buyer’s country by name and the name’s new expiry, in Faroese and English', async () => {
    // An abroad buyer in Denmark (accounts.ts): the receipt names the country, not "DK".
    const { token } = await newAccount(portal);
    const { name, domainId } = await buyDomain(portal, token, undefined, 2);
    const orderId = await onlyOrder(token);
    const expires = (await portal.call('GET', `/domains/${domainId}`, { token })).body.data.expires_at as string;

    const fo = await receiptText(token, orderId, 'fo');
    expect(fo).toContain(localSeller.name);
    expect(fo).toContain('Undir Bakka 1');
    expect(fo).toContain('100 Tórshavn');
    expect(fo).toContain('V-tal 123456');
    expect(fo).not.toContain('000000');
    expect(fo).toContain('Føroyar');
    expect(fo).toContain('Danmark');
    expect(fo).not.toMatch(/\bDK\b/);
    expect(fo).toContain(`${name} (2 ár)`);
    expect(fo).toContain(`Gongur út ${formatDate(expires)}`);

    const en = await receiptText(token, orderId, 'en');
    expect(en).toContain('VAT no. 123456');
    expect(en).toContain('Faroe Islands');
    expect(en).toContain('Denmark');
    expect(en).toContain(`Expires ${formatDate(expires)}`);
  });

  it('a renewal’s receipt gives the name’s expiry after the renewal', async () => {
    const { token } = await newAccount(portal);
    const { domainId } = await buyDomain(portal, token);
    const placed = await portal.call('POST', `/domains/${domainId}/renewals`, { token, language: 'en', body: { years: 3 }, headers: { 'idempotency-key': randomUUID() } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await pay(placed.body.data.checkout_url);
    expect((await settled(portal, token, placed.body.data.id)).status).toBe('registered');
    const renewedTo = (await portal.call('GET', `/domains/${domainId}`, { token })).body.data.expires_at as string;
    const text = await receiptText(token, placed.body.data.id, 'en');
    expect(text).toContain(`Expires ${formatDate(renewedTo)}`);
  });

  it('the seller is read from the settings at each download: another saved seller is the one shown, and the deployment’s seed sets it back', async () => {
    const { token } = await newAccount(portal);
    await buyDomain(portal, token);
    const orderId = await onlyOrder(token);
    await settings().saveSeller({ name: 'Annað Felag Sp/f', address_lines: ['Gøta 7', '510 Gøta'], country_code: 'FO', vat_number: '654321' });
    const changed = await receiptText(token, orderId, 'fo');
    expect(changed).toContain('Annað Felag Sp/f');
    expect(changed).toContain('510 Gøta');
    expect(changed).toContain('V-tal 654321');
    expect(changed).not.toContain(localSeller.name);

    // The seed a deploy runs saves the deployment's seller over the saved one, and keeps the other settings.
    const seeded = await seedReferenceData({ settings: settings(), countries: createCountryRepository(portal.runtime.table) }, defaultSettings, countries, localSeller);
    expect(seeded).toMatchObject({ settingsCreated: false, sellerSaved: true });
    expect(await settings().get()).toMatchObject({ seller: localSeller, price_per_year: defaultSettings.price_per_year });
    expect(await receiptText(token, orderId, 'fo')).toContain('V-tal 123456');
  });
});
