import { describe, expect, it } from 'vitest';
import { createUserRequest } from './auth.ts';

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
