/**
 * Renewal arithmetic (spec §5, §9: 1 to 10 years, and never beyond 10 years from today), shared
 * by the API and the web — no zod here, so the renewal form can use it without weight.
 * Dates are compared by calendar day in UTC, as registries count expiry dates.
 */
export const minRenewalYears = 1;
export const maxRenewalYears = 10;

/**
 * The same calendar day `years` later. 29 February lands on 28 February in a common year
 * (the date never spills into March, so a renewal never gives more than it says).
 */
export function addYears(instant: Date | string, years: number): Date {
  const date = new Date(instant);
  const target = new Date(date);
  target.setUTCFullYear(date.getUTCFullYear() + years);
  if (target.getUTCMonth() !== date.getUTCMonth()) target.setUTCDate(0);
  return target;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The expiry after renewing for `years`, or null when it would pass 10 years from today. */
export function renewedExpiry(expiresAt: Date | string, years: number, today: Date): Date | null {
  const renewed = addYears(expiresAt, years);
  return dayOf(renewed) <= dayOf(addYears(today, maxRenewalYears)) ? renewed : null;
}

/** The most years a renewal may add now (0 when the domain is already at the cap). */
export function maxRenewalYearsFor(expiresAt: Date | string, today: Date): number {
  let years = 0;
  while (years < maxRenewalYears && renewedExpiry(expiresAt, years + 1, today)) years += 1;
  return years;
}
