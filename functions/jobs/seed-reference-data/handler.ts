import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import { countries } from '#shared/countries-data.ts';
import { createCountryRepository, createSettingsRepository } from '../../adapters/dynamodb/settings-repository.ts';
import { portalTableOf } from '../../adapters/dynamodb/table.ts';
import type { Config } from '../../config.ts';
import { defaultSettings } from '#shared/default-settings.ts';
import { seedReferenceData } from '../../settings/seed-reference-data.ts';

/** Writes the default settings and the countries, keeping what an administrator changed, and the deployment's seller. */
export function createHandler(config: Config) {
  const logger = new Logger();
  const table = portalTableOf(config);
  const settingsRepository = createSettingsRepository(table);
  const countryRepository = createCountryRepository(table);

  /**
   * Runs after every deploy (a CDK trigger): the same seeding the local runtime does at start,
   * without the demo users. Keeps saved settings; brings the country list up to date; saves the
   * seller the deployment names (`SELLER`, from the CDK context).
   */
  return inJobRun(async function handler() {
    const outcome = await seedReferenceData({ settings: settingsRepository, countries: countryRepository }, defaultSettings, countries, config.SELLER);
    if (!config.SELLER) logger.warn('no seller configured (SELLER): receipts name no address or V-tal until a deployment sets it');
    logger.info('reference data seeded', outcome);
    return outcome;
  });
}
