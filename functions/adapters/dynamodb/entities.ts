import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { Table } from 'dynamodb-toolbox/table';
import { tableDeclaration } from '../../store/table.ts';
import { config } from '../../config.ts';
import { dynamoDb } from './client.ts';

/**
 * The table's entities, with dynamodb-toolbox. Keys (primary and index) are built here and only
 * here; docs/data-model.md lists each access pattern with its key condition and index.
 * Repositories beside this file are the only callers.
 */
const [gsi1, gsi2] = tableDeclaration.globalIndexes;

export const portalTable = new Table({
  name: () => config().TABLE_NAME,
  documentClient: dynamoDb,
  partitionKey: { name: tableDeclaration.partitionKey, type: 'string' },
  sortKey: { name: tableDeclaration.sortKey, type: 'string' },
  indexes: Object.fromEntries(
    tableDeclaration.globalIndexes.map((index) => [
      index.name,
      { type: 'global', partitionKey: { name: index.partitionKey, type: 'string' }, sortKey: { name: index.sortKey, type: 'string' } },
    ]),
  ) as Record<(typeof tableDeclaration.globalIndexes)[number]['name'], { type: 'global'; partitionKey: { name: string; type: 'string' }; sortKey: { name: string; type: 'string' } }>,
});

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
} as const;

const timestamps = {
  created: { name: 'createdAt', savedAs: 'createdAt' },
  modified: { name: 'updatedAt', savedAs: 'updatedAt' },
} as const;

export const userEntity = new Entity({
  name: 'user',
  table: portalTable,
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
    emailVerifiedAt: string().optional(),
    phoneVerifiedAt: string().optional(),
    hasSharedDomains: boolean().default(false),
    unreadNotificationsCount: number().default(0),
  }),
  computeKey: ({ userId }) => keys.user(userId),
  timestamps,
});

/** Makes an e-mail address unique across users (written in the same transaction as the user). */
export const userEmailClaimEntity = new Entity({
  name: 'userEmailClaim',
  table: portalTable,
  schema: item({ email: string().key(), userId: string() }),
  computeKey: ({ email }) => keys.emailClaim(email),
  timestamps: false,
});

const accessTokenSchema = item({
  tokenHash: string().key(),
  tokenId: string(),
  userId: string(),
  label: string(),
  kind: string().enum('session', 'development'),
  createdAt: string(),
  lastUsedAt: string().optional(),
  /** Epoch seconds; also the table's TTL attribute. */
  expiresAt: number(),
  revokedAt: string().optional(),
});

export const accessTokenEntity = new Entity({
  name: 'accessToken',
  table: portalTable,
  schema: accessTokenSchema.and((schema) => ({
    // A user's tokens, newest last: gsi1.
    [gsi1.partitionKey]: string().link<typeof schema>(({ userId }) => keys.userTokens(userId)).hidden(),
    [gsi1.sortKey]: string().link<typeof schema>(({ createdAt }) => `TOKEN#${createdAt}`).hidden(),
  })),
  computeKey: ({ tokenHash }) => keys.token(tokenHash),
  timestamps: false,
});

export const settingsEntity = new Entity({
  name: 'settings',
  table: portalTable,
  schema: item({ values: any() }),
  computeKey: () => keys.settings(),
  timestamps,
});

export const countryEntity = new Entity({
  name: 'country',
  table: portalTable,
  schema: item({ code: string().key(), nameFo: string(), nameEn: string(), phoneCode: string() }),
  computeKey: ({ code }) => keys.country(code),
  timestamps: false,
});

const activityEntrySchema = item({
  eventId: string().key(),
  /** What the activity is about, as `<kind>:<id>`, e.g. `user:…`, `domain:…`. */
  subject: string().key(),
  occurredAt: string().key(),
  /** The user who acted, or `system` for jobs and webhooks. */
  actor: string(),
  /** The event name, e.g. `user.language-changed`. */
  activity: string(),
  details: any().optional(),
});

export const activityEntryEntity = new Entity({
  name: 'activityEntry',
  table: portalTable,
  schema: activityEntrySchema.and((schema) => ({
    // By actor: gsi1. Everything by month (admin log): gsi2.
    [gsi1.partitionKey]: string().link<typeof schema>(({ actor }) => keys.activityByActor(actor)).hidden(),
    [gsi1.sortKey]: string().link<typeof schema>(({ occurredAt, eventId }) => keys.activitySort(occurredAt, eventId)).hidden(),
    [gsi2.partitionKey]: string().link<typeof schema>(({ occurredAt }) => keys.activityByMonth(occurredAt.slice(0, 7))).hidden(),
    [gsi2.sortKey]: string().link<typeof schema>(({ occurredAt, eventId }) => keys.activitySort(occurredAt, eventId)).hidden(),
  })),
  computeKey: ({ subject, occurredAt, eventId }) => ({ pk: keys.activityBySubject(subject), sk: keys.activitySort(occurredAt, eventId) }),
  timestamps: false,
});

const outboxEventSchema = item({
  eventId: string().key(),
  occurredAt: string(),
  envelope: any(),
});

/**
 * An event written in the same transaction as the change it reports (transactional outbox):
 * published right after the write, and by the outbox-relay job if that publish failed.
 */
export const outboxEventEntity = new Entity({
  name: 'outboxEvent',
  table: portalTable,
  schema: outboxEventSchema.and((schema) => ({
    [gsi1.partitionKey]: string().const(keys.outboxPending).hidden(),
    [gsi1.sortKey]: string().link<typeof schema>(({ occurredAt, eventId }) => `${occurredAt}#${eventId}`).hidden(),
  })),
  computeKey: ({ eventId }) => keys.outboxEvent(eventId),
  timestamps: false,
});
