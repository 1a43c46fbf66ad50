import useSWR from 'swr';
import type { PublicSettings } from '../../../../shared/schemas/settings';
import { api } from '../api-client';

/** `GET /settings`: public settings (link addresses per language, prices in øre, VAT). */
export const settingsKey = '/settings';

export function getSettings(): Promise<PublicSettings> {
  return api.get<PublicSettings>(settingsKey);
}

export function useSettings() {
  return useSWR(settingsKey, getSettings, { revalidateOnFocus: false, dedupingInterval: 60_000 });
}
