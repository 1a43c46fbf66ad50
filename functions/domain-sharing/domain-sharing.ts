import type { Locale } from '#shared/locales.ts';
import type { DomainInvitation, DomainPeople, DomainPerson } from '#shared/schemas/domain-sharing.ts';
import type { SharedDomainSummary } from '#shared/schemas/domains.ts';
import { toDomainSummary } from '../domains/domain-views.ts';
import { managedDomain, reachesAsOwner } from '../domains/own-domain.ts';
import { DomainError } from '../errors.ts';
import { invitationMail } from './invitation-mail.ts';
import type { DomainInviteRecord, DomainShareRecord } from './model.ts';
import type { SharingPorts } from './ports.ts';
import { assertCanInvite, assertCanRemoveSharedUser, assertInviteFor, inviteLink, inviteValidUntil, isInviteExpired, normalizeEmail } from './sharing-rules.ts';

/** The caller as the use cases need them. */
export interface Caller {
  userId: string;
  name: string;
  email: string;
  language?: Locale;
}

/**
 * The owner's domain for what only the owner does: a stranger is told it does not exist (404),
 * its technical manager that only owners can do this (403, spec §6 "Only owners can use this function").
 */
async function ownersDomain(domainId: string, userId: string, ports: Pick<SharingPorts, 'domains' | 'shares'>) {
  const { role, ...domain } = await managedDomain(domainId, userId, ports);
  if (role !== 'owner') throw new DomainError('only_owners');
  return domain;
}

/** Who holds the domain, by name: its user, or the team (a team has no address of its own to show). */
async function ownerOf(domain: { ownerType: 'user' | 'team'; ownerId: string }, ports: Pick<SharingPorts, 'users' | 'teams'>): Promise<{ name: string; email: string } | null> {
  if (domain.ownerType === 'team') {
    const name = await ports.teams.nameOf(domain.ownerId);
    return name === null ? null : { name, email: '' };
  }
  return ports.users.get(domain.ownerId);
}

const invitedPerson = (invite: DomainInviteRecord, now: Date): DomainPerson => ({
  role: 'invited',
  user_id: null,
  invite_id: invite.inviteId,
  name: null,
  email: invite.email,
  since: invite.createdAt,
  valid_until: invite.validUntil,
  expired: isInviteExpired(invite, now),
});

/**
 * The domain's people with their roles: the owner, the technical managers and (for the owner)
 * the invitations waiting. The owner and the technical managers may look; anyone else gets 404.
 */
export async function listDomainPeople(domainId: string, caller: Pick<Caller, 'userId'>, ports: SharingPorts): Promise<DomainPeople> {
  const { role, ...domain } = await managedDomain(domainId, caller.userId, ports);
  const isOwner = role === 'owner';
  const [owner, shares, invites] = await Promise.all([ownerOf(domain, ports), ports.shares.shares(domainId), isOwner ? ports.shares.invites(domainId) : []]);
  const managers = await Promise.all(shares.map(async (share) => ({ share, user: await ports.users.get(share.userId) })));
  const now = ports.clock.now();
  const people: DomainPerson[] = [
    { role: 'owner', user_id: domain.ownerId, invite_id: null, name: owner?.name ?? null, email: owner?.email ?? '', since: null, valid_until: null, expired: false },
    ...managers.map(({ share, user }): DomainPerson => ({
      role: 'technical_manager',
      user_id: share.userId,
      invite_id: null,
      name: user?.name ?? null,
      email: user?.email ?? share.email,
      since: share.sharedAt,
      valid_until: null,
      expired: false,
    })),
    ...invites.map((invite) => invitedPerson(invite, now)),
  ];
  return { can_manage: isOwner, registration_locked: domain.registrationLock, people };
}

/**
 * The owner invites an address to manage the domain's technical settings. Allowed while the
 * domain is registration-locked (spec §5: "invitations can still be sent"). The mail goes in the
 * invitee's language when they have an account, else in the owner's.
 */
export async function inviteToDomain(domainId: string, email: string, caller: Caller, ports: SharingPorts): Promise<DomainPerson> {
  const domain = await ownersDomain(domainId, caller.userId, ports);
  const address = normalizeEmail(email);
  const [shares, invites] = await Promise.all([ports.shares.shares(domainId), ports.shares.invites(domainId)]);
  const now = ports.clock.now();
  const waiting = invites.filter((invite) => !isInviteExpired(invite, now)).map((invite) => invite.email);
  assertCanInvite(address, caller, [...shares.map((share) => normalizeEmail(share.email)), ...waiting]);
  // A shared user whose address changed since is found by their account too.
  const inviteeId = await ports.users.idByEmail(address);
  if (inviteeId && shares.some((share) => share.userId === inviteeId)) throw new DomainError('already_shared');
  if (inviteeId === domain.ownerId) throw new DomainError('validation_failed', { email: 'sharing_own_email' });
  const invitee = inviteeId ? await ports.users.get(inviteeId) : null;

  const invite: DomainInviteRecord = {
    domainId,
    inviteId: ports.newId(),
    email: address,
    invitedBy: caller.userId,
    createdAt: now.toISOString(),
    validUntil: inviteValidUntil(now),
  };
  await ports.shares.addInvite(invite);
  const mail = invitationMail({
    locale: invitee?.language ?? caller.language ?? 'fo',
    name: invitee?.name ?? null,
    inviterName: caller.name,
    domainName: domain.name,
    link: inviteLink(ports.origin, domainId, invite.inviteId),
    validUntil: invite.validUntil,
    origin: ports.origin,
  });
  await ports.mailer.send({ to: address, ...mail });
  return invitedPerson(invite, now);
}

