import type { Entity } from 'dynamodb-toolbox/entity';
import { type Query, QueryCommand, type QueryOptions, type QueryResponse } from 'dynamodb-toolbox/table/actions/query';

/** `EntityRepository#query` for one entity (its table, filtered to it), with the query command alone (see ./README.md). */
export const queryItems =
  <ENTITY extends Entity>(entity: ENTITY) =>
  <QUERY extends Query<ENTITY['table']>, OPTIONS extends QueryOptions<ENTITY['table'], [ENTITY], QUERY> = QueryOptions<ENTITY['table'], [ENTITY], QUERY>>(
    query: QUERY,
    options?: OPTIONS,
  ): Promise<QueryResponse<ENTITY['table'], QUERY, [ENTITY], OPTIONS>> =>
    new QueryCommand(entity.table, [entity] as [ENTITY], query, options).send();
