import type { IncomingMessage } from 'node:http';
import type { OutboxMessage } from '#functions/adapters/dynamodb/outbox-message-repository.ts';

type Page = { status: number; type: string; body: string };

export interface OutboxPagesPorts {
  /** The local outbox (functions/adapters/dynamodb/outbox-message-repository.ts), newest first. */
  messages: { list(options?: { to?: string; limit?: number }): Promise<OutboxMessage[]> };
  /** The functions' movable clock (functions/adapters/clock/configured-clock.ts). */
  clock: { now(): Date; advance(ms: number): void; reset(): void; readonly offsetMs: number };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const json = (status: number, body: unknown): Page => ({ status, type: 'application/json; charset=utf-8', body: JSON.stringify(body, null, 2) });

/** One outbox message as `/dev/outbox` answers it (the e2e tests read codes from `text`). */
const view = (message: OutboxMessage) => ({
  id: message.id,
  channel: message.channel,
  to: message.to,
  subject: message.subject ?? null,
  text: message.text,
  /** The HTML part of an e-mail that has one, else null. */
  html: message.html ?? null,
  sent_at: message.sentAt,
});

function mailPage(messages: OutboxMessage[], to: string | null): string {
  const rows = messages
    .map(
      (message) => `<article>
  <header><strong>${message.channel === 'sms' ? 'SMS' : escapeHtml(message.subject ?? '')}</strong>
    <span>to <a href="/dev/mail?to=${encodeURIComponent(message.to)}">${escapeHtml(message.to)}</a> · from ${escapeHtml(message.from)} · ${escapeHtml(message.sentAt)}</span></header>
  <pre>${escapeHtml(message.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Økisnavn – local outbox</title>
<style>body{font:15px/1.45 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}header span{display:block;color:#6b7280;font-size:.85rem}
pre{white-space:pre-wrap;font:inherit;margin:.5rem 0 0}</style>
<h1>Local outbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<p>Every e-mail and SMS the portal sent from this runtime, newest first${to ? ' · <a href="/dev/mail">all recipients</a>' : ''}. JSON: <a href="/dev/outbox">/dev/outbox?to=…</a></p>
${rows || '<p>No messages yet.</p>'}
</html>`;
}

/**
 * The local outbox and clock pages:
 * - `GET /dev/mail[?to=]`: the messages as a readable page, newest first;
 * - `GET /dev/outbox?to=<e-mail or phone>`: `{data: [{id, channel, to, subject, text, html, sent_at}]}`,
 *   newest first (a phone as `+298123456`; an unencoded `+` works too); SMS have subject null;
 * - `GET /dev/clock`, `POST /dev/clock {advance_ms}` and `POST /dev/clock/reset`: the clock the
 *   account use cases read (code and link expiry, rate-limit windows). The authorizer keeps
 *   the system time.
 */
export function outboxPages(ports: OutboxPagesPorts): (request: IncomingMessage, url: URL, body: Buffer) => Promise<Page | null> {
  const clockView = () => ({ data: { now: ports.clock.now().toISOString(), offset_ms: ports.clock.offsetMs } });
  return async (request, url, body) => {
    const method = request.method ?? 'GET';
    const to = url.searchParams.get('to');
    if (url.pathname === '/dev/mail' && method === 'GET') {
      const messages = await ports.messages.list({ ...(to ? { to } : {}), limit: 100 });
      return { status: 200, type: 'text/html; charset=utf-8', body: mailPage(messages, to) };
    }
    if (url.pathname === '/dev/outbox' && method === 'GET') {
      const messages = await ports.messages.list({ ...(to ? { to } : {}), limit: 50 });
      return json(200, { data: messages.map(view) });
    }
    if (url.pathname === '/dev/clock' && method === 'GET') return json(200, clockView());
    if (url.pathname === '/dev/clock' && method === 'POST') {
      let advance = Number.NaN;
      try {
        advance = Number((JSON.parse(body.toString('utf8') || '{}') as { advance_ms?: unknown }).advance_ms);
      } catch {
        // answered below
      }
      if (!Number.isFinite(advance)) return json(422, { error: { code: 'validation_failed', message: 'Send {"advance_ms": <number>}.' } });
      ports.clock.advance(advance);
      return json(200, clockView());
    }
    if (url.pathname === '/dev/clock/reset' && method === 'POST') {
      ports.clock.reset();
      return json(200, clockView());
    }
    return null;
  };
}
