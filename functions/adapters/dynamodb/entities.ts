import { Entity, Service } from 'electrodb';
import { config } from '../../config.ts';
import { dynamoDb } from './client.ts';

/**
 * The table's entities. Keys are built here and only here (docs/data-model.md lists each
 * access pattern with its key condition and index). Repositories beside this file are the
 * only callers.
 */
const service = 'okisnavn';
const now = () => new Date().toISOString();
const table = () => ({ table: config().TABLE_NAME, client: dynamoDb });

export const userEntity = new Entity(
  {
    model: { entity: 'user', version: '1', service },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      email: { type: 'string', required: true },
      name: { type: 'string', required: true },
      phone: { type: 'string' },
      phoneCode: { type: 'string' },
      street: { type: 'string' },
      zip: { type: 'string' },
      city: { type: 'string' },
      countryCode: { type: 'string' },
      language: { type: ['fo', 'en'] as const },
      isAdmin: { type: 'boolean', required: true, default: false },
      isUsingSamleikin: { type: 'boolean', required: true, default: false },
      emailVerifiedAt: { type: 'string' },
      phoneVerifiedAt: { type: 'string' },
      hasSharedDomains: { type: 'boolean', required: true, default: false },
      unreadNotificationsCount: { type: 'number', required: true, default: 0 },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      updatedAt: { type: 'string', required: true, watch: '*', set: () => now(), default: now },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'USER', casing: 'none' },
      },
    },
  },
  table(),
);

/** Makes an e-mail address unique across users (written in the same transaction as the user). */
export const userEmailClaimEntity = new Entity(
  {
    model: { entity: 'userEmailClaim', version: '1', service },
    attributes: {
      email: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true },
    },
    indexes: {
      byEmail: {
        pk: { field: 'pk', composite: ['email'], template: 'EMAIL#${email}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'CLAIM', casing: 'none' },
      },
    },
  },
  table(),
);

export const accessTokenEntity = new Entity(
  {
    model: { entity: 'accessToken', version: '1', service },
    attributes: {
      tokenHash: { type: 'string', required: true, readOnly: true },
      tokenId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      label: { type: 'string', required: true },
      kind: { type: ['session', 'development'] as const, required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: now },
      lastUsedAt: { type: 'string' },
      /** Epoch seconds; also the table's TTL attribute. */
      expiresAt: { type: 'number', required: true },
      revokedAt: { type: 'string' },
    },
    indexes: {
      byHash: {
        pk: { field: 'pk', composite: ['tokenHash'], template: 'TOKEN#${tokenHash}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'TOKEN', casing: 'none' },
      },
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'], template: 'USER#${userId}', casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['createdAt'], template: 'TOKEN#${createdAt}', casing: 'none' },
      },
    },
  },
  table(),
);

export const settingsEntity = new Entity(
  {
    model: { entity: 'settings', version: '1', service },
    attributes: {
      values: { type: 'any', required: true },
      updatedAt: { type: 'string', required: true, watch: '*', set: () => now(), default: now },
    },
    indexes: {
      singleton: {
        pk: { field: 'pk', composite: [], template: 'SETTINGS', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'SETTINGS', casing: 'none' },
      },
    },
  },
  table(),
);

export const countryEntity = new Entity(
  {
    model: { entity: 'country', version: '1', service },
    attributes: {
      code: { type: 'string', required: true, readOnly: true },
      nameFo: { type: 'string', required: true },
      nameEn: { type: 'string', required: true },
      phoneCode: { type: 'string', required: true },
    },
    indexes: {
      all: {
        pk: { field: 'pk', composite: [], template: 'COUNTRIES', casing: 'none' },
        sk: { field: 'sk', composite: ['code'], template: 'COUNTRY#${code}', casing: 'none' },
      },
    },
  },
  table(),
);

export const activityEntryEntity = new Entity(
  {
    model: { entity: 'activityEntry', version: '1', service },
    attributes: {
      eventId: { type: 'string', required: true, readOnly: true },
      /** The user who acted, or `system` for jobs and webhooks. */
      actor: { type: 'string', required: true, readOnly: true },
      /** The event name, e.g. `user.language-changed`. */
      activity: { type: 'string', required: true, readOnly: true },
      /** What the activity is about, as `<kind>:<id>`, e.g. `user:…`, `domain:…`. */
      subject: { type: 'string', required: true, readOnly: true },
      occurredAt: { type: 'string', required: true, readOnly: true },
      /** `YYYY-MM`, the partition of the all-activity index. */
      month: { type: 'string', required: true, readOnly: true },
      details: { type: 'any' },
    },
    indexes: {
      bySubject: {
        pk: { field: 'pk', composite: ['subject'], template: 'SUBJECT#${subject}', casing: 'none' },
        sk: { field: 'sk', composite: ['occurredAt', 'eventId'], template: 'ACTIVITY#${occurredAt}#${eventId}', casing: 'none' },
      },
      byActor: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['actor'], template: 'ACTOR#${actor}', casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['occurredAt', 'eventId'], template: 'ACTIVITY#${occurredAt}#${eventId}', casing: 'none' },
      },
      byMonth: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['month'], template: 'ACTIVITY#${month}', casing: 'none' },
        sk: { field: 'gsi2sk', composite: ['occurredAt', 'eventId'], template: '${occurredAt}#${eventId}', casing: 'none' },
      },
    },
  },
  table(),
);

/**
 * An event written in the same transaction as the change it reports (transactional outbox):
 * published right after the write, and by the outbox-relay job if that publish failed.
 */
export const outboxEventEntity = new Entity(
  {
    model: { entity: 'outboxEvent', version: '1', service },
    attributes: {
      eventId: { type: 'string', required: true, readOnly: true },
      occurredAt: { type: 'string', required: true, readOnly: true },
      envelope: { type: 'any', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['eventId'], template: 'OUTBOX#${eventId}', casing: 'none' },
        sk: { field: 'sk', composite: [], template: 'EVENT', casing: 'none' },
      },
      pending: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: [], template: 'OUTBOX', casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['occurredAt', 'eventId'], template: '${occurredAt}#${eventId}', casing: 'none' },
      },
    },
  },
  table(),
);

export const store = new Service(
  {
    user: userEntity,
    userEmailClaim: userEmailClaimEntity,
    accessToken: accessTokenEntity,
    settings: settingsEntity,
    country: countryEntity,
    activityEntry: activityEntryEntity,
    outboxEvent: outboxEventEntity,
  },
  table(),
);
