import type { Country } from '#shared/schemas/countries.ts';
import type { Settings } from '#shared/schemas/settings.ts';

interface Ports {
  settings: { createIfAbsent(settings: Settings): Promise<boolean> };
  countries: { saveAll(countries: readonly Country[]): Promise<void> };
}

/**
 * Makes sure the settings and the country list exist. Safe to run on every start and every
 * deploy: saved settings are kept, countries are brought up to date with the shipped list.
 */
export async function seedReferenceData(ports: Ports, defaults: Settings, countries: readonly Country[]) {
  const settingsCreated = await ports.settings.createIfAbsent(defaults);
  await ports.countries.saveAll(countries);
  return { settingsCreated, countries: countries.length };
}
