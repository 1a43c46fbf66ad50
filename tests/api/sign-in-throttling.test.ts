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
    await portal.runtime.bus.drain(); // the links' e-mails go out first (the password-reset queue)
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

  it('takes one path for a user’s e-mail and an unknown one: the same answer, one job each of the same kind; the work comes after', async () => {
    const { email } = await newAccount(portal);
    await portal.runtime.bus.drain();
    const unknown = uniqueEmail('nobody');
    const sentBefore = (await outbox(portal, email)).length;
    const jobsFor = (address: string) =>
      portal.runtime.bus.published.filter((event) => event.metadata.name === 'user.password-reset-requested' && (event.data as { email: string }).email === address);

    const answers = [];
    for (const address of [email, unknown]) {
      const answer = await forgotPasswordFrom('127.0.0.14', address);
      answers.push({ status: answer.status, body: answer.body });
    }
    expect(answers[0]).toEqual({ status: 202, body: { data: { accepted: true } } });
    expect(answers[1]).toEqual(answers[0]);
    // Each answer handed exactly one job to the queue, the same kind with the same fields; no account was told apart.
    const [known, nobodys] = [jobsFor(email), jobsFor(unknown)];
    expect(known).toHaveLength(1);
    expect(nobodys).toHaveLength(1);
    const kindOf = (job: (typeof known)[number]) => ({ name: job.metadata.name, version: job.metadata.version });
    expect(kindOf(known[0]!)).toEqual(kindOf(nobodys[0]!));
    expect(Object.keys(known[0]!.data as object).sort()).toEqual(Object.keys(nobodys[0]!.data as object).sort());
    expect(known[0]!.data).toEqual({ email, locale: 'en' });

    // The consumer does the per-account work: the link to the user, a note without one to the other address.
    await portal.runtime.bus.drain();
    const mails = await outbox(portal, email);
    expect(mails).toHaveLength(sentBefore + 1);
    expect(mails[0]!.subject).toBe('Set a new password');
    expect(mails[0]!.text).toContain(`${portal.runtime.url}/login/reset-password/`);
    const [note, ...more] = await outbox(portal, unknown);
    expect(more).toEqual([]);
    expect(note!.subject).toBe('Your request for a new password');
    expect(note!.text).not.toContain('/login/reset-password/');
  });

  it('never accepts a decoy link bound to nobody (as forgot-password wrote before its work was queued)', async () => {
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
