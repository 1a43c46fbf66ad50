import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { EntityParser } from 'dynamodb-toolbox/entity/actions/parse';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createCardWarningRepository } from '#functions/adapters/dynamodb/card-warning-repository.ts';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { dueEntryEntity, dueShardCount } from '#functions/adapters/dynamodb/lifecycle-entities.ts';
import { createDueRepository } from '#functions/adapters/dynamodb/lifecycle-repository.ts';
import { domainEntity } from '#functions/adapters/dynamodb/order-entities.ts';
import { createOrderRepository } from '#functions/adapters/dynamodb/order-repository.ts';
import { createPaymentCardRepository } from '#functions/adapters/dynamodb/payment-card-repository.ts';
import { createSettingsReader } from '#functions/adapters/dynamodb/settings-reader.ts';
import { createPortalTable, dynamoDbLocalCredentials } from '#functions/adapters/dynamodb/table.ts';
import { createTeamOwnerLookup } from '#functions/adapters/dynamodb/team-owner-lookup.ts';
import { createUserRepository } from '#functions/adapters/dynamodb/user-repository.ts';
import { renewAutomatically } from '#functions/auto-renewal/renew-automatically.ts';
import type { DomainRecord } from '#functions/domains/model.ts';
import { backfillDueEntries } from '#functions/lifecycle/backfill-due-entries.ts';
import { Logger } from '#functions/logger.ts';
import { createTableFromDeclaration } from '#infra/local/create-table.ts';
import { localAwsRegion } from '#infra/local/dynamodb-local.ts';
import { watchRequests } from './dynamodb-requests.ts';
import { addYears } from '#shared/renewal.ts';
import { notificationListResponse } from '#shared/schemas/notifications.ts';
import { newAccount, outbox } from './accounts.ts';
import { usePortal } from './portal.ts';
import { buyDomain, pay, settled } from './purchases.ts';

/**
 * The auto-renewal job (issue 15) against the local runtime over HTTP: the clock moved with
 * `POST /dev/clock`, the job run with `POST /dev/jobs/auto-renewal`, cards saved on the payment
 * simulator's setup page and charged off-session there, renewed at the registry simulator. One
 * charge and one renewal per domain and period, also when the job runs again or at once; a
 * failed charge leaves the domain as it was, tells the owner and is tried again the next day.
 */
// The provider's calls give up after 5 s here (10 s deployed): the held answers below stay within it, the lost ones past it.
const paymentsTimeoutMs = 5_000;
const portal = usePortal({ queueRetryDelayMs: () => 20, functionSettings: () => ({ PAYMENTS_TIMEOUT_MS: String(paymentsTimeoutMs) }) });
const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

afterEach(async () => {
  await dev('/dev/pay/faults', { slow_ms: 0, slow_charges_ms: 0, webhooks_reachable: true });
  portal.runtime.payments.setApiAvailable(true);
  portal.runtime.clock.reset();
});

