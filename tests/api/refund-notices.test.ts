import { describe, expect, it } from 'vitest';
import { formatMoney } from '#shared/format.ts';
import { notificationListResponse } from '#shared/schemas/notifications.ts';
import { newAccount, outbox } from './accounts.ts';
import { usePortal } from './portal.ts';
import { checkout, freshName, pay, settled } from './purchases.ts';
import { teamOf, teamUser } from './teams.ts';

/**
 * What the buyer sees of an administrator's refund (issue 17's refund, from the buyer's side):
 * the notification in the bell and its e-mail in the reader's language, once per event (a team's
 * order tells the team's owners), and the credit note among the receipts with its PDF, for
 * whoever may download the receipt (a stranger finds nothing).
 */
const portal = usePortal();
const admin = () => portal.tokens.admin;

const filenameOf = (answer: { headers: Headers }) => /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? '';

/** A purchase paid on the simulator's page and registered, for the user or (with `teamId`) the team. */
async function paidOrder(token: string, teamId?: string): Promise<{ id: string; name: string; total: number; net: number; vat: number }> {
  const name = freshName('endurgj');
  const placed = await checkout(portal, token, { domains: [name], ...(teamId ? { team_id: teamId } : {}) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  await pay(placed.body.data.checkout_url);
  const done = await settled(portal, token, placed.body.data.id);
  expect(done.status).toBe('registered');
  await portal.runtime.bus.drain();
  return { id: done.id, name, total: done.total, net: done.net, vat: done.vat };
}

async function refund(orderId: string): Promise<void> {
  const answer = await portal.call('POST', `/admin/orders/${orderId}/refund`, { token: admin(), body: { reason: 'Keyparin angraði innan 14 dagar' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await portal.runtime.bus.drain();
}

/** The refund notices in a user's bell. */
async function refundNotices(token: string) {
  const answer = await portal.call('GET', '/users/me/notifications?per_page=50', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return notificationListResponse.parse(answer.body).data.data.filter((notification) => notification.data.message === 'order_refunded');
}

/** The mails to an address about a purchase of `name` (the refund's subject names it). */
const refundMails = async (email: string, name: string) => (await outbox(portal, email)).filter((message) => message.channel === 'email' && message.subject?.includes(name));

/** The event the refund published, delivered once more (as a queue's redelivery, or a replay of the bus's archive). */
async function redeliverRefundEvent(orderId: string): Promise<void> {
  const events = portal.runtime.bus.published.filter((event) => event.metadata.name === 'order.refunded-by-admin' && (event.data as { orderId: string }).orderId === orderId);
  expect(events).toHaveLength(1);
  await portal.runtime.bus.publish(events);
  await portal.runtime.bus.drain();
}

describe("an administrator's refund, as the buyer sees it", () => {
  it('tells the buyer in the bell and by one e-mail in their language, once however often the event comes; the credit note is among their receipts, its PDF theirs alone', async () => {
    const buyer = await newAccount(portal, { language: 'en' });
    const stranger = await newAccount(portal);
    const order = await paidOrder(buyer.token);
    const receipt = await portal.call('GET', `/orders/${order.id}/receipt?language=en`, { token: buyer.token });
    expect(receipt.status).toBe(200);
    const receiptNumber = /receipt-(\d+)\.pdf/.exec(filenameOf(receipt))![1]!;
    // Before the refund: no credit note, none to download.
    expect((await portal.call('GET', `/orders/${order.id}`, { token: buyer.token })).body.data.credit_note).toBeNull();
    expect((await portal.call('GET', `/orders/${order.id}/credit-note`, { token: buyer.token })).status).toBe(404);

    await refund(order.id);

    const [notice, ...moreNotices] = await refundNotices(buyer.token);
    expect(moreNotices).toEqual([]);
    expect(notice).toMatchObject({
      read_at: null,
      data: { type: 'info', target: order.name, message: 'order_refunded', params: { names: order.name, amount: order.total }, url: '/receipts' },
    });
    const [mail, ...moreMails] = await refundMails(buyer.email, order.name);
    expect(moreMails).toEqual([]);
    expect(mail!.subject).toBe(`The purchase of ${order.name} has been refunded`);
    expect(mail!.text).toContain(`The purchase of ${order.name} has been refunded: ${formatMoney(order.total, 'en')} is paid back. The credit note is under Receipts.`);
    expect(mail!.html).toContain(formatMoney(order.total, 'en'));

    // The same event again: nothing new in the bell or the inbox.
    await redeliverRefundEvent(order.id);
    expect(await refundNotices(buyer.token)).toHaveLength(1);
    expect(await refundMails(buyer.email, order.name)).toHaveLength(1);

    // The credit note beside the receipt: numbered after it, crediting it, negative.
    const listed = (await portal.call('GET', '/orders', { token: buyer.token })).body.data as { id: string; status: string; credit_note: Record<string, unknown> | null }[];
    const refunded = listed.find((entry) => entry.id === order.id)!;
    expect(refunded.status).toBe('refunded');
    expect(refunded.credit_note).toEqual({
      number: expect.stringMatching(/^\d{6,}$/),
      credits_receipt_number: receiptNumber,
      issued_at: expect.any(String),
      net: -order.net,
      vat: -order.vat,
      total: -order.total,
    });
    const noteNumber = refunded.credit_note!.number as string;
    expect(Number(noteNumber)).toBeGreaterThan(Number(receiptNumber));
    expect((await portal.call('GET', `/orders/${order.id}`, { token: buyer.token })).body.data.credit_note).toEqual(refunded.credit_note);

    // Its PDF for the buyer, in either language: the kept document the administrator downloads too.
    const note = await portal.call('GET', `/orders/${order.id}/credit-note?language=en`, { token: buyer.token });
    expect(note.status).toBe(200);
    expect(note.headers.get('content-type')).toBe('application/pdf');
    expect(filenameOf(note)).toBe(`credit-note-${noteNumber}.pdf`);
    const adminNote = await portal.call('GET', `/admin/orders/${order.id}/credit-note?language=en`, { token: admin() });
    expect(note.body).toEqual(adminNote.body);
    const noteFo = await portal.call('GET', `/orders/${order.id}/credit-note?language=fo`, { token: buyer.token });
    expect(filenameOf(noteFo)).toBe(`kreditnota-${noteNumber}.pdf`);

    // A stranger finds neither the order nor its credit note; another user's list does not carry it.
    expect((await portal.call('GET', `/orders/${order.id}/credit-note?language=en`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('GET', `/orders/${order.id}`, { token: stranger.token })).status).toBe(404);
    expect(((await portal.call('GET', '/orders', { token: stranger.token })).body.data as { id: string }[]).map((entry) => entry.id)).not.toContain(order.id);
    expect(await refundNotices(stranger.token)).toEqual([]);
  });

  it("a team's order tells the team's owners (in their language), not its plain members; every member sees the credit note and downloads it, strangers find nothing", async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const bardur = await teamUser(portal, 'Bárður á Steig');
    const stranger = await teamUser(portal, 'Ókunnugur');
    const teamId = await teamOf(portal, anna, [{ user: bardur }], 'Endurgjaldsfelagið');
    const order = await paidOrder(bardur.token, teamId);

    await refund(order.id);

    const [notice, ...more] = await refundNotices(anna.token);
    expect(more).toEqual([]);
    expect(notice!.data).toMatchObject({ message: 'order_refunded', params: { names: order.name, amount: order.total }, url: `/teams/${teamId}/receipts` });
    const [mail, ...moreMails] = await refundMails(anna.email, order.name);
    expect(moreMails).toEqual([]);
    // The owner's language (Faroese): the amount in Faroese money.
    expect(mail!.subject).toBe(`Keypið av ${order.name} er endurgoldið`);
    expect(mail!.text).toContain(`${formatMoney(order.total, 'fo')} verður goldið aftur. Kreditnotan er undir Kvittanir.`);
    // The buyer is a plain member: members are not told of payments.
    expect(await refundNotices(bardur.token)).toEqual([]);
    expect(await refundMails(bardur.email, order.name)).toEqual([]);

    await redeliverRefundEvent(order.id);
    expect(await refundNotices(anna.token)).toHaveLength(1);
    expect(await refundMails(anna.email, order.name)).toHaveLength(1);

    // The team's receipts carry the credit note, for owners and members alike; its PDF too.
    for (const member of [anna, bardur]) {
      const listed = (await portal.call('GET', `/orders?team_id=${teamId}`, { token: member.token })).body.data as { id: string; credit_note: { total: number } | null }[];
      expect(listed.find((entry) => entry.id === order.id)!.credit_note).toMatchObject({ total: -order.total, number: expect.stringMatching(/^\d{6,}$/) });
      const note = await portal.call('GET', `/orders/${order.id}/credit-note?language=fo`, { token: member.token });
      expect(note.status).toBe(200);
      expect(filenameOf(note)).toMatch(/^kreditnota-\d{6,}\.pdf$/);
    }
    expect((await portal.call('GET', `/orders/${order.id}/credit-note?language=fo`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('GET', `/orders?team_id=${teamId}`, { token: stranger.token })).status).toBe(404);
  });
});