/** The owner withdraws an invitation (accepted or withdrawn meanwhile: 404). */
export async function withdrawDomainInvite(domainId: string, inviteId: string, caller: Pick<Caller, 'userId'>, ports: SharingPorts): Promise<void> {
  await ownersDomain(domainId, caller.userId, ports);
  await ports.shares.removeInvite(domainId, inviteId);
}

/** What the invitee sees before accepting: only the invited address's user, while it is valid. */
export async function getDomainInvite(domainId: string, inviteId: string, caller: Pick<Caller, 'email'>, ports: SharingPorts): Promise<DomainInvitation> {
  const invite = assertInviteFor(await ports.shares.invite(domainId, inviteId), caller, ports.clock.now());
  const [domain, inviter] = await Promise.all([ports.domains.get(domainId), ports.users.get(invite.invitedBy)]);
  if (!domain || domain.deletedAt || domain.transferredAwayAt) throw new DomainError('not_found');
  return { domain_id: domainId, domain_name: domain.name, invited_by: inviter?.name ?? '', valid_until: invite.validUntil };
}

/**
 * The invitee accepts: the invitation is used up and the domain shared with them in one
 * transaction (and `has_shared_domains` set). The owner accepting their own is refused as an invitation for another.
 */
export async function acceptDomainInvite(domainId: string, inviteId: string, caller: Pick<Caller, 'userId' | 'email'>, ports: SharingPorts): Promise<{ domain_id: string }> {
  const invite = assertInviteFor(await ports.shares.invite(domainId, inviteId), caller, ports.clock.now());
  const domain = await ports.domains.get(domainId);
  if (!domain || domain.deletedAt || domain.transferredAwayAt) throw new DomainError('not_found');
  if (domain.ownerType === 'user' && domain.ownerId === caller.userId) throw new DomainError('not_found');
  const share: DomainShareRecord = { domainId, userId: caller.userId, email: invite.email, invitedBy: invite.invitedBy, sharedAt: ports.clock.now().toISOString() };
  await ports.shares.accept(invite, share);
  return { domain_id: domainId };
}

/** The owner removes a technical manager, or a technical manager leaves; refused while the domain is registration-locked (spec §5). */
export async function removeDomainUser(domainId: string, userId: string, caller: Pick<Caller, 'userId'>, ports: SharingPorts): Promise<void> {
  // A technical manager leaves a share themselves; anyone else's is the owner's to remove.
  const domain = userId === caller.userId ? await managedDomain(domainId, caller.userId, ports) : await ownersDomain(domainId, caller.userId, ports);
  if (!(await ports.shares.isSharedWith(domainId, userId))) throw new DomainError('not_found');
  assertCanRemoveSharedUser(domain);
  await ports.shares.removeShare(domainId, userId);
}

/**
 * The domains shared with the caller (spec §2 `domains-shared`), by name, with their owners' names and the caller's
 * role on each as `managedDomain` finds it: `technical_manager`, or `owner` for a domain of a team the caller is in.
 */
export async function listSharedDomains(caller: Pick<Caller, 'userId'>, ports: SharingPorts): Promise<SharedDomainSummary[]> {
  const [shares, settings] = await Promise.all([ports.shares.sharesOf(caller.userId), ports.settings.get()]);
  const found = await Promise.all(shares.map((share) => ports.domains.get(share.domainId)));
  const domains = found.filter((domain) => domain !== null && !domain.deletedAt && !domain.transferredAwayAt).map((domain) => domain!);
  const ownerIds = [...new Set(domains.map((domain) => domain.ownerId))];
  const owners = new Map(
    await Promise.all(
      ownerIds.map(async (id) => [id, (await ownerOf({ ownerType: domains.find((domain) => domain.ownerId === id)!.ownerType, ownerId: id }, ports))?.name ?? ''] as const),
    ),
  );
  const owned = new Set(await Promise.all(domains.map(async (domain) => ((await reachesAsOwner(domain, caller.userId, ports.domains)) ? domain.domainId : null))));
  const now = ports.clock.now();
  return domains
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((domain) => ({
      ...toDomainSummary(domain, { now, settings, ownerName: owners.get(domain.ownerId) ?? '' }),
      role: owned.has(domain.domainId) ? ('owner' as const) : ('technical_manager' as const),
    }));
}
