import { randomUUID } from 'node:crypto';
import type { TransferCancelReason } from '#shared/schemas/transfers.ts';
import type { DomainRecord } from '../domains/model.ts';
import { RegistryError } from '../ports/registry.ts';
import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { DomainContactType, DomainInfo, DomainUpdate } from '../ports/registry.ts';
import { registrantContact } from '../orders/registrant.ts';
import { arrivalLockUpdate, transferLockStatus } from '../domain-settings/domain-locks.ts';
import { nameServerModeOf, outcomeOf, type TransferRecord } from './transfer.ts';
import type { TransferPorts } from './ports.ts';

/**
 * Brings a requested transfer up to date with the registry (`<transfer op="query">`) and
 * applies what happened: approved → the domain becomes the owner's; rejected or cancelled →
 * the transfer ends. Used by `GET /transfers/{id}`, by cancel and by the auto-approval job.
 * Safe to run again and concurrently: every step is idempotent at the registry, and the final
 * write is one transaction under the transfer's version (the loser reads the winner's result).
 */
export async function syncTransfer(transfer: TransferRecord, ports: TransferPorts): Promise<TransferRecord> {
  if (transfer.status !== 'requested') return transfer;
  try {
    return await applyRegistryState(transfer, ports);
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'conflict')) throw error;
    return (await ports.transfers.get(transfer.transferId)) ?? transfer;
  }
}

/** A query refused with these means the registry no longer knows our transfer (the domain was deleted, or a later transfer replaced it). */
const goneCodes = new Set(['registry_authorization', 'domain_not_pending_transfer', 'domain_not_found']);

async function applyRegistryState(transfer: TransferRecord, ports: TransferPorts): Promise<TransferRecord> {
  let info;
  try {
    info = await ports.registry.transferDomain('query', transfer.name);
  } catch (error) {
    if (error instanceof RegistryError && goneCodes.has(error.code)) return closeTransfer(transfer, 'cancelled_by_registry', 'system', ports);
    throw error;
  }
  // The registry answers the domain's latest transfer: another one than ours means ours ended unseen.
  if (Date.parse(info.requestedAt) !== Date.parse(transfer.registryRequestedAt)) return closeTransfer(transfer, 'cancelled_by_registry', 'system', ports);
  const outcome = outcomeOf(info.status);
  if (outcome.status === 'requested') return transfer;
  if (outcome.status === 'cancelled') {
    return closeTransfer(transfer, outcome.reason, outcome.reason === 'cancelled_by_user' ? transfer.requestedBy : 'system', ports);
  }
  return completeTransferIn(transfer, { automatic: outcome.status === 'auto_approved', approvedAt: info.actionAt }, ports);
}

/** Ends a transfer without a domain, with `transfer.cancelled`. */
export async function closeTransfer(transfer: TransferRecord, reason: TransferCancelReason, actor: string, ports: TransferPorts): Promise<TransferRecord> {
  const event = newEvent(
    'transfer.cancelled',
    { transferId: transfer.transferId, name: transfer.name, ownerType: transfer.ownerType, ownerId: transfer.ownerId, reason, actor },
    ports.clock,
  );
  const now = ports.clock.now();
  const closed = await ports.transfers.close(transfer, { status: 'cancelled', cancelReason: reason, cancelledAt: now.toISOString() }, now, [event]);
  await ports.deliver([event]);
  return closed;
}

/**
 * The registry has given us the domain. At the registry: the owner becomes the registrant (and
 * the admin, tech and billing contact, as for a registration), the previous registrar's client
 * statuses go, and the transfer lock is on (registrars lock by default, as for a registration;
 * a registry refusing it leaves the domain unlocked, recorded as the registry has it). In our
 * table, in one transaction: the transfer approved, the domain with its name claim, and the
 * events. A failure in between leaves the transfer requested, and the next sync (GET, job)
 * does it again: each registry step changes nothing the second time.
 */
