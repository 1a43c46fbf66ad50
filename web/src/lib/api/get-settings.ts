import useSWR from 'swr';
import type { PublicSettings } from '#shared/schemas/settings.ts';
import { apiPath, callApi } from '../call-api';

/** `GET /settings`: public settings (link addresses per language, prices in øre, VAT). */
export const settingsKey = apiPath('getSettings');

export function getSettings(): Promise<PublicSettings> {
  return callApi('getSettings');
}

export function useSettings() {
  return useSWR(settingsKey, getSettings, { revalidateOnFocus: false, dedupingInterval: 60_000 });
}
