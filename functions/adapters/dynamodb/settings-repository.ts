import type { Country } from '../../../shared/schemas/countries.ts';
import { type Settings, settingsSchema } from '../../../shared/schemas/settings.ts';
import { defaultSettings } from '../../settings/default-settings.ts';
import { countryEntity, settingsEntity } from './entities.ts';

export const settingsRepository = {
  /** The stored settings; the defaults until an administrator or the seed has saved them. */
  async get(): Promise<Settings> {
    const { data } = await settingsEntity.get({}).go();
    return data ? settingsSchema.parse(data.values) : defaultSettings;
  },

  /** Saves the settings unless some already exist (seeding never overwrites an admin's edits). */
  async createIfAbsent(settings: Settings): Promise<boolean> {
    try {
      await settingsEntity.create({ values: settingsSchema.parse(settings) }).go();
      return true;
    } catch (error) {
      if (/ConditionalCheckFailed|already exists/i.test(String(error))) return false;
      throw error;
    }
  },
};

export const countryRepository = {
  /** All countries, one query over the countries partition. */
  async list(): Promise<Country[]> {
    const { data } = await countryEntity.query.all({}).go({ pages: 'all' });
    return data.map((item) => ({ code: item.code, name: { fo: item.nameFo, en: item.nameEn }, phone_code: item.phoneCode }));
  },

  async saveAll(countries: readonly Country[]): Promise<void> {
    await countryEntity
      .put(countries.map((country) => ({ code: country.code, nameFo: country.name.fo, nameEn: country.name.en, phoneCode: country.phone_code })))
      .go();
  },
};

export type SettingsRepository = typeof settingsRepository;
export type CountryRepository = typeof countryRepository;
