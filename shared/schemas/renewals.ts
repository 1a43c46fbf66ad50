import * as z from 'zod';
import { maxRenewalYears, minRenewalYears } from '../renewal.ts';
import { dataEnvelope, idField } from './common.ts';

/** POST /domains/{domainId}/renewals (with an Idempotency-Key): more years, paid through checkout. */
export const renewDomainRequest = z.strictObject({
  years: z.int({ error: 'validation.must_be_number' }).min(minRenewalYears, { error: 'validation.years_range' }).max(maxRenewalYears, { error: 'validation.years_range' }),
});

/** The most domains one bulk renewal renews: one order, as a purchase (`maxSearchNames`), and a page of a domain list. */
export const maxBulkRenewalDomains = 20;

/**
 * POST /domains/renewals (with an Idempotency-Key; issue 32 bulk actions): the chosen domains of one owner
 * renewed in one order, paid at one checkout; each renewed at the registry once paid, a refused one refunded.
 */
export const bulkRenewalRequest = z.strictObject({
  domain_ids: z
    .array(idField, { error: 'validation.required' })
    .min(1, { error: 'validation.select_one_or_more' })
    .max(maxBulkRenewalDomains, { error: 'validation.too_many_domains' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid_value' }),
  years: z.int({ error: 'validation.must_be_number' }).min(minRenewalYears, { error: 'validation.years_range' }).max(maxRenewalYears, { error: 'validation.years_range' }),
});

/**
 * PUT /domains/{domainId}/auto-renewal. Turning it on needs a saved payment card attached to the
 * domain and the automatic-renewal terms accepted (spec §4, §5); off needs nothing.
 */
export const autoRenewalRequest = z.strictObject({
  enabled: z.boolean({ error: 'validation.required' }),
  terms_accepted: z.boolean().optional(),
  payment_card_id: idField.nullable().optional(),
});

/** The renewal tab's form for switching automatic renewal on: a card chosen and the terms accepted (what is missing is named on its field). */
export const autoRenewalOnForm = z.object({
  payment_card_id: z.string().min(1, { error: 'validation.payment_card_required' }),
  terms_accepted: z.literal(true, { error: 'validation.must_accept' }),
});

export const autoRenewalResponse = dataEnvelope(z.object({ auto_renewal: z.boolean(), payment_card_id: z.string().nullable() }));