const dev = (path: string, body?: unknown) =>
  fetch(`${portal.runtime.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** Runs the job as the scheduler would, then lets the events it published be carried out (the renewal, the mails). */
async function runJob(): Promise<{ checked: number; charged: number; declined: number; failed: number }> {
  const answer = await dev('/dev/jobs/auto-renewal');
  expect(answer.status, await answer.clone().text()).toBe(200);
  const report = (await answer.json()) as { data?: unknown };
  await portal.runtime.bus.drain();
  return (report.data ?? report) as never;
}

async function moveTo(instant: number) {
  const answer = await dev('/dev/clock', { advance_ms: instant - portal.runtime.clock.now().getTime() });
  expect(answer.status).toBe(200);
}

/** Saves a card on the simulator's setup page as the cardholder would; answers its id. */
async function saveCard(token: string, cardNumber: string, expiry = '11/39'): Promise<string> {
  const started = await portal.call('POST', '/payment-cards', { token, language: 'en', body: { team_id: null } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const page = await fetch(started.body.data.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: cardNumber, expiry, cvc: '123', name: 'Test Keypari' }).toString(),
    redirect: 'manual',
  });
  expect(page.status).toBe(303);
  const cards = (await portal.call('GET', '/users/me/payment-cards', { token })).body.data as { id: string; last4: string }[];
  return cards.at(-1)!.id;
}

/** A bought domain with automatic renewal on and a card attached. */
async function autoRenewing(cardNumber = '4242 4242 4242 4242', expiry?: string) {
  const account = await newAccount(portal);
  const { name, domainId } = await buyDomain(portal, account.token);
  const cardId = await saveCard(account.token, cardNumber, expiry);
  await attach(account.token, domainId, cardId);
  const domain = (await portal.call('GET', `/domains/${domainId}`, { token: account.token })).body.data;
  return { ...account, name, domainId, cardId, expiresAt: domain.expires_at as string, renewalAt: Date.parse(domain.renewal_date as string) };
}

async function attach(token: string, domainId: string, cardId: string) {
  const on = await portal.call('PUT', `/domains/${domainId}/auto-renewal`, { token, language: 'en', body: { enabled: true, terms_accepted: true, payment_card_id: cardId } });
  expect(on.status, JSON.stringify(on.body)).toBe(200);
}

const intentsOf = (domainId: string) => portal.runtime.payments.paymentIntents().filter((intent) => intent.metadata.domain_id === domainId);
const chargesOf = (domainId: string) => intentsOf(domainId).filter((intent) => intent.status === 'succeeded');
const renewalsAtRegistry = (name: string) =>
  portal.runtime.registry.commandLog.filter((entry) => entry.command === 'renew' && entry.names?.includes(name) && entry.resultCode === 1000);
const published = (name: string, domainId: string) =>
  portal.runtime.bus.published.filter((event) => event.metadata.name === name && (event.data as { domainId?: string }).domainId === domainId);
const expiryOf = async (token: string, domainId: string) => (await portal.call('GET', `/domains/${domainId}`, { token })).body.data.expires_at as string;
const renewalOrders = async (token: string) =>
  ((await portal.call('GET', '/orders', { token })).body.data as { id: string; kind: string; status: string }[]).filter((order) => order.kind === 'renewal');
const notificationsOf = async (token: string) => notificationListResponse.parse((await portal.call('GET', '/users/me/notifications', { token })).body).data.data;

describe('the auto-renewal job', () => {
  it('charges the attached card once on the renewal day, renews for a year at the registry, with its receipt; not a minute before', async () => {
    const domain = await autoRenewing();
    await runJob();
    await moveTo(domain.renewalAt - minute);
    await runJob();
    expect(intentsOf(domain.domainId)).toEqual([]);

    await moveTo(domain.renewalAt);
    await runJob();
    expect(chargesOf(domain.domainId)).toHaveLength(1);
    expect(chargesOf(domain.domainId)[0]).toMatchObject({ amount: 12500, currency: 'dkk', customer: expect.any(String), payment_method: expect.any(String) });
    const [order] = await renewalOrders(domain.token);
    const done = await settled(portal, domain.token, order!.id);
    expect(done).toMatchObject({ kind: 'renewal', status: 'registered', total: 12500, items: [expect.objectContaining({ domain: domain.name, years: 1 })] });
    const renewedTo = addYears(domain.expiresAt, 1).toISOString().slice(0, 10);
    expect((await expiryOf(domain.token, domain.domainId)).slice(0, 10)).toBe(renewedTo);
    expect(portal.runtime.registry.domain(domain.name)!.expiresAt.slice(0, 10)).toBe(renewedTo);
    const receipt = await portal.call('GET', `/orders/${order!.id}/receipt?language=en`, { token: domain.token });
    expect(receipt.status).toBe(200);

    // Again the same day and the next: nothing more (the new period's renewal day is a year on).
    await runJob();
    await moveTo(domain.renewalAt + day);
    await runJob();
    expect(intentsOf(domain.domainId)).toHaveLength(1);
    expect(renewalsAtRegistry(domain.name)).toHaveLength(1);
    expect(published('domain.renewed', domain.domainId)).toHaveLength(1);
    expect(await renewalOrders(domain.token)).toHaveLength(1);
  });

  it('run three times at once: one order, one charge, one renewal', async () => {
    const domain = await autoRenewing();
    await runJob();
    await moveTo(domain.renewalAt + hour);
    await Promise.all([dev('/dev/jobs/auto-renewal'), dev('/dev/jobs/auto-renewal'), dev('/dev/jobs/auto-renewal')]);
    await portal.runtime.bus.drain();
    const orders = await renewalOrders(domain.token);
    expect(orders).toHaveLength(1);
    expect((await settled(portal, domain.token, orders[0]!.id)).status).toBe('registered');
    expect(intentsOf(domain.domainId)).toHaveLength(1);
    expect(chargesOf(domain.domainId)).toHaveLength(1);
    expect(renewalsAtRegistry(domain.name)).toHaveLength(1);
    expect(portal.runtime.bus.published.filter((event) => event.metadata.name === 'order.paid' && (event.data as { orderId: string }).orderId === orders[0]!.id)).toHaveLength(1);
  });

  it('a declined card (4000 0000 0000 0341): the domain stays as it was, the owner is told in the app and by e-mail, tried again the next day; another card then renews it', async () => {
    const domain = await autoRenewing('4000 0000 0000 0341');
    await runJob();
    await moveTo(domain.renewalAt + hour);
    await runJob();
    expect(intentsOf(domain.domainId)).toEqual([expect.objectContaining({ status: 'requires_payment_method' })]);
    expect(chargesOf(domain.domainId)).toEqual([]);
    expect(await expiryOf(domain.token, domain.domainId)).toBe(domain.expiresAt);
    expect(renewalsAtRegistry(domain.name)).toEqual([]);
    expect(published('domain.auto-renewal-failed', domain.domainId).map((event) => event.data)).toEqual([
      expect.objectContaining({ name: domain.name, reason: 'card_declined', expiresAt: domain.expiresAt, retryAt: expect.any(String) }),
    ]);
    const [notice] = await notificationsOf(domain.token);
    expect(notice!.data).toMatchObject({ type: 'danger', target: domain.name, message: 'auto_renewal_failed', url: `/domains/${domain.domainId}` });
    const mails = (await outbox(portal, domain.email)).filter((mail) => mail.subject?.includes(domain.name) && /renewal/i.test(mail.subject));
    expect(mails.map((mail) => mail.subject)).toEqual([`Payment for renewal of ${domain.name} failed`]);

    // Later the same day: not tried again.
    await moveTo(domain.renewalAt + 5 * hour);
    await runJob();
    expect(intentsOf(domain.domainId)).toHaveLength(1);

    // The next day: tried again (a new attempt, declined again), told again.
    await moveTo(domain.renewalAt + day + hour);
    await runJob();
    expect(intentsOf(domain.domainId)).toHaveLength(2);
    expect(published('domain.auto-renewal-failed', domain.domainId)).toHaveLength(2);

    // The owner attaches a good card: the day after, it is charged once and the domain renewed.
    await attach(domain.token, domain.domainId, await saveCard(domain.token, '4242 4242 4242 4242'));
    await moveTo(domain.renewalAt + 2 * day + hour);
    await runJob();
    expect(chargesOf(domain.domainId)).toHaveLength(1);
    const orders = await renewalOrders(domain.token);
    expect(orders).toHaveLength(1);
    expect((await settled(portal, domain.token, orders[0]!.id, ['pending', 'paid', 'failed'])).status).toBe('registered');
    expect((await expiryOf(domain.token, domain.domainId)).slice(0, 10)).toBe(addYears(domain.expiresAt, 1).toISOString().slice(0, 10));
  });

  it('a failed charge, then the owner renews by hand: the automatic order shows its last failed charge until then, is closed as "replaced" by the manual renewal, and is never charged after', async () => {
    const domain = await autoRenewing('4000 0000 0000 0341');
    await moveTo(domain.renewalAt + hour);
    await runJob();
    const [automatic] = await renewalOrders(domain.token);
    const failed = (await portal.call('GET', `/orders/${automatic!.id}`, { token: domain.token })).body.data;
    expect(failed).toMatchObject({
      status: 'failed',
      failure_reason: 'card_declined',
      automatic_charge: { attempts: 1, last_attempt_at: expect.any(String), last_failure: 'card_declined' },
    });

    // Renewed by hand for a year, paid at the checkout.
    const placed = await portal.call('POST', `/domains/${domain.domainId}/renewals`, {
      token: domain.token,
      body: { years: 1 },
      headers: { 'idempotency-key': `hand-${domain.domainId}` },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.automatic_charge).toBeNull();
    await pay(placed.body.data.checkout_url);
    expect((await settled(portal, domain.token, placed.body.data.id)).status).toBe('registered');
    await portal.runtime.bus.drain();
    expect((await portal.call('GET', `/orders/${automatic!.id}`, { token: domain.token })).body.data).toMatchObject({ status: 'replaced' });
    expect((await expiryOf(domain.token, domain.domainId)).slice(0, 10)).toBe(addYears(domain.expiresAt, 1).toISOString().slice(0, 10));

    // The next day's run: the replaced order is not tried again (nor the next period's yet).
    await moveTo(domain.renewalAt + day + hour);
    await runJob();
    expect(intentsOf(domain.domainId)).toHaveLength(1);
    expect((await portal.call('GET', `/orders/${automatic!.id}`, { token: domain.token })).body.data.status).toBe('replaced');
    expect(renewalsAtRegistry(domain.name)).toHaveLength(1);
  });

  it('authentication required (4000 0027 6000 3184): not charged, the owner is told why', async () => {
    const domain = await autoRenewing('4000 0027 6000 3184');
    await runJob();
    await moveTo(domain.renewalAt + hour);
    await runJob();
    expect(chargesOf(domain.domainId)).toEqual([]);
    expect(await expiryOf(domain.token, domain.domainId)).toBe(domain.expiresAt);
    expect(published('domain.auto-renewal-failed', domain.domainId).map((event) => (event.data as { reason: string }).reason)).toEqual(['authentication_required']);
  });

  it('a card expired by the renewal day is not charged at all; the owner is told (expired_card)', async () => {
    const now = portal.runtime.clock.now();
    // Valid this month, expired a year on (the renewal day is some 11½ months away).
    const expiry = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCFullYear() % 100).padStart(2, '0')}`;
    const domain = await autoRenewing('4242 4242 4242 4242', expiry);
    await runJob();
    await moveTo(domain.renewalAt + hour);
    await runJob();
    expect(intentsOf(domain.domainId)).toEqual([]);
    expect(await expiryOf(domain.token, domain.domainId)).toBe(domain.expiresAt);
    expect(published('domain.auto-renewal-failed', domain.domainId).map((event) => (event.data as { reason: string }).reason)).toEqual(['expired_card']);
  });

  it('a card that expires before the renewal day: the owner is warned once, 30 days before its last valid day, in the app and by e-mail; run again or at once, still once', async () => {
    // A card valid through the end of the month some six months on: long before the renewal day, some 11½ months on.
    const then = new Date(portal.runtime.clock.now().getTime() + 180 * day);
    const [month, year] = [then.getUTCMonth() + 1, then.getUTCFullYear()];
    const domain = await autoRenewing('4242 4242 4242 4242', `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`);
    const warnAt = Date.UTC(year, month, 0) - 30 * day;
    const warnings = () => published('domain.auto-renewal-card-expiring', domain.domainId);
    const mails = async () => (await outbox(portal, domain.email)).filter((mail) => mail.subject === `The card for renewal of ${domain.name} expires before the renewal`);
    await runJob();
    await moveTo(warnAt - hour);
    await runJob();
    expect(warnings()).toEqual([]);

    await moveTo(warnAt + hour);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    expect(warnings().map((event) => event.data)).toEqual([
      expect.objectContaining({ name: domain.name, paymentCardId: domain.cardId, brand: 'visa', last4: '4242', expMonth: month, expYear: year, expiresAt: domain.expiresAt }),
    ]);
    const notices = (await notificationsOf(domain.token)).filter((notice) => notice.data.message === 'auto_renewal_card_expiring');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.data).toMatchObject({ type: 'danger', target: domain.name, url: `/domains/${domain.domainId}` });
    expect(notices[0]!.data.params).toMatchObject({ name: domain.name, card: 'Visa •••• 4242' });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`The card Visa •••• 4242 attached to ${domain.name} expires before the automatic renewal`);

    // Days later, the job runs daily: not again.
    await moveTo(warnAt + 5 * day);
    await runJob();
    expect(warnings()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
    expect(intentsOf(domain.domainId)).toEqual([]);
  });

  it('a card that expires before the renewal, attached after the job put the domain on its renewal day: still warned 30 days before its last valid day', async () => {
    const domain = await autoRenewing();
    await runJob();
    const then = new Date(portal.runtime.clock.now().getTime() + 120 * day);
    const [month, year] = [then.getUTCMonth() + 1, then.getUTCFullYear()];
    await attach(domain.token, domain.domainId, await saveCard(domain.token, '4000 0000 0000 0341', `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`));
    await runJob();
    const warnAt = Date.UTC(year, month, 0) - 30 * day;
    await moveTo(warnAt + hour);
    await runJob();
    expect(published('domain.auto-renewal-card-expiring', domain.domainId).map((event) => event.data)).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '0341', expMonth: month, expYear: year }),
    ]);
    const [notice] = (await notificationsOf(domain.token)).filter((entry) => entry.data.message === 'auto_renewal_card_expiring');
    expect(notice!.data.params).toMatchObject({ card: 'Visa •••• 0341' });
  });

  it('a card valid past the renewal day: no warning', async () => {
    const domain = await autoRenewing();
    await runJob();
    for (const instant of [domain.renewalAt - 60 * day, domain.renewalAt - 30 * day, domain.renewalAt - hour]) {
      await moveTo(instant);
      await runJob();
    }
    expect(published('domain.auto-renewal-card-expiring', domain.domainId)).toEqual([]);
    expect((await notificationsOf(domain.token)).filter((notice) => notice.data.message === 'auto_renewal_card_expiring')).toEqual([]);
  });

  it('the provider down for days: nothing lost, the domain as it was, charged once when it is back', async () => {
    const domain = await autoRenewing();
    await runJob();
    portal.runtime.payments.setApiAvailable(false);
    await moveTo(domain.renewalAt + hour);
    await runJob();
    await moveTo(domain.renewalAt + day + hour);
    await runJob();
    expect(intentsOf(domain.domainId)).toEqual([]);
    expect(await expiryOf(domain.token, domain.domainId)).toBe(domain.expiresAt);
    expect(published('domain.auto-renewal-failed', domain.domainId).map((event) => (event.data as { reason: string }).reason)).toEqual([
      'payment_provider_unavailable',
      'payment_provider_unavailable',
    ]);

    portal.runtime.payments.setApiAvailable(true);
    await moveTo(domain.renewalAt + 2 * day + hour);
    await runJob();
    await runJob();
    expect(chargesOf(domain.domainId)).toHaveLength(1);
    const orders = await renewalOrders(domain.token);
    expect(orders).toHaveLength(1);
    expect((await settled(portal, domain.token, orders[0]!.id, ['pending', 'paid', 'failed'])).status).toBe('registered');
    expect(renewalsAtRegistry(domain.name)).toHaveLength(1);
  });
});

