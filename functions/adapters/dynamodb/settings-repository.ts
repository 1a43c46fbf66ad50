import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { BatchWriteCommand, execute } from 'dynamodb-toolbox/table/actions/batchWrite';
import type { Country } from '#shared/schemas/countries.ts';
import { type Seller, type Settings, settingsSchema } from '#shared/schemas/settings.ts';
import { putItem } from './commands/put.ts';
import { queryItems } from './commands/query.ts';
import { isConditionFailure } from './conditions.ts';
import { execute as executeTransactWrite } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { EventEnvelope } from '#events/envelope.ts';
import { putTransaction } from './commands/transact-put.ts';
import { countryEntity, keys, outboxEventEntity, settingsEntity } from './entities.ts';
import { createSettingsReader } from './settings-reader.ts';
import type { PortalTable } from './table.ts';

export function createSettingsRepository(table: PortalTable) {
  const settingsItems = { put: putItem(settingsEntity(table)), transactPut: putTransaction(settingsEntity(table)) };
  const outbox = { transactPut: putTransaction(outboxEventEntity(table)) };

  return {
    get: createSettingsReader(table).get,

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

    /**
     * Sets the seller on the saved settings (the deployment's, at each seed), keeping the rest;
     * false when it is already the one saved. Nothing else writes the settings yet (no admin
     * editing), so a read and a put are enough.
     */
    async saveChange(settings: Settings, event: EventEnvelope): Promise<void> {
      await executeTransactWrite(
        settingsItems.transactPut({ values: settingsSchema.parse(settings) }),
        outbox.transactPut({ eventId: event.metadata.id, occurredAt: event.metadata.occurredAt, envelope: event }),
      );
    },

    async saveSeller(seller: Seller): Promise<boolean> {
      const current = await createSettingsReader(table).get();
      if (JSON.stringify(current.seller) === JSON.stringify(seller)) return false;
      await settingsItems.put({ values: settingsSchema.parse({ ...current, seller }) });
      return true;
    },
  };
}

export function createCountryRepository(table: PortalTable) {
  const countryItems = { query: queryItems(countryEntity(table)) };

  return {
    /** All countries: one query over the countries partition. */
    async list(): Promise<Country[]> {
      const { Items = [] } = await countryItems.query({ partition: keys.countries }, { maxPages: Infinity });
      return Items.map((item) => ({ code: item.code, name: { fo: item.nameFo, en: item.nameEn }, phone_code: item.phoneCode }));
    },

    async saveAll(countries: readonly Country[]): Promise<void> {
      for (let start = 0; start < countries.length; start += 25) {
        const requests = countries
          .slice(start, start + 25)
          .map((country) =>
            countryEntity(table).build(BatchPutRequest).item({ code: country.code, nameFo: country.name.fo, nameEn: country.name.en, phoneCode: country.phone_code }),
          );
        await execute({ maxAttempts: 5 }, table.build(BatchWriteCommand).requests(...requests));
      }
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
export type CountryRepository = ReturnType<typeof createCountryRepository>;
