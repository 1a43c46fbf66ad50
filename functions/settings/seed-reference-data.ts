import type { Country } from '#shared/schemas/countries.ts';
import type { Seller, Settings } from '#shared/schemas/settings.ts';

interface Ports {
  settings: { createIfAbsent(settings: Settings): Promise<boolean>; saveSeller(seller: Seller): Promise<boolean> };
  countries: { list(): Promise<Country[]>; saveAll(countries: readonly Country[]): Promise<void> };
}

/**
 * The shipped countries missing from the saved list or saved otherwise (a name or the calling
 * code changed): a deploy or a start that changed none writes none. Saved countries the list no
 * longer has are kept (an address may name one).
 */
export function countriesToSave(saved: readonly Country[], shipped: readonly Country[]): Country[] {
  const savedByCode = new Map(saved.map((country) => [country.code, country]));
  return shipped.filter((country) => {
    const kept = savedByCode.get(country.code);
    return !kept || kept.name.fo !== country.name.fo || kept.name.en !== country.name.en || kept.phone_code !== country.phone_code;
  });
}

/**
 * Makes sure the settings and the country list exist. Safe to run on every start and every
 * deploy: saved settings are kept, countries are brought up to date with the shipped list. The
 * seller the deployment names (`SELLER`) is the one receipts show: it replaces the saved one
 * (the deployment is where the company's details are kept); without one the saved seller stays.
 */
export async function seedReferenceData(ports: Ports, defaults: Settings, countries: readonly Country[], seller?: Seller) {
  const settingsCreated = await ports.settings.createIfAbsent(defaults);
  const sellerSaved = seller ? await ports.settings.saveSeller(seller) : false;
  const countriesSaved = countriesToSave(await ports.countries.list(), countries);
  await ports.countries.saveAll(countriesSaved);
  return { settingsCreated, sellerSaved, countries: countries.length, countriesSaved: countriesSaved.length };
}
