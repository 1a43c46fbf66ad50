import type { RegistryLeaseRepository } from '../../domains/ports.ts';
import { deleteItem } from './commands/delete.ts';
import { putItem } from './commands/put.ts';
import { isConditionFailure } from './conditions.ts';
import { domainRegistryLeaseEntity } from './domain-settings-entities.ts';
import type { PortalTable } from './table.ts';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The per-domain registry lease (pattern D2 in docs/data-model.md). */
export function createRegistryLeaseRepository(table: PortalTable): RegistryLeaseRepository {
  const leases = { put: putItem(domainRegistryLeaseEntity(table)), delete: deleteItem(domainRegistryLeaseEntity(table)) };

  return {
    /** Takes the domain's lease for `holder` unless another holds it still; one conditional put. */
    async take(domainId: string, holder: string, at: Date, lifetimeSeconds: number): Promise<boolean> {
      const leaseUntil = seconds(at) + lifetimeSeconds;
      try {
        await leases.put(
          { domainId, holder, leaseUntil, expiresAt: leaseUntil + 3600 },
          {
            condition: {
              or: [
                { attr: 'domainId', exists: false },
                { attr: 'leaseUntil', lt: seconds(at) },
              ],
            },
          },
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Gives the lease back; one that lapsed and went to another holder is left alone. */
    async release(domainId: string, holder: string): Promise<void> {
      try {
        await leases.delete({ domainId }, { condition: { attr: 'holder', eq: holder } });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
  };
}
