import { Entity } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { tableDeclaration } from '../../store/table.ts';
import { optionalIndexKey } from './entities.ts';
import { perTable } from './table.ts';

/** A domain's health (docs/data-model.md, "Domain health"). Its keys are built here and only here. */
const [, , gsi3] = tableDeclaration.globalIndexes;

export const domainHealthKeys = {
  /** Beside the domain, in its partition. */
  health: (domainId: string) => ({ pk: `DOMAIN#${domainId}`, sk: 'HEALTH' }),
  /** The domains failing now (gsi3, sparse: only a failing domain's item carries it), longest failing first. */
  failing: 'DOMAINHEALTH#failing',
  failingSort: (since: string, domainId: string) => `${since}#${domainId}`,
} as const;

export const domainHealthEntity = /* @__PURE__ */ perTable(
  (table) =>
    new Entity({
      name: 'domainHealth',
      table,
      schema: item({
        domainId: string().key(),
        name: string(),
        /** The last report (functions/domain-health/model.ts `HealthReport`). */
        report: any(),
        since: string(),
        told: string().enum('ok', 'failing').optional(),
        /** Name servers outside the portal: the CDS scan (`CdsState`: a bootstrap under way, a refused one, the last change). */
        cds: any().optional(),
        /** Set while the domain fails: when it began (the admin's list reads it from gsi3). */
        failingSince: string().optional(),
        version: number(),
      }).and((schema) => ({
        [gsi3.partitionKey]: optionalIndexKey(schema, ['failingSince'], () => domainHealthKeys.failing),
        [gsi3.sortKey]: optionalIndexKey(schema, ['failingSince', 'domainId'], ({ failingSince, domainId }) => domainHealthKeys.failingSort(failingSince, domainId)),
      })),
      computeKey: ({ domainId }) => domainHealthKeys.health(domainId),
      timestamps: false,
    }),
);
