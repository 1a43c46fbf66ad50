import { type Country } from '#shared/schemas/countries.ts';
import { type PublicSettings, publicSettingsSchema, type Settings } from '#shared/schemas/settings.ts';

interface SettingsSource {
  get(): Promise<Settings>;
}

interface CountrySource {
  list(): Promise<Country[]>;
}

/** What anyone may read of the settings: the internal mail addresses are left out. */
export async function readPublicSettings(settings: SettingsSource): Promise<PublicSettings> {
  return publicSettingsSchema.parse(await settings.get());
}

export async function readVideoUrl(settings: SettingsSource): Promise<{ video_url: string | null }> {
  return { video_url: (await settings.get()).video_url };
}

/** Countries ordered by code; the web sorts by the name in the reader's language. */
export async function listCountries(countries: CountrySource): Promise<Country[]> {
  return (await countries.list()).sort((a, b) => a.code.localeCompare(b.code));
}
