import { timeZone } from '#shared/format.ts';

/**
 * Days as the administrators mean them: in the Faroe Islands' time zone (UTC+0 in winter, +1 in
 * summer). A period of days `from`…`to` (both included) is the instants `[start of from, start
 * of the day after to)`, which the indexes' ISO-8601 sort keys compare with directly.
 */
const offsetFormatter = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'longOffset' });

/** The zone's offset from UTC at an instant, in minutes (`GMT+01:00` → 60). */
function offsetMinutes(at: number): number {
  const name = offsetFormatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant a day (`YYYY-MM-DD`) starts in Atlantic/Faroe, ISO-8601 UTC. */
export function dayStart(day: string): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The offset at the zone's midnight: first guessed from UTC midnight, then checked at the instant it gives.
  const guess = midnightUtc - offsetMinutes(midnightUtc) * 60_000;
  return new Date(midnightUtc - offsetMinutes(guess) * 60_000).toISOString();
}

/** The day after (`2026-12-31` → `2027-01-01`). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A period of days, both included, as `[from, to)` instants. */
export function periodInstants(period: { from: string; to: string }): { from: string; to: string } {
  return { from: dayStart(period.from), to: dayStart(nextDay(period.to)) };
}
