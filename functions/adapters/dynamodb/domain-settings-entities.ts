import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey } from './entities.ts';
import { perTable } from './table.ts';
import { orderKeys } from './order-entities.ts';

const [, , gsi3] = tableDeclaration.globalIndexes;

/**
 * A domain's contacts, stored beside the domain item in its partition (docs/data-model.md:
 * "a domain's … contacts: `pk = DOMAIN#<id>`, `sk begins_with CONTACT#`"), so the contacts tab
 * reads them with one query. Keys are built here and only here.
 */
export const domainSettingsKeys = {
  contact: (domainId: string, role: string) => ({ pk: orderKeys.domain(domainId).pk, sk: `CONTACT#${role}` }),
  domainPartition: (domainId: string) => orderKeys.domain(domainId).pk,
  contactPrefix: 'CONTACT#',
  /** A personal domain's waiting lift of the portal lock, beside the domain. */
  portalLockLift: (domainId: string) => ({ pk: orderKeys.domain(domainId).pk, sk: 'PORTALLOCKLIFT' }),
  /** Every waiting lift by when it is due (gsi3): the portal-lock-lifts job asks for those due up to now. */
  portalLockLifts: 'PORTALLOCKLIFTS',
  portalLockLiftSort: (liftsAt: string, domainId: string) => `${liftsAt}#${domainId}`,
} as const;

/**
 * A personal domain's request to lift the portal lock, due at `liftsAt`: written and deleted in the
 * transaction that changes the domain's `portalLock`, so the portal-lock-lifts job finds every lift
 * due without a scan (pattern D3 in docs/data-model.md).
 */
export const portalLockLiftEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'portalLockLift',
      table,
      schema: item({
        domainId: string().key(),
        liftsAt: string(),
      }).and((schema) => ({
        // Sparse: only these items carry PORTALLOCKLIFTS keys in gsi3.
        [gsi3.partitionKey]: string().const(domainSettingsKeys.portalLockLifts).hidden(),
        [gsi3.sortKey]: indexKey(schema, ['liftsAt', 'domainId'], ({ liftsAt, domainId }) => domainSettingsKeys.portalLockLiftSort(liftsAt, domainId)),
      })),
      computeKey: ({ domainId }) => domainSettingsKeys.portalLockLift(domainId),
      timestamps: false,
    }),
);

export const domainContactEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'domainContact',
      table,
      schema: item({
        domainId: string().key(),
        role: string().enum('registrant', 'admin', 'tech', 'billing').key(),
        /** The contact's fields as the API shows them (shared/schemas/domain-settings.ts `Contact`). */
        contact: any(),
        /** The registry's contact object this role points to. */
        registryContactId: string(),
        /** Kept on every role: the owner chose "use the same information for all". */
        sameForAll: boolean(),
        updatedAt: string(),
      }),
      computeKey: ({ domainId, role }) => domainSettingsKeys.contact(domainId, role),
      timestamps: false,
    }),
);

/**
 * The one registry change in flight on a domain (a lease): taken with a conditional put before
 * anything is sent to the registry, released after our copy is saved, and lapsing by itself when
 * its holder died (`leaseUntil`, also the TTL).
 */
export const domainRegistryLeaseEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'domainRegistryLease',
      table,
      schema: item({
        domainId: string().key(),
        /** Who holds it: a random id per change, so only the holder releases it. */
        holder: string(),
        /** Epoch seconds; past it the lease is free for the next change. */
        leaseUntil: number(),
        expiresAt: number(),
      }),
      computeKey: ({ domainId }) => ({ pk: orderKeys.domain(domainId).pk, sk: 'REGISTRYLEASE' }),
      timestamps: false,
    }),
);
