import { describe, expect, it } from 'vitest';
import { apiTokenFormSchema } from './form-schema';

const base = {
  name: 'Váttanir',
  scope_domains: 'read',
  scope_dns: 'write',
  scope_name_servers: '',
  scope_dnssec: '',
  scope_renewals: '',
  domains: 'all',
  domain_d1: false,
  record_name: '',
  record_type: '',
  addresses: '',
  valid_days: '90',
  max_unused_days: '',
};
const d1 = '6f1c0a52-5b7e-4c57-9a55-3b1d7b2d9c1e';
const schema = () => apiTokenFormSchema([d1]);
const fieldsOf = (values: Record<string, string | boolean>) => {
  const parsed = schema().safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the new API token form', () => {
  it('turns the form into the API’s request', () => {
    expect(
      schema().parse({
        ...base,
        [`domain_${d1}`]: true,
        domains: 'chosen',
        record_name: '_acme-challenge.*',
        record_type: 'TXT',
        addresses: '192.0.2.0/24, 2001:db8::/32',
        max_unused_days: '30',
      }),
    ).toEqual({
      name: 'Váttanir',
      scopes: ['domains:read', 'dns:write'],
      domain_ids: [d1],
      records: [{ name: '_acme-challenge.*', types: ['TXT'] }],
      addresses: ['192.0.2.0/24', '2001:db8::/32'],
      valid_days: 90,
      max_unused_days: 30,
    });
    expect(schema().parse(base)).toMatchObject({ domain_ids: null, records: null, addresses: null, max_unused_days: null });
  });

  it('puts each problem on its field', () => {
    expect(fieldsOf({ ...base, scope_domains: '', scope_dns: '' })).toEqual({ scope_domains: 'validation.api_token_scope_required' });
    expect(fieldsOf({ ...base, domains: 'chosen' })).toEqual({ domains: 'validation.required' });
    expect(fieldsOf({ ...base, addresses: '10.0.0.0/33' })).toEqual({ addresses: 'validation.invalid_value' });
    expect(fieldsOf({ ...base, name: ' ' })).toEqual({ name: 'validation.required' });
    expect(fieldsOf({ ...base, record_name: 'bad name!' })).toEqual({ record_name: 'validation.invalid_value' });
  });
});
