import { describe, expect, it } from 'vitest';
import type { DnsFault } from '#infra/local/dns-server/dns-server.ts';
import { newAccount, outbox } from './accounts.ts';
import { type Json, type Portal, usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';

/**
 * The domain health checks (issue 32) against the real local servers: the product's first name
 * server is the local DNS server, its second the runtime's second server, which is made to fail.
 * Each check asks both directly over UDP and TCP and validates the DNSSEC chain from the
 * registry simulator's DS. A check that turns bad is told once (the bell and an e-mail), and its
 * recovery once. The daily job (`domain-health`) is run as its schedule runs it, the clock moved a
 * day and a half each time so the domain is due again.
 */
const portal: Portal = usePortal({ functionSettings: () => ({ NAME_SERVER_PROBE_TIMEOUT_MS: '1000' }) });

const hours = 3600_000;
const failingSubject = /does not work as it should|virkar ikki, sum tað skal/;
const recoveredSubject = /works again|virkar aftur/;

async function dailyCheck(): Promise<void> {
  portal.runtime.clock.advance(36 * hours);
  await portal.runtime.scheduler.run('domain-health');
  await portal.runtime.bus.drain();
}

async function healthOf(domainId: string, token: string): Promise<Json> {
  const answer = await portal.call('GET', `/domains/${domainId}/health`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** The owner's health notifications and mails about the domain. */
async function told(owner: { token: string; email: string }, name: string) {
  const notifications = (await portal.call('GET', '/users/me/notifications?per_page=50', { token: owner.token })).body.data.data as Json[];
  const mails = (await outbox(portal, owner.email)).filter((mail) => mail.subject?.includes(name));
  return {
    failing: notifications.filter((notification) => notification.data.message === 'domain_health_failing' && notification.data.target === name).length,
    recovered: notifications.filter((notification) => notification.data.message === 'domain_health_recovered' && notification.data.target === name).length,
    failingMails: mails.filter((mail) => failingSubject.test(mail.subject ?? '')).length,
    recoveredMails: mails.filter((mail) => recoveredSubject.test(mail.subject ?? '')).length,
  };
}

// Each buys a domain (payment simulator, registry) and runs the job several times: on 2 busy cores that takes its time.
describe('domain health checks', { timeout: 90_000 }, () => {
  it('a signed domain on both product servers works: checked after the DNSSEC change, 2 of 2 answering, DNSSEC valid, nothing told', async () => {
    const owner = await newAccount(portal);
    const { domainId, name } = await buyDomain(portal, owner.token);
    expect((await healthOf(domainId, owner.token)).state).toBe('unchecked');

    const on = await portal.call('PUT', `/domains/${domainId}/dnssec`, { token: owner.token, body: { enabled: true, understood: true } });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    await portal.runtime.bus.drain();
    // The consumer checked it after the change (no job ran).
    expect(await healthOf(domainId, owner.token)).toMatchObject({ state: 'ok', answering: 2, total: 2, dnssec: 'valid', problems: [] });
    expect(await told(owner, name)).toEqual({ failing: 0, recovered: 0, failingMails: 0, recoveredMails: 0 });

    // Nobody else sees it.
    const stranger = await newAccount(portal);
    expect((await portal.call('GET', `/domains/${domainId}/health`, { token: stranger.token })).status).toBe(404);
  });

  const faults: [DnsFault, Json][] = [
    ['down', { code: 'server_not_answering', server: 'ns2.okisnavn.fo', others: 'ns1.okisnavn.fo' }],
    ['lame', { code: 'server_not_authoritative', server: 'ns2.okisnavn.fo' }],
    ['serial', { code: 'serials_differ' }],
    ['no-dnskey', { code: 'ds_without_dnskey', server: 'ns2.okisnavn.fo' }],
    ['bad-signature', { code: 'signature_invalid', server: 'ns2.okisnavn.fo' }],
    ['expired-signature', { code: 'signature_expired', server: 'ns2.okisnavn.fo' }],
    ['below-apex-down', { code: 'below_apex_not_answering', server: 'ns2.okisnavn.fo' }],
  ];

  it.each(faults)('the second server %s: detected and told once, and the recovery told once', async (fault, problem) => {
    const owner = await newAccount(portal);
    const { domainId, name } = await buyDomain(portal, owner.token);
    expect((await portal.call('PUT', `/domains/${domainId}/dnssec`, { token: owner.token, body: { enabled: true, understood: true } })).status).toBe(200);
    // A name below the apex: each check asks for it (and validates its signature) too.
    const www = await portal.call('POST', `/domains/${domainId}/dns-records`, { token: owner.token, body: { type: 'A', name: 'www', value: '192.0.2.80', ttl: 3600 } });
    expect(www.status, JSON.stringify(www.body)).toBe(201);
    await portal.runtime.bus.drain();
    expect((await healthOf(domainId, owner.token)).state).toBe('ok');

    portal.runtime.secondDns.faults.set(name, fault);
    try {
      await dailyCheck();
      const failing = await healthOf(domainId, owner.token);
      expect(failing.state).toBe('failing');
      expect(failing.problems).toContainEqual(expect.objectContaining(problem));
      expect(failing.dnssec).toBe(['no-dnskey', 'bad-signature', 'expired-signature'].includes(fault) ? 'broken' : 'valid');
      expect(await told(owner, name)).toEqual({ failing: 1, recovered: 0, failingMails: 1, recoveredMails: 0 });
      // The administrators' list has it.
      const list = await portal.call('GET', '/admin/domain-health', { token: portal.tokens.admin });
      expect(list.body.data.data.map((entry: Json) => entry.domain_id)).toContain(domainId);

      // Still failing the next day: not told again.
      await dailyCheck();
      expect((await healthOf(domainId, owner.token)).state).toBe('failing');
      expect(await told(owner, name)).toEqual({ failing: 1, recovered: 0, failingMails: 1, recoveredMails: 0 });
    } finally {
      portal.runtime.secondDns.faults.delete(name);
    }

    await dailyCheck();
    expect(await healthOf(domainId, owner.token)).toMatchObject({ state: 'ok', answering: 2, total: 2, dnssec: 'valid', problems: [] });
    expect(await told(owner, name)).toEqual({ failing: 1, recovered: 1, failingMails: 1, recoveredMails: 1 });
    await dailyCheck();
    expect(await told(owner, name), JSON.stringify(await healthOf(domainId, owner.token))).toEqual({ failing: 1, recovered: 1, failingMails: 1, recoveredMails: 1 });
    const list = await portal.call('GET', '/admin/domain-health', { token: portal.tokens.admin });
    expect(list.body.data.data.map((entry: Json) => entry.domain_id)).not.toContain(domainId);
  });
});
