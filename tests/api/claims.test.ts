import { describe, expect, it } from 'vitest';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { latestCode, newAccount, outbox } from './accounts.ts';
import { oldAddress, proveAddress, registeredUnder } from './claims.ts';
import { usePortal } from './portal.ts';
import { buyDomain } from './purchases.ts';
import { teamOf, teamUser } from './teams.ts';

/**
 * Claiming domains registered under another e-mail address over HTTP (issue 16): the claimant
 * proves the address with the code e-mailed to it, sees the domains registered under it and
 * claims them into their own archive or a team they own; the previous owner is told and loses
 * access, and the domain's history records the claim.
 */
const portal = usePortal();
const minute = 60_000;

const names = (answer: { body: { data: { domains: Array<{ name: string }> } } }) => answer.body.data.domains.map((domain) => domain.name);

describe('proving another e-mail address', () => {
  it('a wrong code proves nothing; the right one shows the domains registered under the address, and only those the caller may claim', async () => {
    const previous = await teamUser(portal, 'Fyrri Eigari');
    const claimant = await teamUser(portal, 'Nýggi Eigari');
    const address = oldAddress();
    const first = await registeredUnder(portal, previous, address);
    const second = await registeredUnder(portal, previous, address, { name: `a-${first.name}` });
    // Not claimable: another address's, a deleted one, a team's, the claimant's own already.
    await registeredUnder(portal, previous, oldAddress('annar'));
    await registeredUnder(portal, previous, address, { deletedAt: new Date().toISOString() });
    await registeredUnder(portal, { userId: await teamOf(portal, previous, [], 'Fyrra Toymið') }, address, { ownerType: 'team' });
    await registeredUnder(portal, claimant, address);

    const sent = await portal.call('POST', '/claims/codes', { token: claimant.token, language: 'fo', body: { email: address.toUpperCase() } });
    expect(sent.status).toBe(202);
    const [mail] = await outbox(portal, address);
    expect(mail!.subject).toBe('Vátta teldubústaðin fyri at krevja økisnøvn');
    const code = await latestCode(portal, address);

    const notYet = await portal.call('GET', `/claims/domains?email=${encodeURIComponent(address)}`, { token: claimant.token, language: 'en' });
    expect(notYet.status).toBe(403);
    expect(notYet.body.error).toMatchObject({ code: 'claim_email_not_proven', message: expect.stringMatching(/^Confirm that the e-mail address is yours first/) });
    expect(JSON.stringify(notYet.body)).not.toContain(first.name);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await portal.call('POST', '/claims/verify', { token: claimant.token, language: 'en', body: { email: address, code: wrongCode } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error).toMatchObject({ code: 'invalid_code', message: 'The code is wrong or has expired.' });
    expect((await portal.call('GET', `/claims/domains?email=${encodeURIComponent(address)}`, { token: claimant.token })).status).toBe(403);

    const right = await portal.call('POST', '/claims/verify', { token: claimant.token, body: { email: address, code } });
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({ email: address, proven_until: expect.any(String) });
    const lasts = Date.parse(right.body.data.proven_until) - portal.runtime.clock.now().getTime();
    expect(lasts).toBeGreaterThan(59 * minute);
    expect(lasts).toBeLessThanOrEqual(60 * minute);

    const listed = await portal.call('GET', `/claims/domains?email=${encodeURIComponent(address)}`, { token: claimant.token });
    expect(listed.status).toBe(200);
    expect(names(listed)).toEqual([second.name, first.name].sort());
    expect(listed.body.data.domains[0]).toEqual({ id: expect.any(String), name: expect.any(String), status: 'active', expires_at: expect.any(String) });

    // The proof is the claimant's alone: someone else, or the claimant after an hour, sees nothing.
    const other = await teamUser(portal, 'Onkur Annar');
    const theirs = await portal.call('GET', `/claims/domains?email=${encodeURIComponent(address)}`, { token: other.token });
    expect(theirs.status).toBe(403);
    expect(JSON.stringify(theirs.body)).not.toContain(first.name);
    const taken = await portal.call('POST', '/claims/domains', { token: other.token, body: { email: address, domain_ids: [first.domainId], team_id: null } });
    expect(taken.status).toBe(403);
    expect(JSON.stringify(taken.body)).not.toContain(first.name);
    portal.runtime.clock.advance(61 * minute);
    expect((await portal.call('GET', `/claims/domains?email=${encodeURIComponent(address)}`, { token: claimant.token })).status).toBe(403);
  });

  it('an expired code is refused, and one’s own address is no other address', async () => {
    const claimant = await teamUser(portal, 'Seinur Brúkari');
    const address = oldAddress('seint');
    expect((await portal.call('POST', '/claims/codes', { token: claimant.token, body: { email: address } })).status).toBe(202);
    const code = await latestCode(portal, address);
    portal.runtime.clock.advance(11 * minute);
    const late = await portal.call('POST', '/claims/verify', { token: claimant.token, body: { email: address, code } });
    expect(late.status).toBe(422);
    expect(late.body.error.code).toBe('invalid_code');

    const own = await portal.call('POST', '/claims/codes', { token: claimant.token, language: 'en', body: { email: claimant.email } });
    expect(own.status).toBe(422);
    expect(own.body.error.fields).toEqual({ email: 'This is your own e-mail address. Enter the other address the domains are registered under.' });
  });

  it('a code e-mailed to one caller does not prove the address for another', async () => {
    const claimant = await teamUser(portal, 'Biðjari');
    const other = await teamUser(portal, 'Annar');
    const address = oldAddress('bundin');
    expect((await portal.call('POST', '/claims/codes', { token: claimant.token, body: { email: address } })).status).toBe(202);
    const code = await latestCode(portal, address);
    const stolen = await portal.call('POST', '/claims/verify', { token: other.token, body: { email: address, code } });
    expect(stolen.status).toBe(422);
    expect((await portal.call('POST', '/claims/verify', { token: claimant.token, body: { email: address, code } })).status).toBe(200);
  });
});

describe('the registrant e-mail a domain is found by', () => {
  it("is the buyer's address when bought, and the new registrant's after a contacts change", async () => {
    const buyer = await newAccount(portal);
    const { name, domainId } = await buyDomain(portal, buyer.token);
    const claimant = await teamUser(portal, 'Krevjari');
    const listed = async (email: string) => {
      await proveAddress(portal, claimant, email);
      return names(await portal.call('GET', `/claims/domains?email=${encodeURIComponent(email)}`, { token: claimant.token }));
    };
    expect(await listed(buyer.email)).toEqual([name]);

    const current = (await portal.call('GET', `/domains/${domainId}/contacts`, { token: buyer.token })).body.data;
    const registrant = { ...current.registrant, phone_code: '+298', phone_number: '212121', email: oldAddress('nyggjur') };
    const saved = await portal.call('PUT', `/domains/${domainId}/contacts`, { token: buyer.token, body: { same_for_all: true, registrant } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await listed(buyer.email)).toEqual([]);
    expect(await listed(registrant.email)).toEqual([name]);
  });
});

describe('claiming', () => {
  it('into my own domains: the domain moves with its history, its previous owner is told and loses access, and so do its technical managers; automatic renewal with their card stops', async () => {
    const previous = await teamUser(portal, 'Fyrri Eigari');
    const manager = await teamUser(portal, 'Tøknilig Umsitari');
    const claimant = await teamUser(portal, 'Nýggi Eigari');
    const address = oldAddress();
    const domain = await registeredUnder(portal, previous, address, { autoRenewal: true, paymentCardId: 'card-of-previous' });
    const invited = await portal.call('POST', `/domains/${domain.domainId}/invites`, { token: previous.token, body: { email: manager.email } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    expect((await portal.call('POST', `/domains/${domain.domainId}/invites/${invited.body.data.invite_id}/accept`, { token: manager.token })).status).toBe(200);
    expect((await portal.call('GET', `/domains/${domain.domainId}`, { token: manager.token })).status).toBe(200);

    await proveAddress(portal, claimant, address);
    const claimed = await portal.call('POST', '/claims/domains', { token: claimant.token, body: { email: address, domain_ids: [domain.domainId], team_id: null } });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.data).toEqual({ claimed: [{ id: domain.domainId, name: domain.name }], owner: { type: 'user', id: claimant.userId } });

    const mine = await portal.call('GET', '/domains', { token: claimant.token });
    expect(mine.body.data.map((entry: { name: string }) => entry.name)).toContain(domain.name);
    const stored = await createDomainRepository(portal.runtime.table).get(domain.domainId);
    expect(stored).toMatchObject({ ownerType: 'user', ownerId: claimant.userId, autoRenewal: false, version: domain.version + 1 });
    expect(stored!.paymentCardId).toBeUndefined();
    for (const gone of [previous, manager]) expect((await portal.call('GET', `/domains/${domain.domainId}`, { token: gone.token })).status).toBe(404);
    expect((await portal.call('GET', '/domains', { token: previous.token })).body.data).toEqual([]);
    expect((await portal.call('GET', '/users/me', { token: manager.token })).body.data.has_shared_domains).toBe(false);
    // Claimed: no longer listed to claim.
    expect(names(await portal.call('GET', `/claims/domains?email=${encodeURIComponent(address)}`, { token: claimant.token }))).toEqual([]);

    await portal.runtime.bus.drain();
    const history = await portal.call('GET', `/domains/${domain.domainId}/activity`, { token: claimant.token });
    expect(history.body.data.data[0]).toMatchObject({ activity: 'domain.claimed' });
    const bell = await portal.call('GET', '/users/me/notifications?page=1&per_page=10', { token: previous.token });
    expect(bell.body.data.data).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ type: 'danger', target: domain.name, message: 'domain_claimed', params: { name: domain.name, email: address }, url: null }),
      }),
    ]);
    // By e-mail too, in the previous owner's language (Faroese: none chosen).
    expect((await outbox(portal, previous.email)).map((mail) => mail.subject)).toContain(`Økisnavnið ${domain.name} er kravt`);
  });

  it('into a team: its owner claims all at once; a plain member cannot, nor into a team they are not in', async () => {
    const previous = await teamUser(portal, 'Fyrri Eigari');
    const owner = await teamUser(portal, 'Toymiseigari');
    const member = await teamUser(portal, 'Toymislimur');
    const address = oldAddress('toymi');
    const teamId = await teamOf(portal, owner, [{ user: member }], 'Kravtoymið');
    const first = await registeredUnder(portal, previous, address);
    const second = await registeredUnder(portal, previous, address);

    await proveAddress(portal, member, address);
    const byMember = await portal.call('POST', '/claims/domains', { token: member.token, language: 'en', body: { email: address, domain_ids: [first.domainId], team_id: teamId } });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error).toMatchObject({ code: 'only_owners', message: 'Only owners can use this function' });
    const strangersTeam = await teamOf(portal, previous, [], 'Annað Toymið');
    const elsewhere = await portal.call('POST', '/claims/domains', { token: member.token, body: { email: address, domain_ids: [first.domainId], team_id: strangersTeam } });
    expect(elsewhere.status).toBe(404);
    expect(JSON.stringify(elsewhere.body)).not.toContain('Annað Toymið');

    await proveAddress(portal, owner, address);
    const all = await portal.call('POST', '/claims/domains', { token: owner.token, body: { email: address, domain_ids: [first.domainId, second.domainId], team_id: teamId } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.owner).toEqual({ type: 'team', id: teamId });
    const teamDomains = await portal.call('GET', `/teams/${teamId}/domains`, { token: member.token });
    expect(teamDomains.body.data.map((entry: { name: string }) => entry.name).sort()).toEqual([first.name, second.name].sort());
    expect((await portal.call('GET', `/domains/${first.domainId}`, { token: previous.token })).status).toBe(404);

    // A team's domain is no longer claimable, even by the member who proved the address.
    const again = await portal.call('POST', '/claims/domains', { token: member.token, body: { email: address, domain_ids: [first.domainId], team_id: null } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('domain_not_claimable');
  });

  it('nothing moves when one of the domains asked for is not claimable', async () => {
    const previous = await teamUser(portal, 'Fyrri Eigari');
    const claimant = await teamUser(portal, 'Krevjari');
    const address = oldAddress('summi');
    const claimable = await registeredUnder(portal, previous, address);
    const another = await registeredUnder(portal, previous, oldAddress('hin'));
    await proveAddress(portal, claimant, address);
    const refused = await portal.call('POST', '/claims/domains', {
      token: claimant.token,
      body: { email: address, domain_ids: [claimable.domainId, another.domainId], team_id: null },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('domain_not_claimable');
    expect(await createDomainRepository(portal.runtime.table).get(claimable.domainId)).toMatchObject({ ownerId: previous.userId });
  });
});
