import type { Country } from '#shared/schemas/countries.ts';
import type { Seller, Settings } from '#shared/schemas/settings.ts';

interface Ports {
  settings: { createIfAbsent(settings: Settings): Promise<boolean>; saveSeller(seller: Seller): Promise<boolean> };
  countries: { saveAll(countries: readonly Country[]): Promise<void> };
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
  await ports.countries.saveAll(countries);
  return { settingsCreated, sellerSaved, countries: countries.length };
}
