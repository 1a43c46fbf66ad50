import { formatDate, formatMoney } from './format.ts';
import type { Locale } from './locales.ts';

/** How a device reads in the reader's language: "Safari on iOS", one of the two, or "Unknown device" (`sessions.device`, `sessions.unknownDevice`). */
export type DescribeDevice = (browser: string | null, system: string | null) => string;

/** `describeDevice` from the catalogue's texts themselves (for code without i18next). */
export function deviceDescriber(words: { device: string; unknownDevice: string }): DescribeDevice {
  return (browser, system) => (browser && system ? interpolate(words.device, { browser, system }) : (browser ?? system ?? words.unknownDevice));
}

/** `{{name}}` in a catalogue text replaced by its value; an unknown name stays as written. */
export function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A notification's parameters as its message shows them, in the reader's language: amounts (øre)
 * as money, `expires_at` as `expires` and `action_at` as `action` (DD.MM.YYYY), a device's
 * `browser` and `system` as `device`. The panel (web) and the e-mail (the notifications consumer)
 * both render through this, so they say the same.
 */
export function notificationValues(params: Record<string, string | number>, locale: Locale, describeDevice: DescribeDevice): Record<string, string | number> {
  const values: Record<string, string | number> = { ...params };
  if (typeof params.amount === 'number') values.amount = formatMoney(params.amount, locale);
  if (typeof params.expires_at === 'string') values.expires = formatDate(params.expires_at);
  if (typeof params.action_at === 'string') values.action = formatDate(params.action_at);
  if ('browser' in params || 'system' in params) {
    const browser = typeof params.browser === 'string' && params.browser !== '' ? params.browser : null;
    const system = typeof params.system === 'string' && params.system !== '' ? params.system : null;
    values.device = describeDevice(browser, system);
  }
  return values;
}
