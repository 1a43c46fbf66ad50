import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey } from './entities.ts';
import { perTable } from './table.ts';
import { orderKeys } from './order-entities.ts';

/**
 * Transfers in (docs/data-model.md, "Transfers in"). Their keys are built here and only here.
 * A transfer is changed by the user (cancel), by reads that refresh it from the registry and by
 * the auto-approval job, so it carries a `version` for optimistic locking.
 */
const [gsi1, , gsi3] = tableDeclaration.globalIndexes;

export const transferKeys = {
  transfer: (transferId: string) => ({ pk: `TRANSFER#${transferId}`, sk: 'TRANSFER' }),
  /** An owner's transfers share the owner partition of gsi1 with its orders and domains. */
  ownerTransferSort: (requestedAt: string, transferId: string) => `TRANSFER#${requestedAt}#${transferId}`,
  /** Transfers by status, oldest request first: the auto-approval job reads `requested`. */
  byStatus: (status: string) => `TRANSFER#${status}`,
  statusSort: (requestedAt: string, transferId: string) => `${requestedAt}#${transferId}`,
  /** At most one open transfer of a name in the portal (the idempotency of POST /transfers). */
  openTransfer: (name: string) => ({ pk: `OPENTRANSFER#${name}`, sk: 'CLAIM' }),
} as const;

const transferSchema = /* @__PURE__ */ item({
  transferId: string().key(),
  name: string(),
  ownerType: string().enum('user', 'team'),
  ownerId: string(),
  requestedBy: string(),
  status: string().enum('requested', 'approved', 'auto_approved', 'cancelled'),
  cancelReason: string().enum('cancelled_by_user', 'rejected_by_holder', 'cancelled_by_registry').optional(),
  requestedAt: string(),
  registryRequestedAt: string(),
  autoApprovalAt: string(),
  approvedAt: string().optional(),
  cancelledAt: string().optional(),
  domainId: string().optional(),
  updatedAt: string(),
  version: number(),
});

export const transferEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'transfer',
      table,
      schema: transferSchema.and((schema) => ({
        // An owner's transfers, newest last: gsi1. Transfers by status by request time (the job): gsi3.
        [gsi1.partitionKey]: indexKey(schema, ['ownerId'], ({ ownerId }) => orderKeys.owner(ownerId)),
        [gsi1.sortKey]: indexKey(schema, ['requestedAt', 'transferId'], ({ requestedAt, transferId }) => transferKeys.ownerTransferSort(requestedAt, transferId)),
        [gsi3.partitionKey]: indexKey(schema, ['status'], ({ status }) => transferKeys.byStatus(status)),
        [gsi3.sortKey]: indexKey(schema, ['requestedAt', 'transferId'], ({ requestedAt, transferId }) => transferKeys.statusSort(requestedAt, transferId)),
      })),
      computeKey: ({ transferId }) => transferKeys.transfer(transferId),
      timestamps: false,
    }),
);

/** The one open transfer of a name: written with the transfer, removed when it ends, in the same transactions. */
export const openTransferClaimEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'openTransferClaim',
      table,
      schema: item({ name: string().key(), transferId: string(), ownerId: string() }),
      computeKey: ({ name }) => transferKeys.openTransfer(name),
      timestamps: false,
    }),
);
