import { describe, expect, it } from 'vitest';
import { createUserRequest, requestLoginRequest } from './auth.ts';

/** The first message on a field is the one the API and the forms show (fieldErrors keeps the first). */
const firstMessageOn = (field: string, value: string) => {
  const result = createUserRequest.shape[field as 'name'].safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('name and address fields', () => {
  it('say an empty field is required before they ask for two characters (spec §5 order)', () => {
    for (const field of ['name', 'street', 'zip', 'city']) {
      expect(firstMessageOn(field, ''), field).toBe('validation.required');
      expect(firstMessageOn(field, '   '), field).toBe('validation.required');
      expect(firstMessageOn(field, 'a'), field).toBe('validation.min_two');
      expect(firstMessageOn(field, 'Tórshavn'), field).toBeNull();
    }
  });
});

describe('the country', () => {
  it('says an empty choice is required before it says a value is not allowed', () => {
    expect(firstMessageOn('country_code', '')).toBe('validation.required');
    expect(firstMessageOn('country_code', 'fo')).toBe('validation.invalid_value');
    expect(firstMessageOn('country_code', 'FO')).toBeNull();
  });
});

describe('the login request', () => {
  it('says a password under 6 characters with the 6-character message, the code\'s (spec §5 "reuses the 6-character message")', () => {
    const messageOf = (password: string) => {
      const result = requestLoginRequest.safeParse({ email: 'jogvan@example.fo', password });
      return result.success ? null : result.error.issues.map((issue) => issue.message);
    };
    expect(messageOf('12345')).toEqual(['validation.code_length']);
    expect(messageOf('')).toEqual(['validation.code_length']);
    expect(messageOf('123456')).toBeNull();
  });
});
