import type { Locale } from '#shared/locales.ts';
import type { ClaimableDomain, ProvenEmail } from '#shared/schemas/claims.ts';
import { consumeCode, issueCode } from '../auth/codes.ts';
import { lifecycleState } from '../domains/domain-views.ts';
import { DomainError } from '../errors.ts';
import { assertAnotherAddress, assertProven, claimChanges, claimCodeTarget, claimTarget, isClaimable, normalizeEmail, proofOf } from './claim-rules.ts';
import { assertPortalLockAllows } from '../domain-settings/portal-lock-rules.ts';
import { newEvent } from './events.ts';
import type { ClaimPorts } from './ports.ts';

/**
 * Claiming domains registered under another e-mail address (issue 16): prove the address with a
 * 6-digit code (the accounts' one-time codes, purpose `claim-email`), list its domains, claim
 * them into one's own archive or a team one owns.
 */

export interface Claimant {
  userId: string;
  email: string;
  language: Locale;
}

const proven = (proof: { email: string; validUntil: string }): ProvenEmail => ({ email: proof.email, proven_until: proof.validUntil });

/** Sends a code to the address, in the claimant's language; the accounts' send limits apply (429). */
export async function requestClaimCode(input: { claimant: Claimant; email: string; sourceIp: string }, ports: Pick<ClaimPorts, 'codes' | 'mailer' | 'codeMail'>): Promise<void> {
  assertAnotherAddress(input.email, input.claimant.email);
  const email = normalizeEmail(input.email);
  const issued = await issueCode(
    { purpose: 'claim-email', target: claimCodeTarget(input.claimant.userId, email), recipient: email, userId: input.claimant.userId, sourceIp: input.sourceIp },
    ports.codes,
  );
  await ports.mailer.send({ to: email, ...ports.codeMail(issued.code, input.claimant.language) });
}

/** The code sent to the address: right → the address is proven for the claimant, for an hour. */
export async function verifyClaimEmail(input: { claimant: Claimant; email: string; code: string }, ports: Pick<ClaimPorts, 'codes' | 'claims' | 'clock'>): Promise<ProvenEmail> {
  assertAnotherAddress(input.email, input.claimant.email);
  await consumeCode({ purpose: 'claim-email', target: claimCodeTarget(input.claimant.userId, input.email), code: input.code }, ports.codes);
  const proof = proofOf(input.claimant.userId, input.email, ports.clock.now());
  await ports.claims.saveProof(proof);
  return proven(proof);
}

/** The domains the claimant may claim with the proven address, by name. */
export async function listClaimableDomains(
  input: { claimantId: string; email: string },
  ports: Pick<ClaimPorts, 'claims' | 'settings' | 'clock'>,
): Promise<ProvenEmail & { domains: ClaimableDomain[] }> {
  const email = normalizeEmail(input.email);
  const now = ports.clock.now();
  const proof = assertProven(await ports.claims.proofOf(input.claimantId, email), input.claimantId, email, now);
  const [registered, settings] = await Promise.all([ports.claims.domainsRegisteredTo(email), ports.settings.get()]);
  const domains = registered
    .filter((domain) => isClaimable(domain, { email, claimantId: input.claimantId }))
    .map((domain) => ({ id: domain.domainId, name: domain.name, status: lifecycleState(domain, now, settings.days_before_expiry_for_warning), expires_at: domain.expiresAt }));
  return { ...proven(proof), domains };
}

/**
 * Claims the domains (one, some or all of the list) into the claimant's archive or a team they
 * own. Every one is checked before any moves (`domain_not_claimable`, 409, and nothing moved);
 * each then moves in its own transaction with its `domain.claimed` event.
 */
export async function claimDomains(
  input: { claimantId: string; email: string; domainIds: readonly string[]; teamId: string | null },
  ports: Pick<ClaimPorts, 'claims' | 'domains' | 'shares' | 'clock' | 'deliver'>,
): Promise<{ claimed: Array<{ id: string; name: string }>; owner: { type: 'user' | 'team'; id: string } }> {
  const email = normalizeEmail(input.email);
  const to = claimTarget(input.claimantId, input.teamId === null ? null : { teamId: input.teamId, role: await ports.domains.teamRoleOf(input.teamId, input.claimantId) });
  assertProven(await ports.claims.proofOf(input.claimantId, email), input.claimantId, email, ports.clock.now());

  const domains = await Promise.all([...new Set(input.domainIds)].map((domainId) => ports.domains.get(domainId)));
  const claimable = domains.filter((domain) => domain !== null && isClaimable(domain, { email, claimantId: input.claimantId }));
  if (claimable.length !== domains.length) throw new DomainError('domain_not_claimable');
  // A claim changes the owner: the portal lock refuses it as it refuses a move (docs/decisions/domain-portal-lock.md).
  for (const domain of claimable) if (domain) assertPortalLockAllows(domain, { kind: 'owner' }, ports.clock.now());

  const claimed: Array<{ id: string; name: string }> = [];
  for (const domain of claimable) {
    if (!domain) continue;
    const [shares, invites] = await Promise.all([ports.shares.shares(domain.domainId), ports.shares.invites(domain.domainId)]);
    const changes = claimChanges(domain, to);
    const event = newEvent(
      'domain.claimed',
      {
        domainId: domain.domainId,
        name: domain.name,
        ownerType: to.ownerType,
        ownerId: to.ownerId,
        previousOwnerType: domain.ownerType,
        previousOwnerId: domain.ownerId,
        claimedBy: input.claimantId,
        registrantEmail: email,
        autoRenewalStopped: changes.autoRenewalStopped,
        sharesRemoved: shares.length,
      },
      ports.clock,
    );
    await ports.claims.moveDomain({
      domain,
      to,
      changes,
      removeShares: shares.map((share) => share.userId),
      removeInvites: invites.map((invite) => invite.inviteId),
      at: ports.clock.now(),
      events: [event],
    });
    await ports.deliver([event]);
    claimed.push({ id: domain.domainId, name: domain.name });
  }
  return { claimed, owner: { type: to.ownerType, id: to.ownerId } };
}
