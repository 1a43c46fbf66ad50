import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate } from '#shared/format.ts';
import { countries } from '#shared/countries-data.ts';
import { createCountryRepository, createSettingsRepository } from '#functions/adapters/dynamodb/settings-repository.ts';
import { defaultSettings } from '#shared/default-settings.ts';
import { seedReferenceData } from '#functions/settings/seed-reference-data.ts';
import { localSeller } from '#infra/local/runtime.ts';
import { putItem } from '#functions/adapters/dynamodb/commands/put.ts';
import { orderEntity } from '#functions/adapters/dynamodb/order-entities.ts';
import { createReceiptRepository } from '#functions/adapters/dynamodb/receipt-repository.ts';
import { issueReceipt } from '#functions/orders/issue-receipt.ts';
import { composeReceipts } from '#functions/orders/receipt-wiring.ts';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';
import { buyDomain, checkout, freshName, pay, settled } from './purchases.ts';

/**
 * The receipt PDF as the buyer downloads it (issue 13): the seller's name, address and V-tal as
 * the settings hold them (the deployment's, saved by the seed), the buyer's country by name in
 * the receipt's language, and each name's new expiry on its line. Read back with pdf.js.
 * Receipts are bookkeeping documents (issue 17): issued once when the order settles, numbered from
 * one unbroken sequence, kept, and served as the same bytes at every download.
 */
const portal = usePortal();
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
const settings = () => createSettingsRepository(portal.runtime.table);

const receipts = () => createReceiptRepository(portal.runtime.table);

async function receiptBytes(token: string, orderId: string, language: 'fo' | 'en'): Promise<{ bytes: Uint8Array; filename: string }> {
  const answer = await portal.call('GET', `/orders/${orderId}/receipt?language=${language}`, { token });
  expect(answer.status).toBe(200);
  const filename = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? '';
  return { bytes: new Uint8Array(answer.body as Uint8Array), filename };
}

