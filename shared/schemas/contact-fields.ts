import * as z from 'zod';

/**
 * The fields a person's contact details are made of, shared by the accounts' forms
 * (`auth.ts`) and a domain's contacts (`domain-settings.ts`). A module of their own so that a
 * function validating contacts does not bundle every account schema.
 */
export const emailField = z.email({ error: 'validation.invalid_email' }).max(254, { error: 'validation.invalid_email' });

/** The shortest phone number (spec §5 "Phone"). */
export const phoneMin = 2;

/** Digits, an optional leading +, spaces, parentheses and dashes (spec §5 "Phone"). */
export const phoneField = z
  .string({ error: 'validation.required' })
  .min(phoneMin, { error: 'validation.phone_min' })
  .max(32, { error: 'validation.invalid_phone' })
  .regex(/^\+?[\d\s()-]+$/, { error: 'validation.invalid_phone' });
export const phoneCodeField = z.string({ error: 'validation.phone_code_required' }).regex(/^\+\d{1,4}$/, { error: 'validation.phone_code_required' });
/** An empty choice says "required" before "not allowed" (spec §5: required first). */
export const countryCodeField = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .regex(/^[A-Z]{2}$/, { error: 'validation.invalid_value' });
