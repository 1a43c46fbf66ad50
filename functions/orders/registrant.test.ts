import { describe, expect, it } from 'vitest';
import { eppPhone, missingRegistrantFields, registrantContact, registrantContactId } from './registrant.ts';

describe('registrant', () => {
  it('derives one 16-character contact id per owner (the schema allows 3–16)', () => {
    const id = registrantContactId('7a0c2f1e-0000-4000-8000-000000000001');
    expect(id).toMatch(/^OK[0-9A-F]{14}$/);
    expect(registrantContactId('7a0c2f1e-0000-4000-8000-000000000001')).toBe(id);
    expect(registrantContactId('7a0c2f1e-0000-4000-8000-000000000002')).not.toBe(id);
  });

  it("writes the phone in EPP's +CCC.NNNN form, or none", () => {
    expect(eppPhone('+298', '12 34 56')).toBe('+298.123456');
    expect(eppPhone('+45', '(0)12345678')).toBe('+45.12345678');
    expect(eppPhone(undefined, '123456')).toBeNull();
    expect(eppPhone('+2981', '123')).toBeNull();
  });

  it('names the address fields a registration needs', () => {
    expect(missingRegistrantFields({ userId: 'u', name: 'N', email: 'n@example.fo', street: ' ', zip: '100' })).toEqual(['street', 'city', 'country_code']);
    expect(() => registrantContact('u', { userId: 'u', name: 'N', email: 'n@example.fo' })).toThrow(/street/);
  });

  it('makes the contact from the profile', () => {
    expect(
      registrantContact('u', {
        userId: 'u',
        name: 'Jógvan á Lakjuni',
        email: 'j@example.fo',
        street: 'Við Á 3',
        zip: '100',
        city: 'Tórshavn',
        countryCode: 'fo',
        phone: '123456',
        phoneCode: '+298',
      }),
    ).toEqual({
      id: registrantContactId('u'),
      name: 'Jógvan á Lakjuni',
      street: 'Við Á 3',
      zip: '100',
      city: 'Tórshavn',
      countryCode: 'FO',
      email: 'j@example.fo',
      phone: '+298.123456',
    });
  });
});
