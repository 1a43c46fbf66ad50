import * as z from 'zod';
import { dataEnvelope } from './common.ts';

/** Up to this many names in one search: they go to the registry in one check command. */
export const maxSearchNames = 20;

/** `GET /domains/availability?domains=a,b.fo,c` — the raw comma-separated list (spec §4 rule 1). */
export const domainSearchQuery = z.strictObject({
  domains: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(2000, { error: 'validation.invalid_value' }),
});

/** A price per year in øre: net, VAT and total (VAT included), from the settings. */
export const yearlyPriceSchema = z.object({ net: z.int(), vat: z.int(), total: z.int() });

export const domainSearchResultSchema = z.object({
  /** Lower-case, with the `.fo` suffix. */
  domain: z.string(),
  status: z.enum(['available', 'taken', 'not_allowed']),
  /**
   * Why not: for `not_allowed` a validation message key (`validation.domain_…`), for `taken` the
   * registry's reason (free text, may be null).
   */
  reason: z.string().nullable(),
  /** For names with Faroese letters (no IDN under .fo): the ASCII spelling to try instead. */
  suggestion: z.string().nullable(),
  price_per_year: yearlyPriceSchema,
});
export type DomainSearchResult = z.infer<typeof domainSearchResultSchema>;

export const domainSearchResponse = dataEnvelope(z.array(domainSearchResultSchema));