/** A settled order (one name registered) of a buyer who is not in the table, written straight to it. */
async function settledOrder(): Promise<string> {
  const orderId = randomUUID();
  const now = new Date().toISOString();
  await putItem(orderEntity(portal.runtime.table))({
    orderId,
    kind: 'registration',
    ownerType: 'user',
    ownerId: randomUUID(),
    buyerId: randomUUID(),
    buyerEmail: 'sequence@example.com',
    locale: 'fo',
    status: 'registered',
    years: 1,
    items: [
      {
        domain: `rad-${orderId.slice(0, 8)}.fo`,
        years: 1,
        unitPrice: 10000,
        net: 10000,
        vat: 2500,
        total: 12500,
        status: 'registered',
        domainId: randomUUID(),
        failureReason: null,
      },
    ],
    net: 10000,
    vat: 2500,
    vatPercent: 25,
    total: 12500,
    refundedAmount: 0,
    currency: 'DKK',
    paymentId: `pi_${orderId}`,
    idempotencyKey: randomUUID(),
    createdAt: now,
    updatedAt: now,
    paidAt: now,
    version: 3,
  });
  return orderId;
}

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

  it('is issued once, when the order settles: a number of the sequence, the buyer and the seller of that day; every later download serves the same bytes after the profile and the settings change', async () => {
    const { token } = await newAccount(portal);
    const { name } = await buyDomain(portal, token);
    const orderId = await onlyOrder(token);
    await portal.runtime.bus.drain();
    // The receipts consumer issued it on `order.settled`: no download needed.
    const issued = await receipts().get(orderId);
    expect(issued).toMatchObject({ orderId, receiptNumber: expect.stringMatching(/^\d{6,}$/) });
    expect(issued!.receiptNumber).toBe(String(issued!.sequenceNumber).padStart(6, '0'));

    const first = { fo: await receiptBytes(token, orderId, 'fo'), en: await receiptBytes(token, orderId, 'en') };
    expect(first.fo.filename).toBe(`kvittan-${issued!.receiptNumber}.pdf`);
    expect(first.en.filename).toBe(`receipt-${issued!.receiptNumber}.pdf`);
    const text = await receiptText(token, orderId, 'fo');
    expect(text).toContain(issued!.receiptNumber);
    expect(text).toContain(name);

    // The buyer moves and the seller changes its details: the receipt issued before stays as it was.
    const moved = await portal.call('PATCH', '/users/me', { token, body: { street: 'Nýggjastovuvegur 9', zip: '110', city: 'Tórshavn', country_code: 'FO' } });
    expect(moved.status).toBe(200);
    await settings().saveSeller({ name: 'Annað Felag Sp/f', address_lines: ['Gøta 7', '510 Gøta'], country_code: 'FO', vat_number: '654321' });
    const again = { fo: await receiptBytes(token, orderId, 'fo'), en: await receiptBytes(token, orderId, 'en') };
    expect(Buffer.from(again.fo.bytes).equals(Buffer.from(first.fo.bytes))).toBe(true);
    expect(Buffer.from(again.en.bytes).equals(Buffer.from(first.en.bytes))).toBe(true);
    const later = await receiptText(token, orderId, 'fo');
    expect(later).toContain(localSeller.name);
    expect(later).not.toContain('Annað Felag Sp/f');
    expect(later).not.toContain('Nýggjastovuvegur 9');
    expect(await receipts().get(orderId)).toEqual(issued);

    // A receipt issued after the change has the new seller (and the next number).
    const other = await newAccount(portal);
    await buyDomain(portal, other.token);
    const otherOrder = await onlyOrder(other.token);
    expect(await receiptText(other.token, otherOrder, 'fo')).toContain('V-tal 654321');
    expect((await receipts().get(otherOrder))!.sequenceNumber).toBeGreaterThan(issued!.sequenceNumber);

    // The seed a deploy runs saves the deployment's seller over the saved one, and keeps the other settings; the countries, saved at start, are not written again.
    const seeded = await seedReferenceData({ settings: settings(), countries: createCountryRepository(portal.runtime.table) }, defaultSettings, countries, localSeller);
    expect(seeded).toMatchObject({ settingsCreated: false, sellerSaved: true, countriesSaved: 0 });
    expect(await settings().get()).toMatchObject({ seller: localSeller, price_per_year: defaultSettings.price_per_year });
  });

  it('an order not settled has no receipt yet (404), and none is numbered for it', async () => {
    const { token } = await newAccount(portal);
    const placed = await checkout(portal, token, { domains: [freshName('kvittan')] });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const before = await receipts().lastSequenceNumber();
    expect((await portal.call('GET', `/orders/${placed.body.data.id}/receipt?language=fo`, { token })).status).toBe(404);
    expect(await receipts().get(placed.body.data.id)).toBeNull();
    expect(await receipts().lastSequenceNumber()).toBe(before);
  });
});

describe('receipt numbers', () => {
  it('are one unbroken sequence: 40 receipts issued at once take the next 40 numbers, each once; issuing again changes nothing', async () => {
    const count = 40;
    const orderIds = await Promise.all(Array.from({ length: count }, () => settledOrder()));
    const ports = composeReceipts(portal.runtime.composition.config, portal.runtime.composition.local);
    const before = await receipts().lastSequenceNumber();

    const issued = await Promise.all(orderIds.map((orderId) => issueReceipt(orderId, ports)));
    const numbers = issued.map((receipt) => receipt!.sequenceNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: count }, (_, index) => before + 1 + index));
    expect(await receipts().lastSequenceNumber()).toBe(before + count);

    // A redelivered event or a download racing the consumer: the same receipts, no number used.
    const again = await Promise.all(orderIds.map((orderId) => issueReceipt(orderId, ports)));
    expect(again.map((receipt) => receipt!.receiptNumber)).toEqual(issued.map((receipt) => receipt!.receiptNumber));
    expect(await receipts().lastSequenceNumber()).toBe(before + count);
  });
});
