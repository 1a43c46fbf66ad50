import { describe, expect, it } from 'vitest';
import { createDomainRepository } from '#functions/adapters/dynamodb/domain-repository.ts';
import { outbox } from './accounts.ts';
import { usePortal } from './portal.ts';
import { checkout, pay, settled } from './purchases.ts';
import { demoUsersDomain } from './registered-domains.ts';
import { teamOf, teamUser } from './teams.ts';

/**
 * Teams over HTTP (spec §3, §5, §6): created with the caller as owner, read by members only,
 * changed by owners only, and the deletion rules: no team with domains is deleted, the only
 * owner stays, a team keeps a user.
 */
const portal = usePortal();

const fullContact = {
  owner_type: 'person',
  first_name: 'Bárður',
  last_name: 'á Steig',
  street: 'Vegur 1',
  postal_code: '100',
  town: 'Tórshavn',
  country_code: 'FO',
  phone_code: '+298',
  phone_number: '123456',
  email: 'bardur@example.fo',
  resident: true,
};

describe('teams', () => {
  it('a new team has its creator as its only owner, and is listed for them', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const created = await portal.call('POST', '/teams', {
      token: anna.token,
      body: { name: '  Hansen & Synir ', vat_number: '123456', street: 'Vegur 1', zip: '100', city: 'Tórshavn', attention: '', country: 'FO' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      name: 'Hansen & Synir',
      vat_number: '123456',
      street: 'Vegur 1',
      zip: '100',
      city: 'Tórshavn',
      attention: null,
      country: 'FO',
      is_owned_by_current_user: true,
      members: [{ id: anna.userId, name: 'Anna Hansen', email: anna.email, is_owner: true, joined_at: expect.any(String) }],
      invitations: [],
      created_at: expect.any(String),
    });
    const listed = await portal.call('GET', '/teams', { token: anna.token });
    expect(listed.body.data).toEqual([created.body.data]);
    expect((await portal.call('GET', `/teams/${created.body.data.id}`, { token: anna.token })).body.data).toEqual(created.body.data);
  });

  it('a team needs a name of at least 2 characters, in the caller’s language', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const missing = await portal.call('POST', '/teams', { token: anna.token, language: 'fo', body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.error.fields).toEqual({ name: 'Hetta er ein kravdur teigur.' });
    const short = await portal.call('POST', '/teams', { token: anna.token, language: 'en', body: { name: 'A' } });
    expect(short.status).toBe(422);
    expect(short.body.error.fields).toEqual({ name: 'At least 2 characters.' });
    const unknownField = await portal.call('POST', '/teams', { token: anna.token, language: 'en', body: { name: 'Toymi', domain_id: 'x' } });
    expect(unknownField.status).toBe(422);
  });

  it('owners change only the details; members see them and get "Only owners can use this function"', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const bardur = await teamUser(portal, 'Bárður á Steig');
    const teamId = await teamOf(portal, anna, [{ user: bardur }]);
    const changed = await portal.call('PATCH', `/teams/${teamId}`, { token: anna.token, body: { name: 'Nýtt navn', city: 'Klaksvík' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Nýtt navn', city: 'Klaksvík', street: null });
    const idChange = await portal.call('PATCH', `/teams/${teamId}`, { token: anna.token, body: { id: 'other' } });
    expect(idChange.status).toBe(422);
    const asMember = await portal.call('PATCH', `/teams/${teamId}`, { token: bardur.token, language: 'en', body: { name: 'Mítt navn' } });
    expect(asMember.status).toBe(403);
    expect(asMember.body.error).toMatchObject({ code: 'only_owners', message: 'Only owners can use this function' });
    const seen = await portal.call('GET', `/teams/${teamId}`, { token: bardur.token });
    expect(seen.body.data).toMatchObject({ name: 'Nýtt navn', is_owned_by_current_user: false });
    expect(seen.body.data.members.map((member: { id: string; is_owner: boolean }) => [member.id, member.is_owner])).toEqual([
      [anna.userId, true],
      [bardur.userId, false],
    ]);
  });

  it('a stranger finds no team: 404 with no data', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const stranger = await teamUser(portal, 'Ókunnugur');
    const teamId = await teamOf(portal, anna);
    for (const [method, path] of [
      ['GET', `/teams/${teamId}`],
      ['GET', `/teams/${teamId}/domains`],
      ['GET', `/teams/${teamId}/payment-cards`],
      ['DELETE', `/teams/${teamId}`],
    ] as const) {
      const answer = await portal.call(method, path, { token: stranger.token });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(anna.email);
    }
    expect((await portal.call('GET', '/teams', { token: stranger.token })).body.data).toEqual([]);
  });

  it('the only owner is neither demoted nor removed; with a second owner both can', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const bardur = await teamUser(portal, 'Bárður á Steig');
    const teamId = await teamOf(portal, anna, [{ user: bardur }]);
    const demote = await portal.call('PATCH', `/teams/${teamId}/users/${anna.userId}`, { token: anna.token, language: 'en', body: { is_owner: false } });
    expect(demote.status).toBe(409);
    expect(demote.body.error.code).toBe('team_only_owner');
    expect((await portal.call('DELETE', `/teams/${teamId}/users/${anna.userId}`, { token: anna.token })).body.error.code).toBe('team_only_owner');

    const promoted = await portal.call('PATCH', `/teams/${teamId}/users/${bardur.userId}`, { token: anna.token, body: { is_owner: true } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.members.every((member: { is_owner: boolean }) => member.is_owner)).toBe(true);
    const demoted = await portal.call('PATCH', `/teams/${teamId}/users/${anna.userId}`, { token: bardur.token, body: { is_owner: false } });
    expect(demoted.status).toBe(200);
    const removed = await portal.call('DELETE', `/teams/${teamId}/users/${anna.userId}`, { token: bardur.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.members.map((member: { id: string }) => member.id)).toEqual([bardur.userId]);
    expect((await portal.call('GET', `/teams/${teamId}`, { token: anna.token })).status).toBe(404);
    expect((await portal.call('GET', '/teams', { token: anna.token })).body.data).toEqual([]);
  });

  it('remove-users removes several at once, keeping a user and an owner; members may not', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const bardur = await teamUser(portal, 'Bárður á Steig');
    const marjun = await teamUser(portal, 'Marjun í Gerðinum');
    const teamId = await teamOf(portal, anna, [{ user: bardur }, { user: marjun }]);
    expect((await portal.call('PATCH', `/teams/${teamId}/remove-users`, { token: bardur.token, body: { users: [marjun.userId] } })).status).toBe(403);
    const everyone = await portal.call('PATCH', `/teams/${teamId}/remove-users`, { token: anna.token, body: { users: [anna.userId, bardur.userId, marjun.userId] } });
    expect(everyone.status).toBe(409);
    expect(everyone.body.error.code).toBe('team_last_user');
    const empty = await portal.call('PATCH', `/teams/${teamId}/remove-users`, { token: anna.token, language: 'en', body: { users: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ users: 'Select one or more users.' });
    const two = await portal.call('PATCH', `/teams/${teamId}/remove-users`, { token: anna.token, body: { users: [bardur.userId, marjun.userId] } });
    expect(two.status).toBe(200);
    expect(two.body.data.members.map((member: { id: string }) => member.id)).toEqual([anna.userId]);
    expect((await portal.call('GET', `/teams/${teamId}`, { token: marjun.token })).status).toBe(404);

    // Each removed member and the owner hear who took whom out (issue 29, "Everyone who should know, knows").
    await portal.runtime.bus.drain();
    const told = async (token: string) =>
      (await portal.call('GET', '/users/me/notifications', { token })).body.data.data.map((notice: { data: { message: string; params: unknown } }) => notice.data);
    expect(await told(marjun.token)).toContainEqual(
      expect.objectContaining({ message: 'team_member_removed', params: expect.objectContaining({ actor: 'Anna Hansen', member: 'Marjun í Gerðinum' }) }),
    );
    expect((await told(anna.token)).filter((notice: { message: string }) => notice.message === 'team_member_removed')).toHaveLength(2);
    expect((await outbox(portal, marjun.email)).map((mail) => mail.text).join('\n')).toContain('Anna Hansen tók Marjun í Gerðinum úr toyminum');
  });

  it('a team with domains is not deleted; once they are gone it is, by an owner only', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const bardur = await teamUser(portal, 'Bárður á Steig');
    const teamId = await teamOf(portal, anna, [{ user: bardur }]);
    const domain = await demoUsersDomain(portal, 'toymi', { ownerType: 'team', ownerId: teamId }, { atRegistry: false });
    const listed = await portal.call('GET', `/teams/${teamId}/domains`, { token: bardur.token });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: domain.domainId, name: domain.name, owner: { type: 'team', id: teamId, name: 'Toymið' } })]);

    expect((await portal.call('DELETE', `/teams/${teamId}`, { token: bardur.token })).status).toBe(403);
    const refused = await portal.call('DELETE', `/teams/${teamId}`, { token: anna.token, language: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'team_has_domains', message: 'A team can only be deleted when it has no domains.' });

    await createDomainRepository(portal.runtime.table).update(domain, { deletedAt: new Date().toISOString() }, new Date());
    expect((await portal.call('DELETE', `/teams/${teamId}`, { token: anna.token })).status).toBe(204);
    expect((await portal.call('GET', `/teams/${teamId}`, { token: anna.token })).status).toBe(404);
    expect((await portal.call('GET', '/teams', { token: bardur.token })).body.data).toEqual([]);
  });

  it('a member of a team cannot delete their own user (spec §5)', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    await teamOf(portal, anna);
    const refused = await portal.call('DELETE', '/users/me', { token: anna.token });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('user_in_team');
  });

  it('members reach the team’s domains through the domain routes; owners alone change contacts; strangers find nothing', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const bardur = await teamUser(portal, 'Bárður á Steig');
    const stranger = await teamUser(portal, 'Ókunnugur');
    const teamId = await teamOf(portal, anna, [{ user: bardur }]);
    const domain = await demoUsersDomain(portal, 'toymi', { ownerType: 'team', ownerId: teamId });
    for (const user of [anna, bardur]) {
      const seen = await portal.call('GET', `/domains/${domain.domainId}`, { token: user.token });
      expect(seen.status).toBe(200);
      expect(seen.body.data).toMatchObject({ id: domain.domainId, owner: { type: 'team', id: teamId } });
      expect((await portal.call('GET', `/domains/${domain.domainId}/dns-records`, { token: user.token })).status).toBe(200);
    }
    const created = await portal.call('POST', `/domains/${domain.domainId}/dns-records`, { token: bardur.token, body: { type: 'A', name: 'www', value: '192.0.2.1' } });
    expect(created.status).toBe(201);

    const contacts = await portal.call('GET', `/domains/${domain.domainId}/contacts`, { token: bardur.token });
    expect(contacts.status).toBe(200);
    expect(contacts.body.data.can_change_registrant).toBe(false);
    const change = await portal.call('PUT', `/domains/${domain.domainId}/contacts`, { token: bardur.token, language: 'en', body: { same_for_all: true, registrant: fullContact } });
    expect(change.status).toBe(403);
    expect(change.body.error.message).toBe('Only owners can use this function');
    expect((await portal.call('GET', `/domains/${domain.domainId}/contacts`, { token: anna.token })).body.data.can_change_registrant).toBe(true);

    for (const path of [`/domains/${domain.domainId}`, `/domains/${domain.domainId}/dns-records`, `/domains/${domain.domainId}/contacts`]) {
      const answer = await portal.call('GET', path, { token: stranger.token });
      expect(answer.status, path).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain(domain.name);
    }
  });

  it('a member buys for the team: the buyer pays, the team owns the domain; a stranger cannot buy for it', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const bardur = await teamUser(portal, 'Bárður á Steig');
    const stranger = await teamUser(portal, 'Ókunnugur');
    const teamId = await teamOf(portal, anna, [{ user: bardur }], 'Húsfelagið');
    const name = `toymiskeyp-${teamId.slice(0, 8)}.fo`;

    expect((await checkout(portal, stranger.token, { domains: [name], team_id: teamId })).status).toBe(404);
    const placed = await checkout(portal, bardur.token, { domains: [name], team_id: teamId });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const paidBy = await pay(placed.body.data.checkout_url);
    expect(paidBy).toContain('/purchase-success');
    const order = await settled(portal, bardur.token, placed.body.data.id);
    expect(order.status).toBe('registered');
    // Paid by the buyer: the payment page was the buyer's, and it is paid.
    const payment = portal.runtime.payments.sessions().find((session) => session.client_reference_id === placed.body.data.id);
    expect(payment).toMatchObject({ customer_email: bardur.email, payment_status: 'paid' });

    const teamDomains = (await portal.call('GET', `/teams/${teamId}/domains`, { token: anna.token })).body.data;
    expect(teamDomains).toEqual([expect.objectContaining({ name, owner: { type: 'team', id: teamId, name: 'Húsfelagið' } })]);
    expect((await portal.call('GET', '/domains', { token: bardur.token })).body.data).toEqual([]);
    // The team cannot be deleted while it holds the domain.
    expect((await portal.call('DELETE', `/teams/${teamId}`, { token: anna.token })).body.error.code).toBe('team_has_domains');
    // The buyer follows the order; strangers do not see it (the team's members see the team's receipts: team-receipts.test.ts).
    expect((await portal.call('GET', `/orders/${order.id}`, { token: stranger.token })).status).toBe(404);
  });

  it('team cards: owners save them on the provider’s page, members see them and may not change them, strangers find none', async () => {
    const anna = await teamUser(portal, 'Anna Hansen');
    const bardur = await teamUser(portal, 'Bárður á Steig');
    const stranger = await teamUser(portal, 'Ókunnugur');
    const teamId = await teamOf(portal, anna, [{ user: bardur }]);
    expect((await portal.call('POST', '/payment-cards', { token: stranger.token, body: { team_id: teamId } })).status).toBe(404);
    const asMember = await portal.call('POST', '/payment-cards', { token: bardur.token, language: 'en', body: { team_id: teamId } });
    expect(asMember.status).toBe(403);
    expect(asMember.body.error.message).toBe('Only owners can use this function');

    const started = await portal.call('POST', '/payment-cards', { token: anna.token, body: { team_id: teamId } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const page = await fetch(started.body.data.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242 4242 4242 4242', expiry: '11/39', cvc: '123', name: 'Toymið' }).toString(),
      redirect: 'manual',
    });
    expect(page.headers.get('location')).toMatch(new RegExp(`/teams/${teamId}/payment-methods\\?card_setup=cs_`));
    await portal.runtime.bus.drain();

    const cards = (await portal.call('GET', `/teams/${teamId}/payment-cards`, { token: bardur.token })).body.data;
    expect(cards).toEqual([expect.objectContaining({ team_id: teamId, last4: '4242' })]);
    expect((await portal.call('GET', '/users/me/payment-cards', { token: anna.token })).body.data).toEqual([]);
    const cardId: string = cards[0].id;
    expect((await portal.call('GET', `/payment-cards/${cardId}`, { token: bardur.token })).status).toBe(200);
    expect((await portal.call('PATCH', `/payment-cards/${cardId}`, { token: bardur.token, body: { name: 'Mítt' } })).status).toBe(403);
    expect((await portal.call('PATCH', `/payment-cards/${cardId}`, { token: anna.token, body: { name: 'Toymiskortið' } })).body.data.name).toBe('Toymiskortið');
    expect((await portal.call('GET', `/payment-cards/${cardId}`, { token: stranger.token })).status).toBe(404);
    expect((await portal.call('DELETE', `/payment-cards/${cardId}`, { token: bardur.token })).status).toBe(403);
    expect((await portal.call('DELETE', `/payment-cards/${cardId}`, { token: anna.token })).status).toBe(204);
  });

  describe('invitations', () => {
    const day = 24 * 3600 * 1000;

    it('an owner invites an address; the mail is in the invitee’s language with the link; only the invitee accepts, joins, and the owners are told', async () => {
      const anna = await teamUser(portal, 'Anna Hansen');
      const marjun = await teamUser(portal, 'Marjun í Gerðinum');
      const bardur = await teamUser(portal, 'Bárður á Steig');
      await portal.call('PATCH', '/users/me/language', { token: bardur.token, body: { language: 'en' } });
      const teamId = await teamOf(portal, anna, [{ user: marjun, isOwner: true }], 'Húsfelagið');

      const invited = await portal.call('POST', `/teams/${teamId}/invites`, {
        token: anna.token,
        language: 'fo',
        body: { email: ` ${bardur.email.toUpperCase()} `, is_owner: false },
      });
      expect(invited.status).toBe(201);
      expect(invited.body.data).toEqual({ id: expect.any(String), email: bardur.email, is_owner: false, created_at: expect.any(String), expires_at: expect.any(String) });
      expect(Date.parse(invited.body.data.expires_at) - Date.parse(invited.body.data.created_at)).toBe(30 * day);
      const inviteId: string = invited.body.data.id;

      const [mail] = await outbox(portal, bardur.email);
      expect(mail!.subject).toBe('An invitation to the team Húsfelagið on Økisnavn');
      const link = `${portal.runtime.url}/teams/${teamId}/invites/${inviteId}/accept`;
      expect(mail!.text).toContain('Anna Hansen invites you to join the team Húsfelagið');
      expect(mail!.text).toContain(link);
      expect(mail!.html).toContain(`href="${link}"`);

      // Owners see the open invitation; members do not.
      expect((await portal.call('GET', `/teams/${teamId}`, { token: anna.token })).body.data.invitations).toEqual([invited.body.data]);

      // The invitation page: the invitee sees the team and who invited; anyone else learns nothing, not even the names.
      const shown = await portal.call('GET', `/teams/${teamId}/invites/${inviteId}`, { token: bardur.token });
      expect(shown.status).toBe(200);
      expect(shown.body.data).toEqual({ team_id: teamId, team_name: 'Húsfelagið', invited_by: 'Anna Hansen', is_owner: false, expires_at: invited.body.data.expires_at });
      for (const other of [marjun, anna]) {
        const refused = await portal.call('GET', `/teams/${teamId}/invites/${inviteId}`, { token: other.token, language: 'en' });
        expect(refused.status).toBe(404);
        expect(refused.body.error.code).toBe('team_invite_invalid');
        expect(JSON.stringify(refused.body)).not.toMatch(/Húsfelagið|Anna Hansen/);
      }

      // Only the invited address accepts: anyone else fails with "Failed to accept the invitation" and learns nothing.
      const wrong = await portal.call('POST', `/teams/${teamId}/invites/${inviteId}/accept`, { token: marjun.token, language: 'en' });
      expect(wrong.status).toBe(404);
      expect(wrong.body.error.code).toBe('team_invite_invalid');
      expect(wrong.body.error.message).toMatch(/^Failed to accept the invitation/);

      const accepted = await portal.call('POST', `/teams/${teamId}/invites/${inviteId}/accept`, { token: bardur.token });
      expect(accepted.status).toBe(200);
      expect(accepted.body.data).toMatchObject({ id: teamId, is_owned_by_current_user: false, invitations: [] });
      expect(accepted.body.data.members.map((member: { id: string }) => member.id)).toContain(bardur.userId);
      expect((await portal.call('GET', '/teams', { token: bardur.token })).body.data.map((team: { id: string }) => team.id)).toEqual([teamId]);
      // Used up.
      expect((await portal.call('GET', `/teams/${teamId}`, { token: anna.token })).body.data.invitations).toEqual([]);

      await portal.runtime.bus.drain();
      for (const owner of [anna, marjun]) {
        const bell = await portal.call('GET', '/users/me/notifications?page=1&per_page=10', { token: owner.token });
        expect(bell.body.data.data).toEqual([
          expect.objectContaining({
            data: expect.objectContaining({
              target: 'Húsfelagið',
              message: 'team_invite_accepted',
              params: { member: 'Bárður á Steig', team: 'Húsfelagið' },
              url: `/teams/${teamId}`,
            }),
          }),
        ]);
      }
    });

    it('an address without a user gets the mail in the inviter’s language; a second invitation replaces the first; an existing member is refused', async () => {
      const anna = await teamUser(portal, 'Anna Hansen');
      const teamId = await teamOf(portal, anna, [], 'Húsfelagið');
      const address = `nyggj-${teamId.slice(0, 8)}@example.fo`;
      const first = await portal.call('POST', `/teams/${teamId}/invites`, { token: anna.token, language: 'fo', body: { email: address, is_owner: true } });
      const [mail] = await outbox(portal, address);
      expect(mail!.subject).toBe('Innbjóðing í toymið Húsfelagið á Økisnavn');
      expect(mail!.text).toContain('sum eigari');
      const second = await portal.call('POST', `/teams/${teamId}/invites`, { token: anna.token, body: { email: address, is_owner: false } });
      const listed = (await portal.call('GET', `/teams/${teamId}`, { token: anna.token })).body.data.invitations;
      expect(listed.map((invite: { id: string }) => invite.id)).toEqual([second.body.data.id]);
      expect(first.body.data.id).not.toBe(second.body.data.id);

      const refused = await portal.call('POST', `/teams/${teamId}/invites`, { token: anna.token, language: 'en', body: { email: anna.email, is_owner: false } });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('team_already_member');
      const invalid = await portal.call('POST', `/teams/${teamId}/invites`, { token: anna.token, language: 'en', body: { email: 'not-an-address', is_owner: false } });
      expect(invalid.status).toBe(422);
      expect(invalid.body.error.fields).toEqual({ email: 'Please enter a valid email address' });
    });

    it('a withdrawn invitation, or one 30 days old, can no longer be accepted', async () => {
      const anna = await teamUser(portal, 'Anna Hansen');
      const bardur = await teamUser(portal, 'Bárður á Steig');
      const teamId = await teamOf(portal, anna);
      const invite = async () =>
        (await portal.call('POST', `/teams/${teamId}/invites`, { token: anna.token, body: { email: bardur.email, is_owner: false } })).body.data.id as string;

      const withdrawn = await invite();
      expect((await portal.call('DELETE', `/teams/${teamId}/invites/${withdrawn}`, { token: anna.token })).status).toBe(204);
      expect((await portal.call('POST', `/teams/${teamId}/invites/${withdrawn}/accept`, { token: bardur.token })).body.error.code).toBe('team_invite_invalid');
      expect((await portal.call('GET', `/teams/${teamId}/invites/${withdrawn}`, { token: bardur.token })).status).toBe(404);

      const expiring = await invite();
      portal.runtime.clock.advance(30 * day + 60_000);
      expect((await portal.call('GET', `/teams/${teamId}`, { token: anna.token })).body.data.invitations).toEqual([]);
      expect((await portal.call('GET', `/teams/${teamId}/invites/${expiring}`, { token: bardur.token })).body.error.code).toBe('team_invite_invalid');
      const late = await portal.call('POST', `/teams/${teamId}/invites/${expiring}/accept`, { token: bardur.token });
      expect(late.status).toBe(404);
      expect(late.body.error.code).toBe('team_invite_invalid');
      expect((await portal.call('GET', `/teams/${teamId}`, { token: bardur.token })).status).toBe(404);
    });
  });
});
