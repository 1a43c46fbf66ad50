import { domainTransferData, readDomainTransfer } from '#functions/adapters/registry/epp-domain-codec.ts';
import type { TransferStatus } from '#functions/ports/registry.ts';
import {
  assertNotProhibited,
  assertPeriod,
  assertWithinHorizon,
  type CommandContext,
  type CommandHandler,
  existingDomain,
  type Outcome,
  refuse,
  type RegistryNotices,
  transferInfoView,
} from './command-context.ts';
import { addYears, newAuthInfo, type RegistryData, type RegistryDomain } from './registry-state.ts';
import { defaultTransferYears, transferPendingDays } from './rules.ts';

/**
 * Domain transfers (RFC 5731 §3.2.4): the gaining registrar requests with the transfer code; the
 * sponsor approves or rejects within five days, or the registry approves by itself
 * (`serverApproved`) the next time it looks; the requester may cancel while it is pending.
 * Each step queues poll messages for the registrars concerned and sends a webhook.
 */

export const transferDomain: CommandHandler = (command, context) => {
  const request = readDomainTransfer(command);
  const domain = existingDomain(context, request.name);
  switch (request.operation) {
    case 'request':
      return requestTransfer(context, domain, request.authInfo, request.years ?? defaultTransferYears);
    case 'query':
      return queryTransfer(context, domain, request.authInfo);
    case 'approve':
    case 'reject':
      if (domain.registrar !== context.registrar) refuse(2201, `Only the sponsor may ${request.operation}`);
      assertPending(domain);
      settleTransfer(domain, request.operation === 'approve' ? 'clientApproved' : 'clientRejected', context.now, context.notices);
      return transferAnswer(domain, 1000);
    case 'cancel':
      assertPending(domain);
      if (domain.transfer?.requestingRegistrar !== context.registrar) refuse(2201, 'Only the requesting registrar may cancel');
      settleTransfer(domain, 'clientCancelled', context.now, context.notices);
      return transferAnswer(domain, 1000);
    default:
      return refuse(2005, `Unknown transfer operation ${String(request.operation)}`);
  }
};

function requestTransfer(context: CommandContext, domain: RegistryDomain, authInfo: string | null, years: number): Outcome {
  if (domain.registrar === context.registrar) refuse(2106, `${domain.name} is already yours`);
  if (domain.transfer?.status === 'pending') refuse(2300, 'A transfer is already pending');
  assertNotProhibited(domain, 'transfer');
  if (authInfo !== domain.authInfo) refuse(2202, 'Wrong transfer code');
  assertPeriod(years);
  assertWithinHorizon(addYears(domain.expiresAt, years), context.now);
  const losing = domain.registrar;
  domain.transfer = {
    status: 'pending',
    requestingRegistrar: context.registrar,
    requestedAt: context.now.toISOString(),
    actingRegistrar: losing,
    actionAt: new Date(context.now.getTime() + transferPendingDays * 86_400_000).toISOString(),
    years,
  };
  domain.statuses = [...domain.statuses, 'pendingTransfer'];
  context.notices.tell({
    type: 'domain.transfer_requested',
    domain,
    told: [losing],
    text: `Transfer of ${domain.name} requested by ${context.registrar}.`,
    involved: [losing, context.registrar],
  });
  return transferAnswer(domain, 1001);
}

/** The sponsor, the requester, or anyone with the transfer code may ask (2201 otherwise). */
function queryTransfer(context: CommandContext, domain: RegistryDomain, authInfo: string | null): Outcome {
  const concerned = domain.registrar === context.registrar || domain.transfer?.requestingRegistrar === context.registrar || (authInfo !== null && authInfo === domain.authInfo);
  if (!concerned) refuse(2201, 'Not your transfer');
  return transferAnswer(domain, 1000, false);
}

function assertPending(domain: RegistryDomain): void {
  if (domain.transfer?.status !== 'pending') refuse(2301, `No transfer of ${domain.name} is pending`);
}

/** The transfer's `<domain:trnData>`; 1001 for a request (its action is pending). */
const transferAnswer = (domain: RegistryDomain, code: number, changed = true): Outcome => ({ code, resData: domainTransferData(transferInfoView(domain)), changed });

const messages: Record<Exclude<TransferStatus, 'pending' | 'serverCancelled'>, string> = {
  clientApproved: 'approved',
  serverApproved: 'approved by the registry',
  clientRejected: 'rejected',
  clientCancelled: 'cancelled',
};

/**
 * Ends a pending transfer. Approved: the requester becomes the sponsor, the expiry moves by the
 * transfer's years, and the transfer code is replaced (the old one was shared). The registrars
 * concerned get a poll message: the requester always, the losing sponsor when it did not act
 * through EPP (the registry approved, the requester cancelled, or `outOfBand`: the holder
 * answered at the registry, not through its registrar's command).
 */
export function settleTransfer(domain: RegistryDomain, status: keyof typeof messages, now: Date, notices: RegistryNotices, outOfBand = false): void {
  const transfer = domain.transfer!;
  const losing = domain.registrar;
  const approved = status === 'clientApproved' || status === 'serverApproved';
  // A server approval happened when it was due, even if nobody looked until later.
  const actionAt = status === 'serverApproved' ? transfer.actionAt : now.toISOString();
  domain.statuses = domain.statuses.filter((value) => value !== 'pendingTransfer');
  domain.transfer = { ...transfer, status, actionAt, actingRegistrar: status === 'clientCancelled' ? transfer.requestingRegistrar : losing };
  if (approved) {
    domain.registrar = transfer.requestingRegistrar;
    domain.expiresAt = addYears(domain.expiresAt, transfer.years);
    domain.authInfo = newAuthInfo();
    domain.transferredAt = actionAt;
  }
  const text = `Transfer of ${domain.name} ${messages[status]}.`;
  const told = status === 'clientCancelled' ? [losing] : status === 'serverApproved' || outOfBand ? [transfer.requestingRegistrar, losing] : [transfer.requestingRegistrar];
  const type = approved ? 'domain.transfer_approved' : status === 'clientRejected' ? 'domain.transfer_rejected' : 'domain.transfer_cancelled';
  notices.tell({ type, domain, told, text, involved: [losing, transfer.requestingRegistrar] });
}

/** Approves every pending transfer whose five days are up; whether any was. */
export function settleDueTransfers(data: RegistryData, now: Date, notices: RegistryNotices): boolean {
  let settled = false;
  for (const domain of data.domains.values()) {
    if (domain.transfer?.status !== 'pending' || domain.transfer.actionAt > now.toISOString()) continue;
    settleTransfer(domain, 'serverApproved', now, notices);
    settled = true;
  }
  return settled;
}