async function completeTransferIn(transfer: TransferRecord, approval: { automatic: boolean; approvedAt: string }, ports: TransferPorts): Promise<TransferRecord> {
  // The requester's details make the registrant (for a team's transfer: the team owner who asked, as a team purchase's buyer), under the owner's contact id.
  const requester = await ports.owners.get(transfer.requestedBy);
  if (!requester) throw new Error(`Transfer ${transfer.transferId}: its requester ${transfer.requestedBy} is gone`);
  const contact = registrantContact(transfer.ownerId, requester);
  await ports.registry.createContact(contact);
  const before = await ports.registry.domainInfo(transfer.name);
  for (const update of adoptionUpdates(before, contact.id)) await ports.registry.updateDomain(transfer.name, update);
  // The adoption never lifts the transfer lock, so the statuses before it tell whether it is there.
  const lock = arrivalLockUpdate(before.statuses);
  if (lock) {
    await ports.registry.updateDomain(transfer.name, lock).catch((error: unknown) => {
      if (!(error instanceof RegistryError)) throw error;
    });
  }
  const info = await ports.registry.domainInfo(transfer.name);

  const now = ports.clock.now();
  const nameServers = info.nameServers.map((server) => server.host.toLowerCase());
  const domain: DomainRecord = {
    domainId: randomUUID(),
    name: transfer.name,
    ownerType: transfer.ownerType,
    ownerId: transfer.ownerId,
    registrantContactId: contact.id,
    registrantEmail: contact.email.toLowerCase(),
    registeredAt: info.createdAt,
    transferredInAt: now.toISOString(),
    expiresAt: info.expiresAt,
    nameServerMode: nameServerModeOf(nameServers, ports.productNameServers),
    nameServers,
    transferLock: info.statuses.includes(transferLockStatus),
    registrationLock: false,
    autoRenewal: false,
    updatedAt: now.toISOString(),
    version: 1,
  };
  const owned = { transferId: transfer.transferId, name: transfer.name, ownerType: transfer.ownerType, ownerId: transfer.ownerId, domainId: domain.domainId };
  const events = [
    newEvent('transfer.approved', { ...owned, automatic: approval.automatic }, ports.clock),
    newEvent('domain.transferred-in', { ...owned, expiresAt: domain.expiresAt }, ports.clock),
  ];
  const result = await ports.transfers.complete({
    transfer,
    changes: { status: approval.automatic ? 'auto_approved' : 'approved', approvedAt: new Date(approval.approvedAt).toISOString(), domainId: domain.domainId },
    domain,
    events,
    at: now,
  });
  // Another domain of the portal holds the name: a state we cannot resolve by ourselves.
  if (result.outcome === 'name_taken') throw new Error(`Transfer ${transfer.transferId}: ${transfer.name} is approved, but the portal already has a domain of that name`);
  await ports.deliver(events);
  return result.transfer;
}

const contactTypes: readonly DomainContactType[] = ['admin', 'tech', 'billing'];

/**
 * The registry updates that make a transferred domain ours, none when it already is:
 * first lifting the previous registrar's client statuses (an update lock allows exactly that
 * update), then the registrant and contacts.
 */
export function adoptionUpdates(info: Pick<DomainInfo, 'statuses' | 'registrantId' | 'contacts'>, registrantId: string): DomainUpdate[] {
  const updates: DomainUpdate[] = [];
  const lifted = info.statuses.filter((status) => status.startsWith('client') && status !== transferLockStatus);
  if (lifted.length > 0) updates.push({ removeStatuses: lifted });
  const removeContacts = info.contacts.filter((contact) => contact.id !== registrantId);
  const addContacts = contactTypes
    .filter((type) => !info.contacts.some((contact) => contact.type === type && contact.id === registrantId))
    .map((type) => ({ type, id: registrantId }));
  const change: DomainUpdate = {
    ...(info.registrantId !== registrantId ? { registrantId } : {}),
    ...(addContacts.length > 0 ? { addContacts } : {}),
    ...(removeContacts.length > 0 ? { removeContacts } : {}),
  };
  if (Object.keys(change).length > 0) updates.push(change);
  return updates;
}
