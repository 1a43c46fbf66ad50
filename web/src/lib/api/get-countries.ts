import useSWR from 'swr';
import type { Country } from '../../../../shared/schemas/countries';
import { api } from '../api-client';

/** `GET /countries`: ISO countries with Faroese and English names and calling codes. */
export const countriesKey = '/countries';

export function getCountries(): Promise<Country[]> {
  return api.get<Country[]>(countriesKey);
}

export function useCountries() {
  return useSWR(countriesKey, getCountries, { revalidateOnFocus: false, revalidateIfStale: false });
}
