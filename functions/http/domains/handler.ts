import { settingsReader } from '../../adapters/dynamodb/settings-reader.ts';
import { eppRegistry } from '../../adapters/registry/epp-registry.ts';
import { searchDomains } from '../../domains/search-domains.ts';
import { httpContextHandler } from '../pipeline/context-handler.ts';

const registry = eppRegistry();

export const handler = httpContextHandler('domains', {
  searchDomains: async ({ query }) => ({ data: await searchDomains(query.domains, { registry, settings: settingsReader }) }),
});
