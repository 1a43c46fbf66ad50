import { describe, expect, it } from 'vitest';
import type { Country } from '#shared/schemas/countries.ts';
import type { Seller, Settings } from '#shared/schemas/settings.ts';
import { countriesToSave, seedReferenceData } from './seed-reference-data.ts';

const faroes: Country = { code: 'FO', name: { fo: 'Føroyar', en: 'Faroe Islands' }, phone_code: '+298' };
const denmark: Country = { code: 'DK', name: { fo: 'Danmark', en: 'Denmark' }, phone_code: '+45' };
const iceland: Country = { code: 'IS', name: { fo: 'Ísland', en: 'Iceland' }, phone_code: '+354' };

describe('countriesToSave', () => {
  it('is every shipped country when none is saved', () => {
    expect(countriesToSave([], [faroes, denmark])).toEqual([faroes, denmark]);
  });

  it('is none when the saved list is the shipped one', () => {
    expect(countriesToSave([denmark, faroes], [faroes, denmark])).toEqual([]);
  });

  it('is the missing ones and those with a changed name or calling code; a saved country the list no longer has is left alone', () => {
    const renamed = { ...denmark, name: { ...denmark.name, fo: 'Danmørk' } };
    const newCode = { ...faroes, phone_code: '+2980' };
    expect(countriesToSave([renamed, newCode, iceland], [faroes, denmark])).toEqual([faroes, denmark]);
    expect(countriesToSave([denmark, iceland], [faroes, denmark])).toEqual([faroes]);
  });
});

describe('seedReferenceData', () => {
  it('writes the countries on the first run and none on the next', async () => {
    let saved: Country[] = [];
    const writes: number[] = [];
    const ports = {
      settings: { createIfAbsent: async (_settings: Settings) => false, saveSeller: async (_seller: Seller) => false },
      countries: {
        list: async () => saved,
        saveAll: async (countries: readonly Country[]) => {
          writes.push(countries.length);
          saved = [...saved.filter((kept) => !countries.some((country) => country.code === kept.code)), ...countries];
        },
      },
    };
    const defaults = {} as Settings;
    expect(await seedReferenceData(ports, defaults, [faroes, denmark])).toMatchObject({ countries: 2, countriesSaved: 2 });
    expect(await seedReferenceData(ports, defaults, [faroes, denmark])).toMatchObject({ countries: 2, countriesSaved: 0 });
    expect(await seedReferenceData(ports, defaults, [faroes, denmark, iceland])).toMatchObject({ countries: 3, countriesSaved: 1 });
    expect(writes).toEqual([2, 0, 1]);
  });
});
