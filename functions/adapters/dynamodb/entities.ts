import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item, type ItemSchema } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { $remove, isRemoval } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { tableDeclaration } from '../../store/table.ts';
import { perTable } from './table.ts';

/**
 * The table's entities, with dynamodb-toolbox. Keys (primary and index) are built here and only
 * here; docs/data-model.md lists each access pattern with its key condition and index.
 * Every index key attribute is an `indexKey` (below), so puts and updates write it alike.
 * Repositories beside this file are the only callers.
 */
const [gsi1, gsi2, gsi3] = tableDeclaration.globalIndexes;

/**
 * An index key attribute, built by ONE function for puts and updates alike. dynamodb-toolbox's
 * `.link()` runs on puts only: without the `.updateLink()` an update that changes `status` leaves
 * the status index at the old status (issue 10). `from` names the attributes the key reads.
 * An update recomputes the key when it carries all of them; one that carries none of them (bar
 * the primary key) cannot have changed the key, so the stored key stays; one that carries only
 * some is refused, as the key would go stale.
 */
export function indexKey<SCHEMA extends ItemSchema, NAME extends keyof SCHEMA['attributes'] & string>(
  schema: SCHEMA,
  from: readonly NAME[],
  build: (values: Record<NAME, string>) => string,
) {
  const onPut = (input: unknown) => build(input as Record<NAME, string>);
  const onUpdate = (input: unknown) => keyOnUpdate(schema, from, build, input as Record<string, unknown>);
  return string().link<SCHEMA>(onPut).updateLink<SCHEMA>(onUpdate).hidden();
}

/**
 * An index key of an attribute some items lack (a sparse index): a put of an item without all of
 * `from` writes no key, so the item is not in the index; an update removing all of them removes
 * the key too; other updates follow `indexKey`'s rules.
 */
export function optionalIndexKey<SCHEMA extends ItemSchema, NAME extends keyof SCHEMA['attributes'] & string>(
  schema: SCHEMA,
  from: readonly NAME[],
  build: (values: Record<NAME, string>) => string,
) {
  const onPut = (input: unknown) => {
    const values = input as Record<NAME, unknown>;
    return from.every((name) => typeof values[name] === 'string') ? build(values as Record<NAME, string>) : undefined;
  };
  const onUpdate = (input: unknown) => {
    const update = input as Record<string, unknown>;
    if (from.every((name) => isRemoval(update[name]))) return $remove();
    return keyOnUpdate(schema, from, build, update);
  };
  return string().optional().link<SCHEMA>(onPut).updateLink<SCHEMA>(onUpdate).hidden();
}

function keyOnUpdate<NAME extends string>(schema: ItemSchema, from: readonly NAME[], build: (values: Record<NAME, string>) => string, update: Record<string, unknown>) {
  const carried = from.filter((name) => update[name] !== undefined);
  const changeable = carried.filter((name) => !schema.attributes[name]?.props.key);
  if (changeable.length === 0) return undefined;
  const missing = from.filter((name) => typeof update[name] !== 'string');
  if (missing.length > 0) throw new Error(`An update of ${changeable.join(', ')} must also set ${missing.join(', ')}: an index key is built from them together`);
  return build(update as Record<NAME, string>);
}

/** The key formats, in one place. */
export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'USER' }),
  emailClaim: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'CLAIM' }),
  token: (tokenHash: string) => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  userTokens: (userId: string) => `USER#${userId}`,
  settings: () => ({ pk: 'SETTINGS', sk: 'SETTINGS' }),
  countries: 'COUNTRIES',
  country: (code: string) => ({ pk: 'COUNTRIES', sk: `COUNTRY#${code}` }),
  activityBySubject: (subject: string) => `SUBJECT#${subject}`,
  activityByActor: (actor: string) => `ACTOR#${actor}`,
  activityByMonth: (month: string) => `ACTIVITY#${month}`,
  activitySort: (occurredAt: string, eventId: string) => `ACTIVITY#${occurredAt}#${eventId}`,
  outboxEvent: (eventId: string) => ({ pk: `OUTBOX#${eventId}`, sk: 'EVENT' }),
  outboxPending: 'OUTBOX',
  /**
   * The admin's user search (pattern U1): users by the first letter of their name and of their
   * e-mail address in one partition per letter, each sorted by the lower-cased term and the user id.
   */
  userSearch: (term: string) => `USERSEARCH#${searchTerm(term).slice(0, 1)}`,
  userSearchSort: (term: string, userId: string) => `${searchTerm(term)}#${userId}`,
  userSearchWord: (userId: string, source: string, word: string) => ({ pk: `USER#${userId}`, sk: `SEARCHWORD#${source}#${word}` }),
  userSearchWords: (userId: string, source?: string) => ({ pk: `USER#${userId}`, skPrefix: source ? `SEARCHWORD#${source}#` : 'SEARCHWORD#' }),
  /** Every user by the time they were created (pattern U3: the newest first, before any search). */
  usersByCreation: 'USERS',
  userCreationSort: (createdAt: string, userId: string) => `${createdAt}#${userId}`,
} as const;

/** What the admin's search compares: lower-cased, trimmed. */
export function searchTerm(value: string): string {
  return value.trim().toLocaleLowerCase('fo');
}

const timestamps = {
  created: { name: 'createdAt', savedAs: 'createdAt' },
  modified: { name: 'updatedAt', savedAs: 'updatedAt' },
} as const;

