import { DomainError } from '../../errors.ts';
import { pathParamNames, type RouteDeclaration } from '#shared/api/contract.ts';

/**
 * What an id in the path can look like. Every id the API addresses is a UUID (orders, domains,
 * transfers, sessions, DNS records) or a DS record's `<key tag>-<algorithm>-<digest type>-<digest>`
 * (at most 142 characters), so: letters, digits, `-` and `_`, at most 200 characters. Anything
 * else names nothing; left to the use cases, a 2 KB id would reach DynamoDB and fail its key
 * size limit as a 500.
 */
const possibleId = /^[A-Za-z0-9_-]{1,200}$/;

/** Once for every route, as API Gateway hands the path parameters over (decoded): an id that cannot exist is not found. */
export function assertPathIdsCanExist(route: Pick<RouteDeclaration, 'path'>, pathParameters: Record<string, string | undefined> | undefined): void {
  for (const name of pathParamNames(route.path)) {
    const id = pathParameters?.[name];
    if (id === undefined || !possibleId.test(id)) throw new DomainError('not_found');
  }
}
