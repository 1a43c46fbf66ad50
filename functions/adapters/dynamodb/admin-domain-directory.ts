import type { DomainDirectory } from '../../admin/domains/ports.ts';
import type { DomainRecord } from '../../domains/model.ts';
import { queryItems } from './commands/query.ts';
import { domainEntity, orderKeys } from './order-entities.ts';
import type { PortalTable } from './table.ts';

/**
 * The administration area's domains (patterns AD1, AD2 in docs/data-model.md): every domain by
 * its expiry on gsi2 (one partition, sort key `<expiresAt>#<domainId>`, so a state that is a span
 * of expiries is a key range), and by the first letter of its name on gsi3.
 */
export function createDomainDirectory(table: PortalTable): DomainDirectory {
  const query = queryItems(domainEntity(table));
  return {
    async page(range, limit, start) {
      const options = { limit, ...(start ? { exclusiveStartKey: start } : {}) };
      const found =
        range.by === 'name'
          ? await query({ index: 'gsi3', partition: orderKeys.domainSearch(range.prefix), range: { beginsWith: range.prefix } }, options)
          : await query(
              {
                index: 'gsi2',
                partition: orderKeys.domainsByExpiry,
                // `<instant>#<id>` sorts after `<instant>` and before `<instant>$`.
                ...(range.from && range.to
                  ? { range: { between: [range.from, range.to] as [string, string] } }
                  : range.from
                    ? { range: { gte: range.from } }
                    : range.to
                      ? { range: { lt: range.to } }
                      : {}),
              },
              options,
            );
      return { domains: (found.Items ?? []) as DomainRecord[], ...(found.LastEvaluatedKey ? { next: found.LastEvaluatedKey } : {}) };
    },
  };
}