describe("an automatic renewal's charge whose answer or webhook (payment_intent.succeeded) comes late", () => {
  const orderPaid = (orderId: string) =>
    portal.runtime.bus.published.filter((event) => event.metadata.name === 'order.paid' && (event.data as { orderId: string }).orderId === orderId);

  it("the webhook before the job's own recording (the job's answer held): the webhook pays the order, the job's answer then changes nothing; one charge, one renewal", async () => {
    const domain = await autoRenewing();
    await runJob();
    await moveTo(domain.renewalAt + hour);
    // Every answer of the provider held 4 s after its work: the card is charged, its webhook sent at once, the job still waits.
    await dev('/dev/pay/faults', { slow_ms: 4_000 });
    let jobDone = false;
    const job = runJob().then((report) => {
      jobDone = true;
      return report;
    });
    const deadline = Date.now() + 20_000;
    while (chargesOf(domain.domainId).length === 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
    expect(chargesOf(domain.domainId)).toHaveLength(1);
    // Paid by the webhook within the 4 s the job's answer is held.
    const paidBy = Date.now() + 3_000;
    let orders = await renewalOrders(domain.token);
    while (!orders.some((order) => order.status !== 'pending') && Date.now() < paidBy) {
      await new Promise((done) => setTimeout(done, 100));
      orders = await renewalOrders(domain.token);
    }
    expect(orders.map((order) => order.status)).not.toEqual(['pending']);
    expect(jobDone).toBe(false);
    await job;
    await dev('/dev/pay/faults', { slow_ms: 0 });
    await runJob();

    expect(intentsOf(domain.domainId)).toHaveLength(1);
    expect(chargesOf(domain.domainId)).toHaveLength(1);
    expect((await settled(portal, domain.token, orders[0]!.id)).status).toBe('registered');
    expect(orderPaid(orders[0]!.id)).toHaveLength(1);
    expect(renewalsAtRegistry(domain.name)).toHaveLength(1);
    expect(published('domain.renewed', domain.domainId)).toHaveLength(1);
    expect((await expiryOf(domain.token, domain.domainId)).slice(0, 10)).toBe(addYears(domain.expiresAt, 1).toISOString().slice(0, 10));
  });

  it("the webhook after the job recorded an unclear answer (the card charged, the answer not back within the adapter's timeout): the webhook pays the order, the next day's run charges nothing; one charge, one renewal", async () => {
    const domain = await autoRenewing();
    await runJob();
    await moveTo(domain.renewalAt + hour);
    await dev('/dev/pay/faults', { slow_charges_ms: paymentsTimeoutMs + 1_000, webhooks_reachable: false });
    expect(await runJob()).toMatchObject({ charged: 0, declined: 1 });
    expect(chargesOf(domain.domainId)).toHaveLength(1);
    expect(published('domain.auto-renewal-failed', domain.domainId).map((event) => (event.data as { reason: string }).reason)).toEqual(['payment_provider_unavailable']);
    const [order] = await renewalOrders(domain.token);
    expect(order!.status).toBe('failed');

    // The provider's webhook, after the job's recording: the order is paid and the domain renewed.
    await dev('/dev/pay/faults', { slow_charges_ms: 0, webhooks_reachable: true });
    const [charge] = chargesOf(domain.domainId);
    const [succeeded] = portal.runtime.payments.events().filter((event) => event.type === 'payment_intent.succeeded' && event.data.object.id === charge!.id);
    expect((await portal.runtime.payments.resend(succeeded!.id)).status).toBe(200);
    expect((await settled(portal, domain.token, order!.id, ['pending', 'paid', 'failed'])).status).toBe('registered');

    // The next day's run (the key forgotten by then): nothing more.
    await moveTo(domain.renewalAt + day + 2 * hour);
    await runJob();
    expect(chargesOf(domain.domainId)).toHaveLength(1);
    expect(orderPaid(order!.id)).toHaveLength(1);
    expect(renewalsAtRegistry(domain.name)).toHaveLength(1);
    expect((await expiryOf(domain.token, domain.domainId)).slice(0, 10)).toBe(addYears(domain.expiresAt, 1).toISOString().slice(0, 10));
  }, 60_000);

  it('no webhook ever, the answer of the charge lost: a day and more later (the idempotency key forgotten), the job asks the provider about the recorded payment and charges nothing', async () => {
    const domain = await autoRenewing();
    await runJob();
    await moveTo(domain.renewalAt + hour);
    await dev('/dev/pay/faults', { slow_charges_ms: paymentsTimeoutMs + 1_000, webhooks_reachable: false });
    await runJob();
    expect(chargesOf(domain.domainId)).toHaveLength(1);
    await dev('/dev/pay/faults', { slow_charges_ms: 0 });

    await moveTo(domain.renewalAt + 26 * hour);
    await runJob();
    const [order] = await renewalOrders(domain.token);
    expect((await settled(portal, domain.token, order!.id, ['pending', 'paid', 'failed'])).status).toBe('registered');
    await moveTo(domain.renewalAt + 50 * hour);
    await runJob();
    expect(intentsOf(domain.domainId)).toHaveLength(1);
    expect(chargesOf(domain.domainId)).toHaveLength(1);
    expect(renewalsAtRegistry(domain.name)).toHaveLength(1);
    expect((await expiryOf(domain.token, domain.domainId)).slice(0, 10)).toBe(addYears(domain.expiresAt, 1).toISOString().slice(0, 10));
  }, 60_000);

  it("the webhook after the job's own recording: the same payment, nothing changes; one charge, one renewal", async () => {
    const domain = await autoRenewing();
    await runJob();
    await moveTo(domain.renewalAt + hour);
    await dev('/dev/pay/faults', { webhooks_reachable: false });
    expect(await runJob()).toMatchObject({ charged: 1 });
    const [order] = await renewalOrders(domain.token);
    expect((await settled(portal, domain.token, order!.id)).status).toBe('registered');

    await dev('/dev/pay/faults', { webhooks_reachable: true });
    const [charge] = chargesOf(domain.domainId);
    const succeeded = portal.runtime.payments.events().filter((event) => event.type === 'payment_intent.succeeded' && event.data.object.id === charge!.id);
    expect(succeeded).toHaveLength(1);
    expect((await portal.runtime.payments.resend(succeeded[0]!.id)).status).toBe(200);
    await portal.runtime.bus.drain();

    expect(chargesOf(domain.domainId)).toHaveLength(1);
    expect(await renewalOrders(domain.token)).toEqual([expect.objectContaining({ id: order!.id, status: 'registered' })]);
    expect(orderPaid(order!.id)).toHaveLength(1);
    expect(renewalsAtRegistry(domain.name)).toHaveLength(1);
    expect((await expiryOf(domain.token, domain.domainId)).slice(0, 10)).toBe(addYears(domain.expiresAt, 1).toISOString().slice(0, 10));
  });
});

describe('the auto-renewal job over 10 000 domains with 10 due', () => {
  it('reads the 10 due entries with a query of each shard and each due domain once', async () => {
    const endpoint = inject('dynamoDbEndpoint');
    const tableName = `auto-renewal-${randomUUID()}`;
    const client = new DynamoDBClient({ endpoint, region: localAwsRegion, credentials: dynamoDbLocalCredentials });
    await createTableFromDeclaration(client, tableName);
    client.destroy();
    const table = createPortalTable({ TABLE_NAME: tableName, DYNAMODB_ENDPOINT: endpoint, AWS_REGION: localAwsRegion });
    const documents = table.getDocumentClient();
    const now = portal.runtime.clock.now();
    const domainOf = (name: string, expiresInDays: number): DomainRecord => ({
      domainId: randomUUID(),
      name,
      ownerType: 'user',
      ownerId: 'owner-of-many',
      registrantContactId: 'C-1',
      registeredAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + expiresInDays * day).toISOString(),
      nameServerMode: 'product',
      nameServers: [],
      transferLock: true,
      registrationLock: false,
      autoRenewal: true,
      paymentCardId: 'card-of-many',
      updatedAt: now.toISOString(),
      version: 1,
    });

    // 9 990 domains renewing in half a year (their entries on their renewal day), written straight with BatchWrite.
    const stored = (entity: { build: (action: typeof EntityParser) => { parse: (input: object) => { item: object } } }, input: object) =>
      entity.build(EntityParser).parse(input).item;
    const items: object[] = [];
    for (let index = 0; index < 9990; index += 1) {
      const domain = domainOf(`fjoldi-${index}.fo`, 200);
      items.push(
        stored(domainEntity(table) as never, domain),
        stored(dueEntryEntity(table) as never, { domainId: domain.domainId, job: 'auto-renewal', dueAt: new Date(now.getTime() + 186 * day).toISOString() }),
      );
    }
    const batches: object[][] = [];
    for (let index = 0; index < items.length; index += 25) batches.push(items.slice(index, index + 25));
    const writeBatch = async (batch: object[]) => {
      let unprocessed: Record<string, unknown> | undefined = { [tableName]: batch.map((item) => ({ PutRequest: { Item: item } })) };
      while (unprocessed && Object.keys(unprocessed).length > 0)
        unprocessed = (await documents.send(new BatchWriteCommand({ RequestItems: unprocessed as never }))).UnprocessedItems;
    };
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let index = worker; index < batches.length; index += 8) await writeBatch(batches[index]!);
      }),
    );

    // 10 due now: before their renewal day (so the run only reads and reschedules them).
    const repository = createDomainRepository(table);
    for (let index = 0; index < 10; index += 1) {
      const domain = domainOf(`gjalddagi-${index}.fo`, 100);
      expect(await repository.create(domain)).toBe(true);
      await backfillDueEntries(domain.domainId, { due: createDueRepository(table), clock: portal.runtime.clock });
    }

    const reads: Record<string, number> = {};
    watchRequests(table, (command) => {
      if (/^(GetItem|Query|Scan|BatchGetItem|TransactGetItems)Command$/.test(command)) reads[command] = (reads[command] ?? 0) + 1;
    });
    const report = await renewAutomatically({
      due: createDueRepository(table),
      domains: repository,
      settings: createSettingsReader(table),
      users: createUserRepository(table),
      teams: createTeamOwnerLookup(table),
      cards: createPaymentCardRepository(table),
      cardWarnings: createCardWarningRepository(table),
      orders: createOrderRepository(table),
      payments: {
        createOffSessionPayment: () => Promise.reject(new Error('not expected')),
        confirmOffSessionPayment: () => Promise.reject(new Error('not expected')),
        offSessionPayment: () => Promise.reject(new Error('not expected')),
      },
      clock: portal.runtime.clock,
      deliver: async () => {},
      logger: new Logger(),
      metrics: { count: () => undefined },
    });
    expect(report).toEqual({ checked: 10, charged: 0, declined: 0, failed: 0 });
    // One query of each shard of the due entries and of the partition from before the shards (10
    // items in all), one get of the settings, one get of each due domain, and, before their
    // renewal day, one of the card they share (is it valid on the renewal day?).
    expect(reads).toEqual({ QueryCommand: dueShardCount + 1, GetItemCommand: 12 });
    expect((await createDueRepository(table).listDue('auto-renewal', portal.runtime.clock.now(), 100)).entries).toEqual([]);
  }, 120_000);
});
