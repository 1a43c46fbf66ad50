import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { BatchWriteCommand, execute } from 'dynamodb-toolbox/table/actions/batchWrite';
import type { Country } from '#shared/schemas/countries.ts';
import { type Settings, settingsSchema } from '#shared/schemas/settings.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { isConditionFailure } from './conditions.ts';
import { countryEntity, keys, portalTable, settingsEntity } from './entities.ts';
import { settingsReader } from './settings-reader.ts';

const settingsItems = { put: putItem(settingsEntity) };
const countryItems = { query: queryItems(countryEntity) };

export const settingsRepository = {
  get: settingsReader.get,

  /** Saves the settings unless some already exist (seeding never overwrites an admin's edits). */
  async createIfAbsent(settings: Settings): Promise<boolean> {
    try {
      await settingsItems.put({ values: settingsSchema.parse(settings) }, { condition: { attr: 'values', exists: false } });
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};

export const countryRepository = {
  /** All countries: one query over the countries partition. */
  async list(): Promise<Country[]> {
    const { Items = [] } = await countryItems.query({ partition: keys.countries }, { maxPages: Infinity });
    return Items.map((item) => ({ code: item.code, name: { fo: item.nameFo, en: item.nameEn }, phone_code: item.phoneCode }));
  },

  async saveAll(countries: readonly Country[]): Promise<void> {
    for (let start = 0; start < countries.length; start += 25) {
      const requests = countries
        .slice(start, start + 25)
        .map((country) => countryEntity.build(BatchPutRequest).item({ code: country.code, nameFo: country.name.fo, nameEn: country.name.en, phoneCode: country.phone_code }));
      await execute({ maxAttempts: 5 }, portalTable.build(BatchWriteCommand).requests(...requests));
    }
  },
};

export type SettingsRepository = typeof settingsRepository;
export type CountryRepository = typeof countryRepository;
