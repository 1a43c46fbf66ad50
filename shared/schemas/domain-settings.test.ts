import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import {
  addDsRecordRequest,
  base64Octets,
  contactSchema,
  type Contact,
  dsRecordSchema,
  updateContactsRequest,
  updateNameServersRequest,
  updateNameServersRequestFor,
} from './domain-settings.ts';

/** Field path → message key of a failed parse. */
function problems(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const servers = (count: number) => Array.from({ length: count }, (_, index) => ({ host: `ns${index + 1}.example.net` }));

describe('name servers', () => {
  it('takes 2 to 13 servers, normalized, with glue defaulting to none', () => {
    const parsed = updateNameServersRequest.parse({ mode: 'custom', name_servers: [{ host: 'NS1.Example.NET.' }, { host: 'ns2.example.net', addresses: [] }] });
    expect(parsed).toEqual({
      mode: 'custom',
      confirm: false,
      name_servers: [
        { host: 'ns1.example.net', addresses: [] },
        { host: 'ns2.example.net', addresses: [] },
      ],
    });
    expect(updateNameServersRequest.safeParse({ mode: 'custom', name_servers: servers(13) }).success).toBe(true);
  });

  it('refuses 1 or 14 servers, bad names and bad addresses', () => {
    expect(problems(updateNameServersRequest, { mode: 'custom', name_servers: servers(1) })).toEqual({ name_servers: 'validation.name_servers_count' });
    expect(problems(updateNameServersRequest, { mode: 'custom', name_servers: servers(14) })).toEqual({ name_servers: 'validation.name_servers_count' });
    expect(problems(updateNameServersRequest, { mode: 'custom', name_servers: [{ host: 'localhost' }, { host: 'ns.example.fo', addresses: ['300.1.1.1'] }] })).toEqual({
      'name_servers.0.host': 'validation.host_name_invalid',
      'name_servers.1.addresses.0': 'validation.invalid_ip',
    });
    expect(problems(updateNameServersRequest, { mode: 'elsewhere' })).toEqual({ mode: 'validation.invalid_value' });
  });

  it('takes IPv4 and IPv6 glue', () => {
    const parsed = updateNameServersRequest.parse({
      mode: 'custom',
      name_servers: [{ host: 'ns1.example.fo', addresses: ['192.0.2.1', '2001:DB8::1'] }, { host: 'ns.example.net' }],
    });
    expect(parsed.mode === 'custom' && parsed.name_servers[0]!.addresses).toEqual(['192.0.2.1', '2001:db8::1']);
  });

  it('applies the glue rules of the domain', () => {
    const schema = updateNameServersRequestFor('example.fo');
    expect(problems(schema, { mode: 'custom', name_servers: [{ host: 'ns1.example.fo' }, { host: 'ns2.example.net', addresses: ['192.0.2.2'] }] })).toEqual({
      'name_servers.0.addresses': 'validation.glue_required',
      'name_servers.1.addresses': 'validation.glue_not_allowed',
    });
    expect(schema.safeParse({ mode: 'product' }).success).toBe(true);
  });
});

describe('DS records and DNSKEYs', () => {
  const ds = { key_tag: 60485, algorithm: 5, digest_type: 1, digest: '2bb183af5f22588179a53b0a98631fad1a292118' };

  it('takes a DS with a hex digest of its type’s length, upper-cased', () => {
    expect(dsRecordSchema.parse(ds).digest).toBe('2BB183AF5F22588179A53B0A98631FAD1A292118');
    expect(dsRecordSchema.parse({ ...ds, digest: '2BB183AF 5F225881 79A53B0A 98631FAD 1A292118' }).digest).toHaveLength(40);
  });

  it('refuses a key tag outside 0–65535, unknown algorithms and digest types, wrong digest lengths', () => {
    expect(problems(dsRecordSchema, { ...ds, key_tag: 65_536 })).toEqual({ key_tag: 'validation.key_tag_range' });
    expect(problems(dsRecordSchema, { ...ds, key_tag: -1 })).toEqual({ key_tag: 'validation.key_tag_range' });
    expect(problems(dsRecordSchema, { ...ds, algorithm: 1 })).toEqual({ algorithm: 'validation.dnssec_algorithm' });
    expect(problems(dsRecordSchema, { ...ds, digest_type: 3 })).toEqual({ digest_type: 'validation.digest_type' });
    expect(problems(dsRecordSchema, { ...ds, digest_type: 2 })).toEqual({ digest: 'validation.digest_length' });
    expect(problems(dsRecordSchema, { ...ds, digest: `${ds.digest.slice(0, 39)}g` })).toEqual({ digest: 'validation.digest_length' });
  });

  it('needs the "I understand" checkbox', () => {
    expect(problems(addDsRecordRequest, { source: 'ds', understood: false, ds })).toEqual({ understood: 'validation.must_understand' });
    expect(addDsRecordRequest.safeParse({ source: 'ds', understood: true, ds }).success).toBe(true);
  });

  it('takes a DNSKEY with flags 256/257, protocol 3 and a key of the algorithm’s size; SHA-256 by default', () => {
    const dnskey = { flags: 257, protocol: 3, algorithm: 13, public_key: 'GojIhhXUN/u4v54ZQqGSnyhWJwaubCvTmeexv7bR6edbkrSqQpF64cYbcB7wNcP+e+MAnLr+Wi9xMWyQLc8NAA==' };
    const parsed = addDsRecordRequest.parse({ source: 'dnskey', understood: true, dnskey });
    expect(parsed.source === 'dnskey' && parsed.digest_type).toBe(2);
    expect(problems(addDsRecordRequest, { source: 'dnskey', understood: true, dnskey: { ...dnskey, flags: 1, protocol: 4 } })).toEqual({
      'dnskey.flags': 'validation.dnskey_flags',
      'dnskey.protocol': 'validation.dnskey_protocol',
    });
    // A P-256 key is 64 octets; this one is 48.
    expect(problems(addDsRecordRequest, { source: 'dnskey', understood: true, dnskey: { ...dnskey, public_key: 'A'.repeat(64) } })).toEqual({
      'dnskey.public_key': 'validation.public_key_invalid',
    });
    expect(problems(addDsRecordRequest, { source: 'dnskey', understood: true, dnskey: { ...dnskey, public_key: 'not base64!' } })).toEqual({
      'dnskey.public_key': 'validation.public_key_invalid',
    });
  });

  it('counts the octets of base64 text', () => {
    expect(base64Octets('AAAA')).toBe(3);
    expect(base64Octets('AA==')).toBe(1);
    expect(base64Octets('AA A= ')).toBe(2);
    expect(base64Octets('AAA')).toBeNull();
  });
});

describe('contacts', () => {
  const person: Contact = {
    owner_type: 'person',
    first_name: 'Anna',
    last_name: 'Hansen',
    company: '',
    street: 'Gøtugøta 1',
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

  it('takes a person with the optional fields left empty or out', () => {
    const { company: _company, state: _state, vat_number: _vat, v_number: _v, ...required } = person;
    expect(contactSchema.parse(required)).toEqual(person);
  });

  it('requires name, address, country, phone and e-mail', () => {
    expect(Object.keys(problems(contactSchema, { owner_type: 'person', resident: false })).sort()).toEqual(
      ['country_code', 'email', 'first_name', 'last_name', 'phone_code', 'phone_number', 'postal_code', 'street', 'town'].sort(),
    );
  });

  it('requires the company name of a company and the V-tal of a Faroese one', () => {
    expect(problems(contactSchema, { ...person, owner_type: 'company' })).toEqual({ company: 'validation.company_required', v_number: 'validation.v_number_required' });
    expect(problems(contactSchema, { ...person, owner_type: 'company', company: 'Sp/f Dømi', resident: false })).toEqual({});
    expect(problems(contactSchema, { ...person, owner_type: 'company', company: 'Sp/f Dømi', v_number: '12a' })).toEqual({ v_number: 'validation.v_number_invalid' });
  });

  it('needs all four contacts unless the same information is used for all', () => {
    expect(updateContactsRequest.safeParse({ same_for_all: true, registrant: person }).success).toBe(true);
    expect(Object.keys(problems(updateContactsRequest, { same_for_all: false, registrant: person, admin: person }))).toEqual(['tech', 'billing']);
    expect(problems(updateContactsRequest, { same_for_all: false, registrant: person, admin: { ...person, email: 'nope' }, tech: person, billing: person })).toEqual({
      'admin.email': 'validation.invalid_email',
    });
  });
});
