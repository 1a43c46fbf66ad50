import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimitRepository } from '#functions/adapters/dynamodb/challenge-repository.ts';
import { createResetLinkRepository } from '#functions/adapters/dynamodb/credential-repository.ts';
import { codeTryAllowance, signInAllowances, windowOf, type Allowance } from '#functions/auth/rate-limits.ts';
import { nobody } from '#functions/auth/sign-in.ts';
import { viewerAddressHeader } from '#functions/http/pipeline/edge-headers.ts';
import { latestCode, newAccount, nextWindow, outbox, password, uniqueEmail } from './accounts.ts';
import { type Json, usePortal } from './portal.ts';

const portal = usePortal();
// Passwords are checked with scrypt at 128 MiB (~0.3 s each, more when every API file runs at once).
vi.setConfig({ testTimeout: 120_000 });

/**
 * The API called from a client address of the test's choosing. On Linux every address in
 * 127.0.0.0/8 is this host, so binding the client's socket to 127.0.0.x makes the local gateway
 * see that address as the source IP (`requestContext.http.sourceIp`, as API Gateway gives it):
 * real HTTP through the real gateway, with no test-only header the gateway would have to trust.
 */
function callFrom(address: string, path: string, body: unknown, extraHeaders: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
  const url = new URL(`${portal.runtime.url}/api${path}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        agent: false,
        headers: { ...extraHeaders, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), accept: 'application/json', 'accept-language': 'en' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
        });
        response.once('error', reject);
      },
    );
    outgoing.once('error', reject);
    outgoing.end(payload);
  });
}

const requestLoginFrom = (address: string, email: string, secret: string) => callFrom(address, '/auth/request-login', { email, password: secret });
const loginFrom = (address: string, verificationId: string, code: string) => callFrom(address, '/auth/login', { code, verification_id: verificationId });
const forgotPasswordFrom = (address: string, email: string) => callFrom(address, '/auth/forgot-password', { email });
const wrongPassword = 'Wrong-password-1';
const tooMany = { code: 'rate_limited', message: 'Too many requests. Please wait a moment and try again.' };

async function statuses(count: number, call: (index: number) => Promise<{ status: number }>): Promise<number[]> {
  const answers = [];
  for (let index = 0; index < count; index++) answers.push((await call(index)).status);
  return answers;
}
const repeat = (status: number, count: number) => Array<number>(count).fill(status);

/**
 * Counts `count` tries of an allowance in its current window straight in the table: they stand
 * for tries made earlier (from other addresses, or before the test), so the test needs only the
 * last few real requests instead of a hundred password checks of 0.3 s each.
 */
async function alreadyCounted(allowance: Allowance, count: number): Promise<void> {
  const window = windowOf(portal.runtime.clock.now(), allowance.windowSeconds);
  await createRateLimitRepository(portal.runtime.table).spend(allowance.rule, allowance.key, window.start, window.endsAt, count);
}

// Every test starts at the beginning of a fresh hour: fresh 15-minute and hour windows alike.
beforeEach(() => {
  const hour = 60 * 60_000;
  portal.runtime.clock.advance(hour - (portal.runtime.clock.now().getTime() % hour) + 1000);
});

describe('wrong passwords on request-login', () => {
  it('from one address stop that address after 5 for that e-mail, but never the owner signing in from another', async () => {
    const { email } = await newAccount(portal);
    const attacker = '127.0.0.2';
    const owner = '127.0.0.3';
    const answers = [];
    for (let index = 0; index < 8; index++) answers.push(await requestLoginFrom(attacker, email, wrongPassword));
    expect(answers.map((answer) => answer.status)).toEqual([...repeat(422, 5), ...repeat(429, 3)]);
    expect(answers[0]!.body.error).toMatchObject({ code: 'invalid_credentials' });
    expect(answers.at(-1)!.body.error).toMatchObject(tooMany);
    // The right password from the attacker's address waits too…
    expect((await requestLoginFrom(attacker, email, password)).status).toBe(429);

    // …while the owner, elsewhere, signs in with password and code.
    const requested = await requestLoginFrom(owner, email, password);
    expect(requested.status).toBe(200);
    const signedIn = await loginFrom(owner, requested.body.data.verification_id, await latestCode(portal, email));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.token).toEqual(expect.any(String));
  });

  it('are not what reset links asked for by someone else use up: the owner still gets the sign-in code', async () => {
    const { email } = await newAccount(portal);
    nextWindow(portal); // registering sent a code to the address in this window
    expect(await statuses(6, () => forgotPasswordFrom('127.0.0.11', email))).toEqual([...repeat(202, 5), 429]);
    const requested = await requestLoginFrom('127.0.0.12', email, password);
    expect(requested.status).toBe(200);
    expect((await loginFrom('127.0.0.12', requested.body.data.verification_id, await latestCode(portal, email))).status).toBe(200);
  });

  it('from one address stop it after 30 across e-mails, unknown e-mails alike; other addresses go on', async () => {
    const address = '127.0.0.4';
    await alreadyCounted(signInAllowances({ email: 'x@example.com', sourceIp: address }).fromAddress[1]!, 26);
    const emails = Array.from({ length: 5 }, () => uniqueEmail('unknown'));
    expect(await statuses(5, (index) => requestLoginFrom(address, emails[index]!, wrongPassword))).toEqual([...repeat(422, 4), 429]);
    expect((await requestLoginFrom(address, emails[0]!, wrongPassword)).body.error).toMatchObject(tooMany);
    expect((await requestLoginFrom('127.0.0.5', emails[4]!, wrongPassword)).status).toBe(422);
  });

  it('for one e-mail from many addresses: past 100 in an hour everyone waits, and the owner is told once, in their language', async () => {
    const { email } = await newAccount(portal, { language: 'fo' });
    const owner = '127.0.0.30';
    const sent = (await outbox(portal, email)).length;
    // 97 wrong passwords from elsewhere earlier this hour; the next three from three more addresses.
    await alreadyCounted(signInAllowances({ email, sourceIp: owner }).forEmail, 97);
    expect(await statuses(3, (index) => requestLoginFrom(`127.0.0.${20 + index}`, email, wrongPassword))).toEqual(repeat(422, 3));
    expect(await outbox(portal, email)).toHaveLength(sent);

    const tripped = await requestLoginFrom('127.0.0.23', email, wrongPassword);
    expect(tripped.status).toBe(429);
    expect(tripped.body.error).toMatchObject(tooMany);
    const [notice] = await outbox(portal, email);
    expect(await outbox(portal, email)).toHaveLength(sent + 1);
    expect(notice).toMatchObject({ channel: 'email', to: email, subject: 'Onkur roynir at rita inn á brúkaran hjá tær á Økisnavn' });
    expect(notice!.text).toContain(`${portal.runtime.url}/login/forgot-password`);

    // Everyone waits out the hour, the owner too; the owner is not told again.
    expect((await requestLoginFrom('127.0.0.24', email, wrongPassword)).status).toBe(429);
    expect((await requestLoginFrom(owner, email, password)).status).toBe(429);
    expect(await outbox(portal, email)).toHaveLength(sent + 1);
    portal.runtime.clock.advance(60 * 60_000);
    const requested = await requestLoginFrom(owner, email, password);
    expect(requested.status).toBe(200);
    expect((await loginFrom(owner, requested.body.data.verification_id, await latestCode(portal, email))).status).toBe(200);
  });
});

describe('wrong codes on login', () => {
  it('from one address are refused after 30, across verification ids; other addresses go on', async () => {
    const address = '127.0.0.6';
    // A wrong password issues no verification id: a guesser has only ids of their own making.
    const verificationId = 'made-up-verification-id';
    await alreadyCounted(codeTryAllowance(address), 25);
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push(await loginFrom(address, verificationId, '123456'));
    expect(answers.map((answer) => answer.status)).toEqual([...repeat(422, 5), 429]);
    expect(answers.at(-1)!.body.error).toMatchObject(tooMany);
    expect((await loginFrom('127.0.0.7', verificationId, '123456')).status).toBe(422);
  });

  it('from one address do not count once the code is right', async () => {
    const { email } = await newAccount(portal);
    const address = '127.0.0.8';
    await alreadyCounted(codeTryAllowance(address), 29);
    const requested = await requestLoginFrom(address, email, password);
    expect((await loginFrom(address, requested.body.data.verification_id, await latestCode(portal, email))).status).toBe(200);
    expect((await loginFrom(address, requested.body.data.verification_id, '123456')).status).toBe(422); // the 30th wrong code
    expect((await loginFrom(address, requested.body.data.verification_id, '123456')).status).toBe(429);
  });
});

describe('forgot-password', () => {
  it('is refused after 30 requests from one address in 15 minutes; other addresses go on', async () => {
    const address = '127.0.0.9';
    expect(await statuses(31, () => forgotPasswordFrom(address, uniqueEmail('forgot')))).toEqual([...repeat(202, 30), 429]);
    expect((await forgotPasswordFrom(address, uniqueEmail('forgot'))).body.error).toMatchObject(tooMany);
    expect((await forgotPasswordFrom('127.0.0.10', uniqueEmail('forgot'))).status).toBe(202);
  });

  it("counts the viewer's own address, whatever address the request claims in the edge's header", async () => {
    const address = '127.0.0.13';
    const claiming = (index: number) => callFrom(address, '/auth/forgot-password', { email: uniqueEmail('forgot') }, { [viewerAddressHeader]: `198.51.100.${index + 1}` });
    expect(await statuses(31, claiming)).toEqual([...repeat(202, 30), 429]);
  });

  it('does the same work for an unknown e-mail as for a user’s: one e-mail each, and the same time', async () => {
    const { email } = await newAccount(portal);
    const [warmUp, measured] = [2, 21];
    const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    const unknownAddresses: string[] = [];
    const sentBefore = (await outbox(portal, email)).length;
    // A fresh window per round keeps both under the limits; the order alternates so neither
    // path always runs first.
    for (let round = 0; round < warmUp + measured; round++) {
      nextWindow(portal);
      const unknown = uniqueEmail('nobody');
      unknownAddresses.push(unknown);
      const order = round % 2 === 0 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const);
      for (const kind of order) {
        const started = performance.now();
        const answer = await portal.call('POST', '/auth/forgot-password', { body: { email: kind === 'known' ? email : unknown } });
        const elapsed = performance.now() - started;
        expect(answer).toMatchObject({ status: 202, body: { data: { accepted: true } } });
        if (round >= warmUp) timings[kind].push(elapsed);
      }
    }
    // The same work shows: each request e-mailed the address it named, once.
    expect(await outbox(portal, email)).toHaveLength(sentBefore + warmUp + measured);
    for (const unknown of unknownAddresses.slice(0, 3)) {
      const [notice, ...more] = await outbox(portal, unknown);
      expect(more).toEqual([]);
      expect(notice!.subject).toBe('Umbønin um nýtt loyniorð');
      expect(notice!.text).not.toContain('/login/reset-password/');
    }

    // A busy machine adds time in spikes of tens of milliseconds to single requests, which moves
    // any one path's statistic by more than the difference looked for. The two requests of a
    // round run back to back under the same load, so the median of the rounds' differences shows
    // the work itself. Before, an unknown e-mail answered ~5 ms sooner than a user's (7 against
    // 12 ms, more on a loaded machine); now the median difference must stay within 2.5 ms or a
    // fifth of a request.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const differences = timings.known.map((known, round) => timings.unknown[round]! - known);
    const typical = median([...timings.known, ...timings.unknown]);
    expect(Math.abs(median(differences)), JSON.stringify({ differences, typical, timings })).toBeLessThanOrEqual(Math.max(2.5, 0.2 * typical));
  });

  it('never accepts the decoy link written for an address nobody can reset', async () => {
    const unknown = uniqueEmail('nobody');
    const token = 'decoy-token-known-to-this-test';
    const now = portal.runtime.clock.now();
    await createResetLinkRepository(portal.runtime.table).create({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: nobody,
      email: unknown,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const body = { token, email: unknown, password: 'Another-password-2026', password_confirmation: 'Another-password-2026' };
    expect((await portal.call('POST', '/auth/reset-password', { body })).body.error.code).toBe('invalid_reset_link');
  });
});
