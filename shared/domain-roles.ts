/**
 * How a person stands to a domain (spec §6) and which of the domain lists' bulk actions (issue 32,
 * docs/decisions/bulk-domain-actions.md) each standing allows.
 */

/** Its owner (or a member of the team that owns it), or the technical manager it is shared with. */
export const domainRoles = ['owner', 'technical_manager'] as const;
export type DomainRole = (typeof domainRoles)[number];

/** The bulk actions on a selection of a domain list. */
export const bulkDomainActions = ['renew', 'auto_renewal_off', 'auto_renewal_on', 'lock_on', 'lock_off', 'name_servers'] as const;
export type BulkDomainAction = (typeof bulkDomainActions)[number];

/**
 * What each role may do in bulk, exactly as the API allows it domain by domain: the owner everything; a
 * technical manager only the name servers (`managedDomain` in functions/domains/own-domain.ts), while
 * renewal, automatic renewal and the transfer lock are the owner's (`ownDomain`: 404 for anyone else).
 * tests/api/shared-bulk-actions.test.ts holds this table to the API.
 */
const bulkActionsOf: Record<DomainRole, readonly BulkDomainAction[]> = {
  owner: bulkDomainActions,
  technical_manager: ['name_servers'],
};

export function roleMayBulk(role: DomainRole, action: BulkDomainAction): boolean {
  return bulkActionsOf[role].includes(action);
}
