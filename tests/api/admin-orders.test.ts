import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { formatDate } from '#shared/format.ts';
import { addYears } from '#shared/renewal.ts';
import { createActivityRepository } from '#functions/adapters/dynamodb/activity-repository.ts';
import { newAccount } from './accounts.ts';
import { type Json, usePortal } from './portal.ts';
import { buyDomain, checkout, freshName, pay, settled } from './purchases.ts';

/**
 * Orders and invoices in the administration area (issue 17): the list by status and period with
 * its totals, marking an order paid by hand (once, however often and however concurrently it is
 * asked: one payment, one registration), refunding with a credit note numbered in the receipts'
 * sequence, the issued documents of a period and the accountant's CSV; every action in the
 * activity log with the administrator as actor and the reason.
 */
const portal = usePortal();
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');
const admin = () => portal.tokens.admin;

/** Today as `YYYY-MM-DD` in Atlantic/Faroe (the runtime's clock is not moved in this file). */
function today(): string {
  const [day, month, year] = formatDate(new Date()).split('.');
  return `${year}-${month}-${day}`;
}

async function adminId(): Promise<string> {
  return (await portal.call('GET', '/users/me', { token: admin() })).body.data.id as string;
}

async function dev<T = Json>(path: string): Promise<T> {
  return (await (await fetch(`${portal.runtime.url}${path}`)).json()) as T;
}

/** A buyer's pending order for a fresh name (not paid). */
async function pendingOrder(token: string, name = freshName('adm')): Promise<{ id: string; name: string; total: number }> {
  const placed = await checkout(portal, token, { domains: [name] });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { id: placed.body.data.id, name, total: placed.body.data.total };
}

/** A buyer's order paid on the simulator's page and settled (registered), with its receipt issued. */
async function paidOrder(token: string): Promise<{ id: string; name: string; total: number; paymentId: string }> {
  const order = await pendingOrder(token);
  await pay((await portal.call('GET', `/orders/${order.id}`, { token })).body.data.checkout_url);
  const done = await settled(portal, token, order.id);
  expect(done.status).toBe('registered');
  await portal.runtime.bus.drain();
  return { ...order, paymentId: done.provider_invoice_id };
}

async function activityOf(orderId: string) {
  await portal.runtime.bus.drain();
  return (await createActivityRepository(portal.runtime.table).pageBySubject(`order:${orderId}`, 1, 50)).entries;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes, standardFontDataUrl, verbosity: 0 }).promise;
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

const filenameOf = (answer: { headers: Headers }) => /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? '';

