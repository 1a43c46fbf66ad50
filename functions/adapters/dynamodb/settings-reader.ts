import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import type { Locale } from '#shared/locales.ts';
import { type Settings, settingsSchema } from '#shared/schemas/settings.ts';
import { defaultSettings } from '#shared/default-settings.ts';
import { countryEntity, settingsEntity } from './entities.ts';
import type { PortalTable } from './table.ts';

/**
 * Reads the settings with the get command alone: contexts that only read them (prices for the
 * domain search) do not bundle every dynamodb-toolbox action.
 */
export function createSettingsReader(table: PortalTable) {
  return {
    /** The stored settings; the defaults until an administrator or the seed has saved them. */
    async get(): Promise<Settings> {
      const { Item } = await settingsEntity(table).build(GetItemCommand).key({}).send();
      return Item ? settingsSchema.parse(Item.values) : defaultSettings;
    },
  };
}

/** One country's name by its code, with one get (the receipt names the buyer's and the seller's country). */
export function createCountryNames(table: PortalTable) {
  return {
    /** The names in both languages, or null for a code not in the list. */
    async namesOf(code: string): Promise<Record<Locale, string> | null> {
      const { Item } = await countryEntity(table).build(GetItemCommand).key({ code }).send();
      return Item ? { fo: Item.nameFo, en: Item.nameEn } : null;
    },
  };
}
