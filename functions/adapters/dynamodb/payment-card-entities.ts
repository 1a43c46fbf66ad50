import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey } from './entities.ts';
import { orderKeys } from './order-entities.ts';
import { perTable } from './table.ts';

/** Saved payment cards (docs/data-model.md, "Payment cards"). Their keys are built here and only here. */
const [gsi1] = tableDeclaration.globalIndexes;

export const paymentCardKeys = {
  card: (cardId: string) => ({ pk: `PAYMENTCARD#${cardId}`, sk: 'PAYMENTCARD' }),
  /** An owner's cards share the owner partition of gsi1 with its orders, domains and transfers. */
  ownerCardSort: (createdAt: string, cardId: string) => `PAYMENTCARD#${createdAt}#${cardId}`,
  ownerCardPrefix: 'PAYMENTCARD#',
  /** One card per provider setup: written with the card, kept after it is deleted (a late redelivery adds nothing). */
  setup: (setupId: string) => ({ pk: `CARDSETUP#${setupId}`, sk: 'CLAIM' }),
  /** The owner's customer at the payment provider: one per owner. */
  customer: (ownerType: string, ownerId: string) => ({ pk: `PAYMENTCUSTOMER#${ownerType}#${ownerId}`, sk: 'CUSTOMER' }),
} as const;

export const paymentCardEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'paymentCard',
      table,
      schema: item({
        cardId: string().key(),
        ownerType: string().enum('user', 'team'),
        ownerId: string(),
        name: string(),
        brand: string(),
        last4: string(),
        expMonth: number(),
        expYear: number(),
        providerCustomerId: string(),
        providerPaymentMethodId: string(),
        setupId: string(),
        addedBy: string(),
        createdAt: string(),
        updatedAt: string(),
        version: number(),
      }).and((schema) => ({
        // An owner's cards, oldest first: gsi1.
        [gsi1.partitionKey]: indexKey(schema, ['ownerId'], ({ ownerId }) => orderKeys.owner(ownerId)),
        [gsi1.sortKey]: indexKey(schema, ['createdAt', 'cardId'], ({ createdAt, cardId }) => paymentCardKeys.ownerCardSort(createdAt, cardId)),
      })),
      computeKey: ({ cardId }) => paymentCardKeys.card(cardId),
      timestamps: false,
    }),
);

export const cardSetupClaimEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'cardSetupClaim',
      table,
      schema: item({ setupId: string().key(), cardId: string() }),
      computeKey: ({ setupId }) => paymentCardKeys.setup(setupId),
      timestamps: false,
    }),
);

export const paymentCustomerEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'paymentCustomer',
      table,
      schema: item({ ownerType: string().key(), ownerId: string().key(), customerId: string(), createdAt: string() }),
      computeKey: ({ ownerType, ownerId }) => paymentCardKeys.customer(ownerType, ownerId),
      timestamps: false,
    }),
);
