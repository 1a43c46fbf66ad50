import { createCountryRepository, createSettingsRepository } from '../adapters/dynamodb/settings-repository.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { Config } from '../config.ts';
import { listCountries, readPublicSettings, readVideoUrl } from './read-settings.ts';
import { routes } from '#shared/api/index.ts';
import { settingsApi } from '#shared/api/settings.ts';
import { openApiDocument } from '../http/openapi.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';

// The API reference describes every context's routes, so this one bundle carries the whole
// contract; it is generated on the first request for it, not at every cold start.

/** The settings context's handler: public settings, countries and the API reference. */
export function createHandler(config: Config) {
  const table = portalTableOf(config);
  const settingsRepository = createSettingsRepository(table);
  const countryRepository = createCountryRepository(table);
  let apiReference: ReturnType<typeof openApiDocument> | undefined;
  return httpContextHandler(
    settingsApi,
    {
      getSettings: async () => ({ data: await readPublicSettings(settingsRepository) }),
      getSettingsVideo: async () => ({ data: await readVideoUrl(settingsRepository) }),
      listCountries: async () => ({ data: await listCountries(countryRepository) }),
      getOpenApiDocument: async () => (apiReference ??= openApiDocument(routes)),
    },
    httpPipelineOptions(config),
  );
}
