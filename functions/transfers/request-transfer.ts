import { randomUUID } from 'node:crypto';
import { type RequestTransferRequest, transferYears } from '#shared/schemas/transfers.ts';
import { RegistryError, type RegistryErrorCode } from '../ports/registry.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import { type BuyerProfile, missingRegistrantFields } from '../orders/registrant.ts';
import type { TransferInfo } from '../ports/registry.ts';
import { syncTransfer } from './sync-transfer.ts';
import { expectedAutoApprovalAt, type TransferRecord } from './transfer.ts';
import type { TransferPorts } from './ports.ts';

/**
 * Transfer in (spec §4): asks the registry to move the domain to us with the holder's transfer
 * code and saves the transfer as `requested`. Nothing is saved when the registry refuses; the
 * refusal is a 422 on the field it is about.
 *
 * Idempotent on the natural key "one open transfer per name": a repeated request while the
 * user's transfer of the name is still waiting answers that transfer (the registry is not asked
 * again); another user's open transfer of the name is "already under way".
 */
export async function requestTransfer(input: { requester: BuyerProfile; request: RequestTransferRequest }, ports: TransferPorts): Promise<TransferRecord> {
  const { requester } = input;
  const name = input.request.domain;
  const owner = await ownerOfTransfer(requester.userId, input.request.team_id ?? null, ports);

  const open = await openTransferOf(name, ports);
  if (open) {
    if (open.ownerId === owner.id) return open;
    throw refusedOn('domain', 'transfer_already_pending');
  }
  await assertNotInPortal(name, owner.id, ports);
  const missing = missingRegistrantFields(requester);
  if (missing.length > 0) throw new DomainError('validation_failed', Object.fromEntries(missing.map((field) => [field, 'validation.profile_incomplete_transfer'])));

  const settings = await ports.settings.get();
  const requested = await requestAtRegistry(name, input.request.auth_code, ports);
  const now = ports.clock.now();
  const transfer: TransferRecord = {
    transferId: randomUUID(),
    name,
    ownerType: owner.type,
    ownerId: owner.id,
    requestedBy: requester.userId,
    status: 'requested',
    requestedAt: now.toISOString(),
    registryRequestedAt: requested.requestedAt,
    autoApprovalAt: expectedAutoApprovalAt(now.toISOString(), requested.actionAt, settings.days_until_transfer_auto_processing),
    updatedAt: now.toISOString(),
    version: 1,
  };
  const event = newEvent(
    'transfer.requested',
    { transferId: transfer.transferId, name, ownerType: transfer.ownerType, ownerId: transfer.ownerId, requestedBy: transfer.requestedBy, autoApprovalAt: transfer.autoApprovalAt },
    ports.clock,
  );
  let created: 'created' | 'claimed';
  try {
    created = await ports.transfers.create(transfer, [event]);
  } catch (error) {
    await withdrawAtRegistry(name, ports, error);
    throw error;
  }
  if (created === 'claimed') {
    // Only a stale claim can be here (the registry took our request, so no other is pending): undo ours.
    await withdrawAtRegistry(name, ports, new Error('open-transfer claim taken'));
    throw new DomainError('conflict');
  }
  await ports.deliver([event]);
  return transfer;
}

/**
 * Who will own the domain: the caller, or the team it is asked for (spec §2
 * `/teams/{teamId}/transfer-domain`, team owners only). A team the caller is not in is
 * `not_found`; a member who is not an owner meets `only_owners`.
 */
async function ownerOfTransfer(userId: string, teamId: string | null, ports: Pick<TransferPorts, 'domains'>): Promise<{ type: 'user' | 'team'; id: string }> {
  if (teamId === null) return { type: 'user', id: userId };
  const role = await ports.domains.teamRoleOf(teamId, userId);
  if (role === null) throw new DomainError('not_found');
  if (role !== 'owner') throw new DomainError('only_owners');
  return { type: 'team', id: teamId };
}

/** The name's open transfer after asking the registry how it stands; null when none is open any more. */
async function openTransferOf(name: string, ports: TransferPorts): Promise<TransferRecord | null> {
  const claim = await ports.transfers.openTransferOf(name);
  if (!claim) return null;
  const transfer = await ports.transfers.get(claim.transferId);
  if (!transfer) return null;
  const synced = await syncTransfer(transfer, ports);
  return synced.status === 'requested' ? synced : null;
}

/** A name the portal already holds is no transfer: the owner's own (the caller's, or the team's), or someone else's here. */
async function assertNotInPortal(name: string, ownerId: string, ports: TransferPorts): Promise<void> {
  const claim = await ports.domains.claimOf(name);
  if (!claim) return;
  const domain = await ports.domains.get(claim.domainId);
  const own = domain?.ownerId === ownerId && !domain.deletedAt;
  throw refusedOn('domain', own ? 'transfer_domain_already_yours' : 'transfer_domain_already_here');
}

/** How long our clock and the registry's may disagree when we look for a request whose answer was lost. */
const clockSkewMs = 60_000;

/**
 * `<transfer op="request">`. When the answer is lost (registry_unavailable) the request may have
 * been carried out anyway: a transfer of the name requested since we asked is taken as ours, so
 * the user's retry does not meet "already under way" for their own request.
 */
async function requestAtRegistry(name: string, authInfo: string, ports: TransferPorts): Promise<TransferInfo> {
  const askedAt = ports.clock.now().getTime();
  try {
    return await ports.registry.transferDomain('request', name, { authInfo, years: transferYears });
  } catch (error) {
    if (error instanceof RegistryError) throw refusalOf(error);
    if (!(error instanceof DomainError && error.code === 'registry_unavailable')) throw error;
    const found = await ports.registry.transferDomain('query', name, { authInfo }).catch(() => null);
    if (found?.status === 'pending' && Date.parse(found.requestedAt) >= askedAt - clockSkewMs) return found;
    throw error;
  }
}

/** The registry's refusals, each on the field it is about, in the spec's words (shared/i18n/messages.ts). */
const refusals: Partial<Record<RegistryErrorCode, { field: 'domain' | 'auth_code'; key: string }>> = {
  invalid_auth_info: { field: 'auth_code', key: 'transfer_code_wrong' },
  domain_not_found: { field: 'domain', key: 'transfer_domain_not_registered' },
  domain_transfer_pending: { field: 'domain', key: 'transfer_already_pending' },
  domain_status_prohibits: { field: 'domain', key: 'transfer_domain_locked' },
  // 2106: the registry's own rules (already ours, too recently registered or transferred);
  // 2201/2306: the registrar may not, or the policy forbids it (an expiry beyond ten years).
  domain_not_eligible_for_transfer: { field: 'domain', key: 'transfer_not_eligible' },
  registry_authorization: { field: 'domain', key: 'transfer_not_eligible' },
  registry_policy: { field: 'domain', key: 'transfer_not_eligible' },
};

function refusalOf(error: RegistryError): Error {
  const refusal = refusals[error.code];
  return refusal ? refusedOn(refusal.field, refusal.key) : error;
}

const refusedOn = (field: 'domain' | 'auth_code', key: string) => new DomainError('validation_failed', { [field]: `validation.${key}` });

/** Nothing half-done: when our table cannot keep the transfer, the registry forgets the request too. */
async function withdrawAtRegistry(name: string, ports: TransferPorts, cause: unknown): Promise<void> {
  try {
    await ports.registry.transferDomain('cancel', name);
  } catch (cancelError) {
    ports.logger.error('transfer requested at the registry but not saved, and could not be withdrawn', { name, cause: String(cause), error: String(cancelError) });
  }
}
