import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNotificationDate, formatNumber, monthNames, withVat } from './format.ts';

describe('formatMoney', () => {
  it('shows øre as kroner with exactly two decimals in Faroese notation', () => {
    expect(formatMoney(125000, 'fo')).toBe('1.250,00 kr.');
    expect(formatMoney(0, 'fo')).toBe('0,00 kr.');
    expect(formatMoney(5, 'fo')).toBe('0,05 kr.');
    expect(formatMoney(9999, 'fo')).toBe('99,99 kr.');
    expect(formatMoney(123456789, 'fo')).toBe('1.234.567,89 kr.');
    expect(formatMoney(-12550, 'fo')).toBe('-125,50 kr.');
  });

  it('uses DKK and English separators in English', () => {
    expect(formatMoney(125000, 'en')).toBe('DKK 1,250.00');
    expect(formatMoney(10, 'en')).toBe('DKK 0.10');
  });

  it('refuses fractions of øre', () => {
    expect(() => formatMoney(1.5, 'fo')).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('rounds to the given decimals', () => {
    expect(formatNumber(1250, 'fo')).toBe('1.250,00');
    expect(formatNumber(2.345, 'en', 1)).toBe('2.3');
    expect(formatNumber(1234.5, 'en', 0)).toBe('1,235');
  });
});

describe('withVat', () => {
  it('adds the VAT percent and rounds to whole øre', () => {
    expect(withVat(10000, 25)).toBe(12500);
    expect(withVat(9999, 25)).toBe(12499);
  });
});

describe('dates in Atlantic/Faroe', () => {
  const winter = '2026-01-15T12:34:00Z'; // WET = UTC+0
  const summer = '2026-07-01T12:34:00Z'; // WEST = UTC+1

  it('formats a winter instant without offset', () => {
    expect(formatDate(winter)).toBe('15.01.2026');
    expect(formatDateTime(winter, 'fo')).toBe('15.01.2026 kl. 12:34');
    expect(formatDateTime(winter, 'en')).toBe('15.01.2026 at 12:34');
  });

  it('formats a summer instant one hour ahead of UTC', () => {
    expect(formatDateTime(summer, 'fo')).toBe('01.07.2026 kl. 13:34');
  });

  it('crosses midnight into the next day in summer', () => {
    expect(formatDate('2026-06-30T23:30:00Z')).toBe('01.07.2026');
    expect(formatDateTime('2026-06-30T23:30:00Z', 'fo')).toBe('01.07.2026 kl. 00:30');
  });

  it('follows the switch to summer time (last Sunday in March, 01:00 UTC)', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z', 'fo')).toBe('29.03.2026 kl. 00:59');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'fo')).toBe('29.03.2026 kl. 02:00');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(Date.UTC(2026, 11, 24, 10)))).toBe('24.12.2026');
    expect(formatDate(Date.UTC(2026, 11, 24, 10))).toBe('24.12.2026');
  });

  it('refuses invalid dates', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatNotificationDate', () => {
  it('writes day, lower-case Faroese month, year and kl. time', () => {
    expect(formatNotificationDate('2026-03-05T14:05:00Z', 'fo')).toBe('5. mars 2026 kl. 14:05');
    expect(formatNotificationDate('2026-04-20T08:00:00Z', 'fo')).toBe('20. apríl 2026 kl. 09:00');
  });

  it('uses English month names in English', () => {
    expect(formatNotificationDate('2026-03-05T14:05:00Z', 'en')).toBe('5 March 2026 at 14:05');
  });

  it('has every Faroese month name in lower case', () => {
    expect(monthNames.fo).toEqual(['januar', 'februar', 'mars', 'apríl', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember']);
    for (const name of monthNames.fo) expect(name).toBe(name.toLowerCase());
  });
});