describe('the orders list', () => {
  it('finds the orders of a period by status, a page at a time without repeats, with the totals of every order the filter finds', async () => {
    const buyer = await newAccount(portal);
    const pending = [await pendingOrder(buyer.token), await pendingOrder(buyer.token), await pendingOrder(buyer.token)];
    const paid = await paidOrder(buyer.token);
    const period = `from=${today()}&to=${today()}`;

    const seen: Json[] = [];
    let cursor: string | null = null;
    let totals: Json;
    do {
      const answer: { status: number; body: Json } = await portal.call(
        'GET',
        `/admin/orders?${period}&status=pending&per_page=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: admin() },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.data.length).toBeLessThanOrEqual(2);
      seen.push(...answer.body.data.data);
      totals = answer.body.data.totals;
      cursor = answer.body.data.links.next;
    } while (cursor);
    const ids = seen.map((order) => order.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(pending.map((order) => order.id)));
    expect(ids).not.toContain(paid.id);
    expect(seen.every((order) => order.status === 'pending')).toBe(true);
    // Newest first.
    expect(seen.map((order) => order.created_at)).toEqual([...seen.map((order) => order.created_at)].sort().reverse());
    expect(totals).toEqual({
      count: seen.length,
      net: seen.reduce((sum, order) => sum + order.net, 0),
      vat: seen.reduce((sum, order) => sum + order.vat, 0),
      total: seen.reduce((sum, order) => sum + order.total, 0),
      paid: 0,
      refunded: 0,
      awaiting_payment: seen.reduce((sum, order) => sum + order.total, 0),
    });
    expect(seen.find((order) => order.id === pending[0]!.id)).toMatchObject({ owner_id: buyer.userId, buyer_email: buyer.email, manual_payment: null, admin_refund: null });

    // Every status: the paid one too; a period before today finds none of them.
    const all = await portal.call('GET', `/admin/orders?${period}&per_page=100`, { token: admin() });
    expect(all.body.data.data.map((order: Json) => order.id)).toEqual(expect.arrayContaining([...pending.map((order) => order.id), paid.id]));
    expect(all.body.data.totals.count).toBe(all.body.data.data.length);
    // Paid, refunded and awaiting payment apart, over every status found.
    const sumOf = (statuses: string[]) => all.body.data.data.filter((order: Json) => statuses.includes(order.status)).reduce((sum: number, order: Json) => sum + order.total, 0);
    expect(all.body.data.totals.paid).toBe(sumOf(['paid', 'registered', 'refunded']));
    expect(all.body.data.totals.paid).toBeGreaterThanOrEqual(paid.total);
    expect(all.body.data.totals.awaiting_payment).toBe(sumOf(['pending']));
    // A cursor from outside the period finds nothing (no error).
    const outside = await portal.call('GET', `/admin/orders?${period}&cursor=2000-01-01T00%3A00%3A00.000Z%23x`, { token: admin() });
    expect(outside.body.data.data).toEqual([]);
    const invoicesOutside = await portal.call('GET', `/admin/invoices?${period}&cursor=2999-01-01T00%3A00%3A00.000Z%23x`, { token: admin() });
    expect(invoicesOutside.body.data).toEqual({ data: [], links: { next: null } });
    const before = await portal.call('GET', '/admin/orders?from=2020-01-01&to=2020-01-31', { token: admin() });
    expect(before.body.data).toEqual({ data: [], totals: { count: 0, net: 0, vat: 0, total: 0, paid: 0, refunded: 0, awaiting_payment: 0 }, links: { next: null } });
  });

  it('refuses a period that is not one, in Faroese and in English', async () => {
    const fo = await portal.call('GET', '/admin/orders?from=2026-11-30&to=2026-11-01', { token: admin(), language: 'fo' });
    expect(fo.status).toBe(422);
    expect(fo.body.error.fields).toEqual({ to: expect.stringContaining('tíðarskeiðið') });
    const en = await portal.call('GET', '/admin/orders?from=2026-11-01&to=2027-12-01', { token: admin(), language: 'en' });
    expect(en.status).toBe(422);
    expect(en.body.error.fields).toEqual({ to: expect.stringMatching(/at most a year apart/) });
    const missing = await portal.call('GET', '/admin/invoices?from=2026-11-01', { token: admin(), language: 'en' });
    expect(missing.body.error.fields).toEqual({ to: 'This is a required field.' });
  });
});

describe('marking an order paid', () => {
  it('twice, and twice at once, records one payment and registers the name once, as a provider payment would; logged with the administrator and the reason', async () => {
    const buyer = await newAccount(portal);
    const order = await pendingOrder(buyer.token);
    const reason = 'Paid by bank transfer 2026-11-26';
    const marks = await Promise.all([1, 2, 3].map(() => portal.call('POST', `/admin/orders/${order.id}/mark-paid`, { token: admin(), body: { reason } })));
    expect(marks.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(marks[0]!.body.data).toMatchObject({ id: order.id, manual_payment: { by: await adminId(), reason } });

    const done = await settled(portal, buyer.token, order.id);
    // Paid by hand: no provider payment (nothing there to refund).
    expect(done).toMatchObject({ status: 'registered', provider_invoice_id: null, paid_at: expect.any(String) });
    const again = await portal.call('POST', `/admin/orders/${order.id}/mark-paid`, { token: admin(), body: { reason: 'once more' } });
    expect(again.status).toBe(200);
    expect(again.body.data.manual_payment.reason).toBe(reason);
    await portal.runtime.bus.drain();

    const domains = (await portal.call('GET', '/domains', { token: buyer.token })).body.data as { name: string }[];
    expect(domains.filter((domain) => domain.name === order.name)).toHaveLength(1);
    const registry = await dev<{ data: { domains: { name: string }[] } }>('/dev/registry');
    expect(registry.data.domains.filter((domain) => domain.name === order.name)).toHaveLength(1);
    const entries = await activityOf(order.id);
    expect(entries.filter((entry) => entry.activity === 'order.paid')).toHaveLength(1);
    expect(entries.filter((entry) => entry.activity === 'order.marked-paid')).toEqual([
      expect.objectContaining({ actor: await adminId(), actorKind: 'admin', details: { reason, amount: order.total } }),
    ]);
    expect(entries.filter((entry) => entry.activity === 'order.settled')).toHaveLength(1);
    // The receipt as for any settled order.
    expect((await portal.call('GET', `/orders/${order.id}/receipt?language=en`, { token: buyer.token })).status).toBe(200);
  });

  it('renews a domain whose renewal order is marked paid, as a paid renewal does: the registry and the domain expire a year later', async () => {
    const buyer = await newAccount(portal);
    const { name, domainId } = await buyDomain(portal, buyer.token);
    const before = (await portal.call('GET', `/domains/${domainId}`, { token: buyer.token })).body.data;
    const placed = await portal.call('POST', `/domains/${domainId}/renewals`, {
      token: buyer.token,
      body: { years: 1 },
      headers: { 'idempotency-key': `admin-renewal-${domainId}` },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await portal.call('POST', `/admin/orders/${placed.body.data.id}/mark-paid`, { token: admin(), body: { reason: 'Paid at the counter' } })).status).toBe(200);
    const done = await settled(portal, buyer.token, placed.body.data.id);
    expect(done).toMatchObject({ kind: 'renewal', status: 'registered', refunded_amount: 0 });
    const expected = addYears(before.expires_at, 1).toISOString().slice(0, 10);
    const after = (await portal.call('GET', `/domains/${domainId}`, { token: buyer.token })).body.data;
    expect(after.expires_at.slice(0, 10)).toBe(expected);
    expect(portal.runtime.registry.domain(name)!.expiresAt.slice(0, 10)).toBe(expected);
  });

  it('refuses an order that is not waiting for a payment, and a missing reason, in the caller’s language', async () => {
    const buyer = await newAccount(portal);
    const paid = await paidOrder(buyer.token);
    const refused = await portal.call('POST', `/admin/orders/${paid.id}/mark-paid`, { token: admin(), body: { reason: 'Already paid?' }, language: 'fo' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'order_not_payable', message: expect.stringContaining('merkjast goldin') });
    const order = await pendingOrder(buyer.token);
    const noReason = await portal.call('POST', `/admin/orders/${order.id}/mark-paid`, { token: admin(), body: { reason: ' ' }, language: 'en' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.fields).toEqual({ reason: 'Write the reason (3 to 500 characters).' });
    expect((await portal.call('GET', `/orders/${order.id}`, { token: buyer.token })).body.data.status).toBe('pending');
  });
});

describe('refunding an order', () => {
  it('refunds at the provider once, issues a credit note numbered after the receipt that credits it, and logs it with the administrator and the reason', async () => {
    const buyer = await newAccount(portal);
    const order = await paidOrder(buyer.token);
    const receipt = await portal.call('GET', `/admin/orders/${order.id}/receipt?language=en`, { token: admin() });
    expect(receipt.status).toBe(200);
    const receiptNumber = /receipt-(\d+)\.pdf/.exec(filenameOf(receipt))![1]!;

    const reason = 'The buyer regretted within 14 days';
    const [first, second] = await Promise.all([
      portal.call('POST', `/admin/orders/${order.id}/refund`, { token: admin(), body: { reason } }),
      portal.call('POST', `/admin/orders/${order.id}/refund`, { token: admin(), body: { reason } }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.data).toMatchObject({
      status: 'refunded',
      refunded_amount: order.total,
      admin_refund: { reason, amount: order.total, refund_id: expect.stringMatching(/^re_/) },
    });

    const state = await dev<{ refunds: { payment_intent: string; amount: number }[] }>('/dev/pay/state.json');
    expect(state.refunds.filter((refund) => refund.payment_intent === order.paymentId)).toEqual([expect.objectContaining({ amount: order.total })]);

    const note = await portal.call('GET', `/admin/orders/${order.id}/credit-note?language=en`, { token: admin() });
    expect(note.status).toBe(200);
    const noteNumber = /credit-note-(\d+)\.pdf/.exec(filenameOf(note))![1]!;
    expect(Number(noteNumber)).toBeGreaterThan(Number(receiptNumber));
    const noteBytes = (note.body as Uint8Array).slice(); // pdf.js takes over the buffer it reads
    const text = await pdfText(note.body as Uint8Array);
    expect(text).toContain('Credit note');
    expect(text).toMatch(new RegExp(`For receipt +${receiptNumber}`));
    expect(text).toContain(reason);
    expect(text).toContain(order.name);
    expect(text).toMatch(/DKK -\d/);
    const noteFo = await portal.call('GET', `/admin/orders/${order.id}/credit-note?language=fo`, { token: admin() });
    expect(filenameOf(noteFo)).toBe(`kreditnota-${noteNumber}.pdf`);
    expect(await pdfText(noteFo.body as Uint8Array)).toContain('Kreditnota');
    // Kept: the same bytes at the next download.
    expect((await portal.call('GET', `/admin/orders/${order.id}/credit-note?language=en`, { token: admin() })).body).toEqual(noteBytes);

    const entries = await activityOf(order.id);
    expect(entries.filter((entry) => entry.activity === 'order.refunded-by-admin')).toEqual([
      expect.objectContaining({ actor: await adminId(), actorKind: 'admin', details: expect.objectContaining({ reason, amount: order.total }) }),
    ]);

    // Both documents are among the period's invoices, and in the accountant's CSV.
    const invoices = await portal.call('GET', `/admin/invoices?from=${today()}&to=${today()}&per_page=100`, { token: admin() });
    expect(invoices.status).toBe(200);
    const ofOrder = (invoices.body.data.data as Json[]).filter((invoice) => invoice.order_id === order.id);
    expect(ofOrder).toEqual([
      expect.objectContaining({ number: receiptNumber, kind: 'receipt', total: order.total, credits_number: null }),
      expect.objectContaining({ number: noteNumber, kind: 'credit_note', total: -order.total, credits_number: receiptNumber }),
    ]);
    const csv = await portal.call('GET', `/admin/invoices/export?from=${today()}&to=${today()}`, { token: admin() });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = csv.body as Uint8Array;
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('"Nummar";"Slag";"Dagfesting";"Keypari";"Teldupostur";"Uttan MVG";"MVG";"Tilsamans";"Bílegging";"Viðvíkur kvittan"');
    const kroner = (ore: number) => `${ore < 0 ? '-' : ''}${Math.floor(Math.abs(ore) / 100)},${String(Math.abs(ore) % 100).padStart(2, '0')}`;
    const receiptLine = lines.find((line) => line.startsWith(`"${receiptNumber}"`))!;
    const noteLine = lines.find((line) => line.startsWith(`"${noteNumber}"`))!;
    expect(receiptLine.split(';')).toEqual([
      `"${receiptNumber}"`,
      '"Kvittan"',
      today(),
      expect.any(String),
      `"${buyer.email}"`,
      expect.any(String),
      expect.any(String),
      kroner(order.total),
      `"${order.id}"`,
      '',
    ]);
    expect(noteLine.split(';')).toEqual([
      `"${noteNumber}"`,
      '"Kreditnota"',
      today(),
      expect.any(String),
      `"${buyer.email}"`,
      expect.any(String),
      expect.any(String),
      kroner(-order.total),
      `"${order.id}"`,
      `"${receiptNumber}"`,
    ]);
    expect(lines.indexOf(receiptLine)).toBeLessThan(lines.indexOf(noteLine));
  });

  it('refuses an order with nothing to refund', async () => {
    const buyer = await newAccount(portal);
    const order = await pendingOrder(buyer.token);
    const refused = await portal.call('POST', `/admin/orders/${order.id}/refund`, { token: admin(), body: { reason: 'Nothing was paid' }, language: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('order_not_refundable');
    expect((await portal.call('GET', `/admin/orders/${order.id}/credit-note`, { token: admin() })).status).toBe(404);
  });
});
