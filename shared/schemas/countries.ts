import * as z from 'zod';
import { dataEnvelope, perLocale } from './common.ts';

/** An ISO 3166-1 country with its names in both interface languages and its calling code. */
export const countrySchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  name: perLocale(z.string().min(1)),
  phone_code: z.string().regex(/^\+\d{1,4}$/),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesResponse = dataEnvelope(z.array(countrySchema));
