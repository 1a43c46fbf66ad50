import useSWR from 'swr';
import type { Country } from '#shared/schemas/countries.ts';
import { apiPath, callApi } from '../call-api';

/** `GET /countries`: ISO countries with Faroese and English names and calling codes. */
export const countriesKey = apiPath('listCountries');

export function getCountries(): Promise<Country[]> {
  return callApi('listCountries');
}

export function useCountries() {
  return useSWR(countriesKey, getCountries, { revalidateOnFocus: false, revalidateIfStale: false });
}
