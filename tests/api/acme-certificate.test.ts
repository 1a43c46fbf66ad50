import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedMessages } from '#shared/i18n/messages.ts';
import { acmeDnsHook, namesOf, obtainCertificate, type Pebble, startPebble } from './acme.ts';
import { newAccount } from './accounts.ts';
import { usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';
import { demoUsersDomain } from './registered-domains.ts';

/**
 * A certificate from a real ACME server for a domain bought in the test and for its wildcard,
 * through each of the two generic protocols ACME clients speak (issue 30): Debian's lego with the
 * portal's API token as an acme-dns credential (through lego's exec provider and an acme-dns client
 * of goacmedns's requests: Debian builds lego without its acme-dns provider) and as its httpreq
 * provider's basic auth, Debian's pebble
 * validating each DNS-01 challenge by asking the portal's local authoritative DNS server for the
 * `_acme-challenge` TXT records. One pebble for both, one lego run per protocol for both names (the
 * two runs side by side, each on a domain of its own).
 * And the token writes nothing but its domain's challenges.
 */
const portal = usePortal();
let pebble: Pebble;
let owner: Awaited<ReturnType<typeof newAccount>>;
type Bought = { domainId: string; name: string };
/** The ACME credential: a token limited to the domain's `_acme-challenge` TXT, made as the API page makes it. */
type Credential = { id: string; secret: string };
/** A domain per protocol (their lego runs go side by side), each with its credential. */
let viaAcmeDns: { domain: Bought; credential: Credential };
let viaHttpreq: { domain: Bought; credential: Credential };

const challengeValue = (letter: string) => letter.repeat(43);
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

beforeAll(async () => {
  pebble = await startPebble(portal.runtime.dns);
  owner = await newAccount(portal);
  const withCredential = async (domain: Bought) => {
    const made = await portal.call('POST', '/api-tokens', {
      token: owner.token,
      body: { name: `ACME ${domain.name}`, scopes: ['dns:write'], domain_ids: [domain.domainId], records: [{ name: '_acme-challenge', types: ['TXT'] }], valid_days: 90 },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return { domain, credential: { id: made.body.data.id as string, secret: made.body.data.secret as string } };
  };
  viaAcmeDns = await withCredential(await buyDomain(portal, owner.token));
  viaHttpreq = await withCredential(await buyDomain(portal, owner.token));
}, 90_000);

afterAll(async () => {
  await pebble?.stop();
});

async function challenges(domain: Bought): Promise<{ value: string; ttl: number }[]> {
  const records = (await portal.call('GET', `/domains/${domain.domainId}/dns-records`, { token: owner.token })).body.data.records as {
    type: string;
    name: string;
    value: string;
    ttl: number;
  }[];
  return records.filter((record) => record.type === 'TXT' && record.name === '_acme-challenge').map(({ value, ttl }) => ({ value, ttl }));
}

describe('ACME DNS-01 through the portal, with an API token', () => {
  it.concurrent(
    'lego through acme-dns gets a certificate for the domain and its wildcard; the last two values stay, with a short TTL',
    async ({ expect }) => {
      const { domain, credential } = viaAcmeDns;
      const storage = join(pebble.folder, 'acme-dns-accounts.json');
      // What the API page shows for ACME_DNS_STORAGE_PATH.
      await writeFile(
        storage,
        JSON.stringify({
          [domain.name]: { username: credential.id, password: credential.secret, subdomain: domain.domainId, fulldomain: `_acme-challenge.${domain.name}`, allowfrom: [] },
        }),
      );
      // Debian's lego lacks its acme-dns provider: its exec provider runs an acme-dns client of the same requests (acme.ts).
      const environment = await acmeDnsHook(pebble, { apiBase: `${portal.runtime.url}/api/acme-dns`, storagePath: storage });
      const lego = await obtainCertificate(pebble, { domains: [domain.name, `*.${domain.name}`], provider: 'exec', environment, resolver: portal.runtime.dns });
      expect(namesOf(lego.certificate), lego.output).toEqual([`*.${domain.name}`, domain.name].sort());
      expect(lego.output).toContain('Server responded with a certificate');
      // acme-dns has no cleanup: the two values (the name's and the wildcard's) stay, until the next ones replace them.
      const kept = await challenges(domain);
      expect(kept).toHaveLength(2);
      expect(kept.every((record) => /^[A-Za-z0-9_-]{43}$/.test(record.value) && record.ttl === 60)).toBe(true);
    },
    150_000,
  );

  it.concurrent(
    "lego's httpreq provider gets a certificate for the domain and its wildcard, and cleans up its values",
    async ({ expect }) => {
      const { domain, credential } = viaHttpreq;
      const environment = {
        HTTPREQ_ENDPOINT: `${portal.runtime.url}/api/httpreq`,
        HTTPREQ_USERNAME: credential.id,
        HTTPREQ_PASSWORD: credential.secret,
        HTTPREQ_POLLING_INTERVAL: '1',
        HTTPREQ_PROPAGATION_TIMEOUT: '60',
      };
      const lego = await obtainCertificate(pebble, { domains: [domain.name, `*.${domain.name}`], provider: 'httpreq', environment, resolver: portal.runtime.dns });
      expect(namesOf(lego.certificate), lego.output).toEqual([`*.${domain.name}`, domain.name].sort());
      expect(lego.output).toContain('Server responded with a certificate');
      // Its cleanup removed its two values: nothing is left behind.
      expect(await challenges(domain)).toEqual([]);
    },
    150_000,
  );
});

describe("an ACME credential's reach", () => {
  it('the credential writes its own domain’s challenges and nothing else: 403 for any other name, type or domain, 400 for a bad value', async () => {
    // The httpreq domain, its challenges cleaned up by now.
    const { domain, credential } = viaHttpreq;
    const someoneElses = await demoUsersDomain(portal, 'acme-other');
    const httpreq = (path: string, body: unknown, language = 'en') =>
      fetch(`${portal.runtime.url}/api/httpreq/${path}`, {
        method: 'POST',
        headers: { authorization: basic(credential.id, credential.secret), 'content-type': 'application/json', 'accept-language': language },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const acmeDns = (body: unknown, user = credential.id) =>
      fetch(`${portal.runtime.url}/api/acme-dns/update`, {
        method: 'POST',
        headers: { 'x-api-user': user, 'x-api-key': credential.secret, 'content-type': 'application/json', 'accept-language': 'fo' },
        body: JSON.stringify(body),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const scope = { status: 403, code: 'token_scope' };
    const answered = (answer: { status: number; body: { error?: { code: string } } }) => ({ status: answer.status, code: answer.body.error?.code });

    // Another name of its domain, the domain itself, a name under the challenge's (its pattern is `_acme-challenge` alone), someone else's domain.
    for (const fqdn of [
      `www.${domain.name}.`,
      `${domain.name}.`,
      `_acme-challenge.www.${domain.name}.`,
      `_acme-challenge.${someoneElses.name}.`,
      '_acme-challenge.nobody-has-this.fo.',
    ])
      expect(answered(await httpreq('present', { fqdn, value: challengeValue('a') })), fqdn).toEqual(scope);
    expect(answered(await acmeDns({ subdomain: someoneElses.domainId, txt: challengeValue('a') }))).toEqual(scope);
    // Another type or name through the DNS records API, with the same token.
    for (const record of [
      { type: 'A', name: '_acme-challenge', value: '192.0.2.1', ttl: 60 },
      { type: 'TXT', name: 'www', value: 'mine now', ttl: 60 },
    ]) {
      const created = await portal.call('POST', `/domains/${domain.domainId}/dns-records`, { token: credential.secret, body: record });
      expect(answered(created), record.type).toEqual(scope);
    }
    // Bad input: 400 with the catalogue's message, in the caller's language; another credential's user: 401.
    const badValue = await httpreq('present', { fqdn: `_acme-challenge.${domain.name}.`, value: 'not a challenge' });
    expect(badValue).toEqual({ status: 400, body: { error: { code: 'acme_txt_invalid', message: sharedMessages.en.errors.acme_txt_invalid } } });
    const badName = await httpreq('cleanup', { fqdn: 'not a name', value: challengeValue('a') }, 'fo');
    expect(badName).toEqual({ status: 400, body: { error: { code: 'acme_name_invalid', message: sharedMessages.fo.errors.acme_name_invalid } } });
    expect(answered(await acmeDns({ subdomain: 'www', txt: challengeValue('a') }))).toEqual({ status: 400, code: 'acme_subdomain_invalid' });
    expect(answered(await acmeDns({ subdomain: domain.domainId, txt: 'short' }))).toEqual({ status: 400, code: 'acme_txt_invalid' });
    expect(answered(await acmeDns({ subdomain: domain.domainId, txt: challengeValue('a') }, 'someone-else'))).toEqual({ status: 401, code: 'token_invalid' });
    // Nothing of it was written.
    expect(await challenges(domain)).toEqual([]);
    // And what it may do, it does: acme-dns answers the value, as acme-dns does.
    expect(await acmeDns({ subdomain: domain.domainId, txt: challengeValue('b') })).toEqual({ status: 200, body: { txt: challengeValue('b') } });
    expect(await challenges(domain)).toEqual([{ value: challengeValue('b'), ttl: 60 }]);
  }, 60_000);
});
