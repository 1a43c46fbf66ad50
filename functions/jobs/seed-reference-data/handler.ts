import { Logger } from '../../logger.ts';
import { countries } from '#shared/countries-data.ts';
import { countryRepository, settingsRepository } from '../../adapters/dynamodb/settings-repository.ts';
import { defaultSettings } from '../../settings/default-settings.ts';
import { seedReferenceData } from '../../settings/seed-reference-data.ts';

const logger = new Logger();

/**
 * Runs after every deploy (a CDK trigger): the same seeding the local runtime does at start,
 * without the demo users. Keeps saved settings; brings the country list up to date.
 */
export async function handler() {
  const outcome = await seedReferenceData({ settings: settingsRepository, countries: countryRepository }, defaultSettings, countries);
  logger.info('reference data seeded', outcome);
  return outcome;
}
