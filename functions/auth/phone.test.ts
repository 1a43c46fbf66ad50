import { describe, expect, it } from 'vitest';
import { e164, samePhone } from './phone.ts';

describe('phone numbers', () => {
  it.each([
    ['+298', '123456', '+298123456'],
    ['+298', '(21) 12-34', '+298211234'],
    ['+45', '12 34 56 78', '+4512345678'],
    ['+298', '+45 12345678', '+4512345678'],
  ])('%s %s → %s', (code, phone, expected) => {
    expect(e164(code, phone)).toBe(expected);
  });

  it('compares spellings of one number as equal', () => {
    expect(samePhone('123 456', '123-456')).toBe(true);
    expect(samePhone('123456', '123457')).toBe(false);
  });
});