export const userEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'user',
      table,
      schema: item({
        userId: string().key(),
        email: string(),
        name: string(),
        phone: string().optional(),
        phoneCode: string().optional(),
        street: string().optional(),
        zip: string().optional(),
        city: string().optional(),
        countryCode: string().optional(),
        language: string().enum('fo', 'en').optional(),
        isAdmin: boolean().default(false),
        isUsingSamleikin: boolean().default(false),
        hasPassword: boolean().optional(),
        emailVerifiedAt: string().optional(),
        phoneVerifiedAt: string().optional(),
        hasSharedDomains: boolean().default(false),
        unreadNotificationsCount: number().default(0),
        /** An administrator deactivated the user: no sign-in, no session (docs/decisions/the-admin-area-s-users-and-domains.md "Deactivated users"). */
        deactivatedAt: string().optional(),
      }).and((schema) => ({
        // The admin's search by name (pattern U1): gsi2.
        [gsi2.partitionKey]: indexKey(schema, ['name'], ({ name }) => keys.userSearch(name)),
        [gsi2.sortKey]: indexKey(schema, ['name', 'userId'], ({ name, userId }) => keys.userSearchSort(name, userId)),
        // Every user by creation time (pattern U3), written once with the new user: its `createdAt` never changes.
        [gsi3.partitionKey]: indexKey(schema, ['userId'], () => keys.usersByCreation),
        [gsi3.sortKey]: indexKey(schema, ['userId'], (values) => keys.userCreationSort((values as { createdAt?: string }).createdAt ?? '', values.userId)),
      })),
      computeKey: ({ userId }) => keys.user(userId),
      timestamps,
    }),
);

/** Makes an e-mail address unique across users (written in the same transaction as the user). */
export const userEmailClaimEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'userEmailClaim',
      table,
      schema: item({ email: string().key(), userId: string() }).and((schema) => ({
        // The admin's search by e-mail address (pattern U1), beside the names: gsi2.
        [gsi2.partitionKey]: indexKey(schema, ['email'], ({ email }) => keys.userSearch(email)),
        [gsi2.sortKey]: indexKey(schema, ['email', 'userId'], ({ email, userId }) => keys.userSearchSort(email, userId)),
      })),
      computeKey: ({ email }) => keys.emailClaim(email),
      timestamps: false,
    }),
);

/**
 * The admin's search inside names and e-mail addresses (pattern U1, docs/decisions/admin-user-search.md):
 * one item per word of the user's name or address after its first, holding the rest of the text
 * from that word on (`jensen` of "Poul Jensen", `example.fo` of `poul@example.fo`), in the same
 * gsi2 partitions as the names and addresses, so one `begins_with` finds them all.
 */
export const userSearchWordEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'userSearchWord',
      table,
      schema: item({ userId: string().key(), source: string().enum('name', 'email').key(), word: string().key() }).and((schema) => ({
        [gsi2.partitionKey]: indexKey(schema, ['word'], ({ word }) => keys.userSearch(word)),
        [gsi2.sortKey]: indexKey(schema, ['word', 'userId'], ({ word, userId }) => keys.userSearchSort(word, userId)),
      })),
      computeKey: ({ userId, source, word }) => keys.userSearchWord(userId, source, word),
      timestamps: false,
    }),
);

// Built inside the entity's factory (as order-entities.ts does): its fields' builders are calls
// esbuild cannot drop, so a schema at module level stays in every bundle importing this module.
const accessTokenSchema = () =>
  item({
    tokenHash: string().key(),
    tokenId: string(),
    userId: string(),
    label: string(),
    browser: string().optional(),
    system: string().optional(),
    kind: string().enum('session', 'development'),
    createdAt: string(),
    lastUsedAt: string().optional(),
    /** When the session's holder last proved who they are (sign-in, step-up). */
    authenticatedAt: string().optional(),
    /** Epoch seconds; also the table's TTL attribute. */
    expiresAt: number(),
    revokedAt: string().optional(),
  });

export const accessTokenEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'accessToken',
      table,
      schema: accessTokenSchema().and((schema) => ({
        // A user's tokens, newest last: gsi1.
        [gsi1.partitionKey]: indexKey(schema, ['userId'], ({ userId }) => keys.userTokens(userId)),
        [gsi1.sortKey]: indexKey(schema, ['createdAt'], ({ createdAt }) => `TOKEN#${createdAt}`),
      })),
      computeKey: ({ tokenHash }) => keys.token(tokenHash),
      timestamps: false,
    }),
);

export const settingsEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'settings',
      table,
      schema: item({ values: any() }),
      computeKey: () => keys.settings(),
      timestamps,
    }),
);

export const countryEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'country',
      table,
      schema: item({ code: string().key(), nameFo: string(), nameEn: string(), phoneCode: string() }),
      computeKey: ({ code }) => keys.country(code),
      timestamps: false,
    }),
);

const outboxEventSchema = /* @__PURE__ */ item({
  eventId: string().key(),
  occurredAt: string(),
  envelope: any(),
});

/**
 * An event written in the same transaction as the change it reports (transactional outbox):
 * published right after the write, and by the outbox-relay job if that publish failed.
 */
export const outboxEventEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'outboxEvent',
      table,
      schema: outboxEventSchema.and((schema) => ({
        // A constant never goes stale: puts write it, updates need not.
        [gsi1.partitionKey]: string().const(keys.outboxPending).hidden(),
        [gsi1.sortKey]: indexKey(schema, ['occurredAt', 'eventId'], ({ occurredAt, eventId }) => `${occurredAt}#${eventId}`),
      })),
      computeKey: ({ eventId }) => keys.outboxEvent(eventId),
      timestamps: false,
    }),
);
