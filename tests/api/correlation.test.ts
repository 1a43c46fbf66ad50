import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePortal } from './portal.ts';
import { freshName, pay, settled } from './purchases.ts';

/**
 * One correlation id from the browser to the last consumer: the API takes the browser's
 * `X-Correlation-Id` (or makes one), answers with it, puts it on every event the request
 * publishes, and the consumers log with it (functions/invocation-context.ts).
 */

// The functions log warnings only in API tests; here the consumers' own lines are what is checked.
// Set before the runtime composes them (usePortal's beforeAll), read when each logger is made.
const previousLevel = process.env.POWERTOOLS_LOG_LEVEL;
beforeAll(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'DEBUG';
  return () => {
    process.env.POWERTOOLS_LOG_LEVEL = previousLevel;
  };
});
const portal = usePortal();

let lines: Record<string, unknown>[] = [];
function captureLogLines() {
  lines = [];
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    if (typeof line === 'string' && line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
}
afterEach(() => {
  vi.restoreAllMocks();
});

async function changeLanguage(language: 'fo' | 'en', headers: Record<string, string>) {
  const before = portal.runtime.bus.published.length;
  const answer = await portal.call('PATCH', '/users/me/language', { token: portal.tokens.user, body: { language }, headers });
  expect(answer.status).toBe(200);
  await portal.runtime.bus.drain();
  const caused = portal.runtime.bus.published.slice(before);
  return { answer, caused };
}

describe('the correlation id of a user action', () => {
  it("flows from the browser's header to the answer, the events the request caused and the consumer's log lines", async () => {
    captureLogLines();
    const correlationId = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
    const { answer, caused } = await changeLanguage('en', { 'X-Correlation-Id': correlationId });
    expect(answer.headers.get('x-correlation-id')).toBe(correlationId);
    const event = caused.find((envelope) => envelope.metadata.name === 'user.language-changed');
    expect(event?.metadata.correlationId).toBe(correlationId);
    // The activity-log consumer recorded it, logging with the request's correlation id and its own request id.
    const consumed = lines.find((line) => line.message === 'activity' && line.eventId === event!.metadata.id);
    expect(consumed).toMatchObject({ correlation_id: correlationId, request_id: expect.any(String) });
  });

  it('is made by the API when the browser sent none, and still reaches the events and the consumer', async () => {
    captureLogLines();
    const { answer, caused } = await changeLanguage('fo', {});
    const made = answer.headers.get('x-correlation-id');
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    const event = caused.find((envelope) => envelope.metadata.name === 'user.language-changed');
    expect(event?.metadata.correlationId).toBe(made);
    expect(lines.find((line) => line.message === 'activity' && line.eventId === event!.metadata.id)?.correlation_id).toBe(made);
  });

  it('is carried on by a consumer into the events it publishes: a checkout, then the payment webhook, then the registration', async () => {
    const correlationId = 'checkout-click-0001';
    const before = portal.runtime.bus.published.length;
    const placed = await portal.call('POST', '/orders', {
      token: portal.tokens.user,
      body: { years: 1, terms_accepted: true, domains: [freshName('samband')] },
      headers: { 'idempotency-key': crypto.randomUUID(), 'X-Correlation-Id': correlationId },
    });
    expect(placed.status).toBe(201);
    expect(placed.headers.get('x-correlation-id')).toBe(correlationId);
    await pay(placed.body.data.checkout_url);
    expect((await settled(portal, portal.tokens.user, placed.body.data.id)).status).toBe('registered');
    const caused = portal.runtime.bus.published.slice(before);
    const named = (name: string) => caused.find((envelope) => envelope.metadata.name === name && JSON.stringify(envelope.data).includes(placed.body.data.id));
    expect(named('order.placed')?.metadata.correlationId).toBe(correlationId);
    // The provider's webhook is a request of its own (no browser behind it): a correlation of its own,
    // which the registration consumer carries on into the domain it registers and the settled order.
    const paid = named('order.paid')!;
    expect(paid.metadata.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(named('domain.registered')?.metadata.correlationId).toBe(paid.metadata.correlationId);
    expect(named('order.settled')?.metadata.correlationId).toBe(paid.metadata.correlationId);
  });
});
