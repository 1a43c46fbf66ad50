import { EntityRepository } from 'dynamodb-toolbox/entity/actions/repository';
import { domainEntity, domainNameClaimEntity, orderKeys } from './order-entities.ts';

/** A domain as stored (docs/data-model.md, "Orders and domains"). */
export interface DomainRecord {
  domainId: string;
  name: string;
  ownerType: 'user' | 'team';
  ownerId: string;
  orderId?: string;
  registrantContactId: string;
  registeredAt: string;
  expiresAt: string;
  nameServerMode: 'product' | 'custom';
  nameServers: string[];
  transferLock: boolean;
  registrationLock: boolean;
  autoRenewal: boolean;
  deletedAt?: string;
  updatedAt: string;
  version: number;
}

const domains = domainEntity.build(EntityRepository);
const nameClaims = domainNameClaimEntity.build(EntityRepository);

export const domainRepository = {
  async get(domainId: string): Promise<DomainRecord | null> {
    const { Item } = await domains.get({ domainId });
    return (Item as DomainRecord | undefined) ?? null;
  },

  /** The portal's domain of that name, with the order that bought it. */
  async claimOf(name: string): Promise<{ domainId: string; orderId: string | null } | null> {
    const { Item } = await nameClaims.get({ name }, { consistent: true });
    return Item ? { domainId: Item.domainId, orderId: Item.orderId ?? null } : null;
  },

  /** An owner's domains by name. */
  async listByOwner(ownerId: string): Promise<DomainRecord[]> {
    const found: DomainRecord[] = [];
    let exclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await domains.query(
        { index: 'gsi1', partition: orderKeys.owner(ownerId), range: { beginsWith: 'DOMAIN#' } },
        exclusiveStartKey ? { exclusiveStartKey } : {},
      );
      found.push(...((page.Items ?? []) as DomainRecord[]));
      exclusiveStartKey = page.LastEvaluatedKey;
    } while (exclusiveStartKey);
    return found;
  },
};

export type DomainRepository = typeof domainRepository;
