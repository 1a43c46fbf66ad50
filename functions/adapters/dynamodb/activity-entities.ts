import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { indexKey, keys } from './entities.ts';
import { perTable } from './table.ts';

/**
 * The activity log's entries (docs/data-model.md patterns 7–9): in their subject's partition, by
 * actor on gsi1, by month on gsi2. In a file of their own, so a function that does not read or
 * write the log does not bundle their schema.
 */
const [gsi1, gsi2] = tableDeclaration.globalIndexes;

// Built inside the entity's factory, as the other schemas whose module many bundles import.
const activityEntrySchema = () =>
  item({
    eventId: string().key(),
    /** What the activity is about, as `<kind>:<id>`, e.g. `user:…`, `domain:…`. */
    subject: string().key(),
    occurredAt: string().key(),
    /** The subject's name when the event gives one (a domain's name). */
    subjectName: string().optional(),
    /** The user who acted, or `system`/`registry`/`job` when no user did. */
    actor: string(),
    /** `user`, `admin`, `registry`, `job`, `system` (absent in entries written before it existed). */
    actorKind: string().enum('user', 'admin', 'registry', 'job', 'system').optional(),
    /** A user's name when they acted. */
    actorName: string().optional(),
    /** The event name, e.g. `user.language-changed`. */
    activity: string(),
    details: any().optional(),
    /** What changed, before and after (shared/schemas/activity.ts `activityChangeSchema`). */
    changes: any().optional(),
  });

export const activityEntryEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'activityEntry',
      table,
      schema: activityEntrySchema().and((schema) => ({
        // By actor: gsi1. Everything by month (admin log): gsi2.
        [gsi1.partitionKey]: indexKey(schema, ['actor'], ({ actor }) => keys.activityByActor(actor)),
        [gsi1.sortKey]: indexKey(schema, ['occurredAt', 'eventId'], ({ occurredAt, eventId }) => keys.activitySort(occurredAt, eventId)),
        [gsi2.partitionKey]: indexKey(schema, ['occurredAt'], ({ occurredAt }) => keys.activityByMonth(occurredAt.slice(0, 7))),
        [gsi2.sortKey]: indexKey(schema, ['occurredAt', 'eventId'], ({ occurredAt, eventId }) => keys.activitySort(occurredAt, eventId)),
      })),
      computeKey: ({ subject, occurredAt, eventId }) => ({ pk: keys.activityBySubject(subject), sk: keys.activitySort(occurredAt, eventId) }),
      timestamps: false,
    }),
);
