import { countryRepository, settingsRepository } from '../../adapters/dynamodb/settings-repository.ts';
import { listCountries, readPublicSettings, readVideoUrl } from '../../settings/read-settings.ts';
import { openApiDocument } from '../openapi.ts';
import { httpContextHandler } from '../pipeline/context-handler.ts';
import { routes } from '../routes.ts';

const apiReference = openApiDocument(routes);

export const handler = httpContextHandler('settings', {
  getSettings: async () => ({ data: await readPublicSettings(settingsRepository) }),
  getSettingsVideo: async () => ({ data: await readVideoUrl(settingsRepository) }),
  listCountries: async () => ({ data: await listCountries(countryRepository) }),
  getOpenApiDocument: async () => apiReference,
});
