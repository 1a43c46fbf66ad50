import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Portal } from './portal.ts';

/** A message in the local outbox, as `/dev/outbox` answers it. */
export interface OutboxEntry {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  /** An e-mail's HTML part, or null. */
  html: string | null;
  sent_at: string;
}

export const password = 'Correct-horse-2026';

/** A fresh address per test, so tests never share accounts. */
export const uniqueEmail = (label = 'person') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** Everything sent to an address or phone number, newest first. */
export async function outbox(portal: Portal, to: string): Promise<OutboxEntry[]> {
  const response = await fetch(`${portal.runtime.url}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: OutboxEntry[] }).data;
}

/**
 * The code in the newest message to `to` that carries one (the only 6-digit number in its text):
 * a notice the consumers send meanwhile (a change's mail to the same address, say) is passed over.
 */
export async function latestCode(portal: Portal, to: string, channel: OutboxEntry['channel'] = 'email'): Promise<string> {
  const messages = (await outbox(portal, to)).filter((message) => message.channel === channel);
  expect(messages[0], `a message to ${to}`).toBeDefined();
  const newest = messages.find((message) => /\b\d{6}\b/.test(message.text));
  expect(newest, `a message with a code to ${to}: ${messages[0]!.text}`).toBeDefined();
  const codes = newest!.text.match(/\b\d{6}\b/g);
  expect(codes, newest!.text).toHaveLength(1);
  return codes![0]!;
}

export const abroadUser = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Útlendingur',
  street: 'Main Street 1',
  zip: '1000',
  city: 'Copenhagen',
  country_code: 'DK',
  phone: '12345678',
  phone_code: '+45',
  email,
  language: 'en',
  password,
  password_confirmation: password,
  terms_accepted: true,
  privacy_policy_accepted: true,
  ...overrides,
});

/** Registers from abroad and verifies the e-mail: a verified user with a password and a token. */
export async function newAccount(portal: Portal, overrides: Record<string, unknown> = {}): Promise<{ email: string; token: string; userId: string }> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const registered = await portal.call('POST', '/auth/register-abroad-user', { body: abroadUser(email, overrides) });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const verified = await portal.call('POST', '/auth/verify-email', { body: { email, code: await latestCode(portal, email) } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const token = verified.body.data.token as string;
  const me = await portal.call('GET', '/users/me', { token });
  return { email, token, userId: me.body.data.id as string };
}

/** Password and e-mailed code: a new session token. */
export async function signIn(portal: Portal, email: string, secret = password): Promise<string> {
  const requested = await portal.call('POST', '/auth/request-login', { body: { email, password: secret } });
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  const answer = await portal.call('POST', '/auth/login', {
    body: { code: await latestCode(portal, email), verification_id: requested.body.data.verification_id },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.token as string;
}

/** A new rate-limit window (15 minutes later): tests from one IP address stay under its limit. */
export function nextWindow(portal: Portal): void {
  portal.runtime.clock.advance(15 * 60_000);
}
