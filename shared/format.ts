import type { Locale } from './locales.ts';

/**
 * Display formats shared by the web and the API (e-mails, receipts). Spec §9 and FAROESE.md:
 * money is integer øre shown with exactly 2 decimals and `kr.`; dates `DD.MM.YYYY` and
 * `DD.MM.YYYY kl. HH:mm` in the Faroe Islands' time zone; notifications use
 * "day. month year kl. hours:minutes" with lower-case Faroese month names.
 *
 * English (our decision): money as `DKK 1,250.00` (the ISO code, since "kr." is ambiguous to
 * readers abroad), dates keep `DD.MM.YYYY` and use `at` for `kl.`, and notification dates read
 * `5 March 2026 at 14:05`.
 */
export const timeZone = 'Atlantic/Faroe';

export const monthNames: Record<Locale, readonly string[]> = {
  fo: ['januar', 'februar', 'mars', 'apríl', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** Groups an integer's digits in threes with the given separator: `1234567` → `1.234.567`. */
function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * A number with exactly `decimals` decimals in the locale's notation: Faroese `1.250,00`,
 * English `1,250.00`. Rounds half away from zero.
 */
export function formatNumber(value: number, locale: Locale, decimals = 2): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value}`);
  const factor = 10 ** decimals;
  const scaled = Math.round(Math.abs(value) * factor);
  return formatScaled(value < 0 && scaled !== 0, scaled, decimals, locale);
}

function formatScaled(negative: boolean, scaled: number, decimals: number, locale: Locale): string {
  const factor = 10 ** decimals;
  const whole = Math.floor(scaled / factor);
  const fraction = String(scaled % factor).padStart(decimals, '0');
  const [group, decimal] = locale === 'fo' ? ['.', ','] : [',', '.'];
  const text = groupDigits(String(whole), group) + (decimals > 0 ? decimal + fraction : '');
  return negative ? `-${text}` : text;
}

/** Money from integer øre: `125000` → `1.250,00 kr.` (fo) or `DKK 1,250.00` (en). */
export function formatMoney(ore: number, locale: Locale): string {
  if (!Number.isInteger(ore)) throw new RangeError(`Money must be whole øre, got ${ore}`);
  const number = formatScaled(ore < 0, Math.abs(ore), 2, locale);
  return locale === 'fo' ? `${number} kr.` : `DKK ${number}`;
}

/** A price including VAT, from the net øre and the VAT percent (rounded to whole øre). */
export function withVat(netOre: number, vatPercent: number): number {
  return Math.round((netOre * (100 + vatPercent)) / 100);
}

export type Instant = Date | string | number;

interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/**
 * Made at the first date formatted, not when the module loads: building a formatter with a time
 * zone loads the zone data (≈ 15 ms of CPU in Node, more on a phone), which a page that shows no
 * date, /login's first paint among them, need not wait for (docs/performance.md).
 */
let zonedFormatterMade: Intl.DateTimeFormat | undefined;
const zonedFormatter = () =>
  (zonedFormatterMade ??= new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** The wall-clock parts of an instant in Atlantic/Faroe (Intl does the DST arithmetic). */
function zonedParts(instant: Instant): ZonedParts {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(instant)}`);
  const parts: Partial<ZonedParts> = {};
  for (const part of zonedFormatter().formatToParts(date)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day' || part.type === 'hour' || part.type === 'minute') {
      parts[part.type] = part.value;
    }
  }
  const { year, month, day, hour, minute } = parts;
  if (!year || !month || !day || !hour || !minute) throw new RangeError('Date parts missing');
  return { year, month, day, hour: hour === '24' ? '00' : hour, minute };
}

/** `DD.MM.YYYY` in Atlantic/Faroe. */
export function formatDate(instant: Instant): string {
  const { day, month, year } = zonedParts(instant);
  return `${day}.${month}.${year}`;
}

/** `DD.MM.YYYY kl. HH:mm` (fo) or `DD.MM.YYYY at HH:mm` (en) in Atlantic/Faroe. */
export function formatDateTime(instant: Instant, locale: Locale): string {
  const { day, month, year, hour, minute } = zonedParts(instant);
  return `${day}.${month}.${year} ${locale === 'fo' ? 'kl.' : 'at'} ${hour}:${minute}`;
}

/** Notification time: `5. mars 2026 kl. 14:05` (fo) or `5 March 2026 at 14:05` (en). */
export function formatNotificationDate(instant: Instant, locale: Locale): string {
  const { day, month, year, hour, minute } = zonedParts(instant);
  const monthName = monthNames[locale][Number(month) - 1];
  const dayNumber = Number(day);
  return locale === 'fo' ? `${dayNumber}. ${monthName} ${year} kl. ${hour}:${minute}` : `${dayNumber} ${monthName} ${year} at ${hour}:${minute}`;
}
