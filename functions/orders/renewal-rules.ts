import type { DomainRecord } from '../domains/model.ts';

/** How long after its expiry a domain can still be renewed (its redemption period). */
export const redemptionDays = 30;

/** The registry's statuses that suspend a domain (RFC 5731 holds); registry-events sets them on the domain. */
const suspendingStatuses: readonly string[] = ['serverHold', 'clientHold'];

export type RenewalRefusal = 'renewal_transfer_away' | 'renewal_suspended' | 'renewal_past_redemption';

/**
 * Whether a domain can be renewed now, before any order or charge: not while another registrar's
 * transfer away is pending (or after it left), not while the registry has suspended it, and not
 * once it expired more than {@link redemptionDays} days ago. Null: it can.
 */
export function renewalRefusal(domain: Pick<DomainRecord, 'expiresAt' | 'registryStatuses' | 'transferAway' | 'transferredAwayAt'>, now: Date): RenewalRefusal | null {
  if (domain.transferredAwayAt || domain.transferAway?.status === 'pending' || domain.transferAway?.status === 'approved') return 'renewal_transfer_away';
  if ((domain.registryStatuses ?? []).some((status) => suspendingStatuses.includes(status))) return 'renewal_suspended';
  if (now.getTime() > Date.parse(domain.expiresAt) + redemptionDays * 86_400_000) return 'renewal_past_redemption';
  return null;
}
