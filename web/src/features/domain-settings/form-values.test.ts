import { describe, expect, it } from 'vitest';
import type { ContactsView } from '#shared/schemas/domain-settings.ts';
import { contactsFormSchema, dsRecordFormSchema, nameServersFormSchema } from './form-schemas';
import { contactsRequestOf, contactValues, dsRequestOf, dsStartValues, nameServersRequestOf, nameServerValues, splitAddresses, withoutRow } from './form-values';

/** Field → message key of a failed form check (what the form kit shows on each field). */
function problems(schema: { safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, values: unknown) {
  const result = schema.safeParse(values);
  const fields: Record<string, string> = {};
  // The first message of a field is the one shown (as the form kit does).
  for (const issue of result.success ? [] : result.error!.issues) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
}

describe('name-server form', () => {
  const view = {
    mode: 'custom' as const,
    name_servers: [
      { host: 'ns1.example.fo', addresses: ['192.0.2.1', '2001:db8::1'] },
      { host: 'ns.example.net', addresses: [] },
    ],
    product_name_servers: [],
    ds_records_count: 0,
    registration_locked: false,
  };

  it('starts from the custom servers at the registry, or two empty rows', () => {
    expect(nameServerValues(view)).toEqual({
      rows: 2,
      values: {
        mode: 'custom',
        name_servers: '',
        'name_servers.0.host': 'ns1.example.fo',
        'name_servers.0.addresses': '192.0.2.1, 2001:db8::1',
        'name_servers.1.host': 'ns.example.net',
        'name_servers.1.addresses': '',
      },
    });
    expect(nameServerValues({ ...view, mode: 'product' }).values['name_servers.0.host']).toBe('');
  });

  it('makes the request of the rows in use, addresses split at commas and spaces', () => {
    const { values } = nameServerValues(view);
    expect(nameServersRequestOf({ ...values, 'name_servers.2.host': 'left.over' }, 2)).toEqual({
      mode: 'custom',
      name_servers: [
        { host: 'ns1.example.fo', addresses: ['192.0.2.1', '2001:db8::1'] },
        { host: 'ns.example.net', addresses: [] },
      ],
    });
    expect(nameServersRequestOf({ ...values, mode: 'product' }, 2)).toEqual({ mode: 'product' });
    expect(splitAddresses(' 192.0.2.1,2001:db8::1 ;192.0.2.2 ')).toEqual(['192.0.2.1', '2001:db8::1', '192.0.2.2']);
  });

  it('moves the rows below a removed one up', () => {
    const values = {
      mode: 'custom',
      'name_servers.0.host': 'a.net',
      'name_servers.0.addresses': '',
      'name_servers.1.host': 'b.net',
      'name_servers.1.addresses': '',
      'name_servers.2.host': 'c.net',
      'name_servers.2.addresses': '',
    };
    expect(withoutRow(values, 3, 0)).toEqual({
      mode: 'custom',
      'name_servers.0.host': 'b.net',
      'name_servers.0.addresses': '',
      'name_servers.1.host': 'c.net',
      'name_servers.1.addresses': '',
    });
  });

  it("puts the API schema's messages on the form's fields (glue, a bad address, too few servers)", () => {
    const schema = nameServersFormSchema('example.fo', () => 2);
    expect(
      problems(schema, {
        mode: 'custom',
        'name_servers.0.host': 'ns1.example.fo',
        'name_servers.0.addresses': '',
        'name_servers.1.host': 'ns.example.net',
        'name_servers.1.addresses': '192.0.2.300',
      }),
    ).toEqual({ 'name_servers.1.addresses': 'validation.invalid_ip', 'name_servers.0.addresses': 'validation.glue_required' });
    expect(
      problems(
        nameServersFormSchema('example.fo', () => 1),
        { mode: 'custom', 'name_servers.0.host': 'ns.example.net' },
      ),
    ).toEqual({ name_servers: 'validation.name_servers_count' });
    expect(schema.safeParse({ mode: 'product' }).success).toBe(true);
  });
});

describe('contacts form', () => {
  const person = {
    owner_type: 'person' as const,
    first_name: 'Anna',
    last_name: 'Hansen',
    company: '',
    street: 'Vegur 1',
    postal_code: '100',
    town: 'Tórshavn',
    state: '',
    country_code: 'FO',
    phone_code: '+298',
    phone_number: '123456',
    email: 'anna@example.fo',
    vat_number: '',
    v_number: '',
    resident: true,
  };
  const view: ContactsView = {
    source: 'profile',
    same_for_all: true,
    registrant: person,
    admin: person,
    tech: person,
    billing: person,
    can_change_registrant: true,
    registration_locked: false,
  };

  it('sends only the registrant with "the same for all", otherwise all four', () => {
    const values = contactValues(view);
    expect(values['admin.email']).toBe('anna@example.fo');
    expect(contactsRequestOf(values)).toEqual({ same_for_all: true, registrant: person });
    const four = contactsRequestOf({ ...values, same_for_all: false, 'tech.email': 'tech@example.fo' }) as Record<string, typeof person>;
    expect(Object.keys(four)).toEqual(['same_for_all', 'registrant', 'admin', 'tech', 'billing']);
    expect(four.tech!.email).toBe('tech@example.fo');
  });

  it("shows a role's message on its own field, and ignores the hidden roles with the same for all", () => {
    const values = { ...contactValues(view), 'admin.email': 'broken' };
    expect(contactsFormSchema().safeParse(values).success).toBe(true);
    expect(problems(contactsFormSchema(), { ...values, same_for_all: false })).toEqual({ 'admin.email': 'validation.invalid_email' });
  });
});

describe('DS record form', () => {
  it('makes a DS or a DNSKEY request from the text fields', () => {
    expect(dsRequestOf({ ...dsStartValues, key_tag: '2371', digest: 'ab', understood: true })).toEqual({
      source: 'ds',
      understood: true,
      ds: { key_tag: 2371, algorithm: 13, digest_type: 2, digest: 'ab' },
    });
    expect(dsRequestOf({ ...dsStartValues, source: 'dnskey', public_key: 'AAAA' })).toEqual({
      source: 'dnskey',
      understood: false,
      dnskey: { flags: 257, protocol: 3, algorithm: 13, public_key: 'AAAA' },
      digest_type: 2,
    });
  });

  it('shows the messages on the fields: missing and non-numbers, the digest length, the checkbox', () => {
    expect(problems(dsRecordFormSchema(), { ...dsStartValues, key_tag: '12x', digest: '' })).toEqual({
      key_tag: 'validation.must_be_number',
      digest: 'validation.required',
      understood: 'validation.must_understand',
    });
    expect(problems(dsRecordFormSchema(), { ...dsStartValues, key_tag: '12', digest: 'AB', understood: true })).toEqual({ digest: 'validation.digest_length' });
    expect(problems(dsRecordFormSchema(), { ...dsStartValues, source: 'dnskey', public_key: 'AAAA', understood: true })).toEqual({ public_key: 'validation.public_key_invalid' });
  });
});
