import type { DomainShares } from '../../domains/ports.ts';
import { getItem } from './commands/get.ts';
import { domainShareEntity } from './domain-share-entities.ts';
import type { PortalTable } from './table.ts';

/**
 * Is a domain shared with a user (pattern S1)? Apart from the share repository so that the
 * contexts that only ask this (DNS, domain settings, the domain view) bundle one get, not the
 * repository's writes.
 */
export function createDomainShareLookup(table: PortalTable): DomainShares {
  const shares = getItem(domainShareEntity(table));
  return {
    async isSharedWith(domainId, userId) {
      const { Item } = await shares({ domainId, userId }, { consistent: true });
      return Item !== undefined;
    },
  };
}
