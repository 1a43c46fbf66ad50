import { commonErrorsEn, validationEn } from '#shared/i18n/messages.en.ts';

/**
 * Request and response examples of the public API routes (issue 30), by route id, as the OpenAPI
 * document shows them (`functions/http/openapi.ts`). `openapi.test.ts` holds each to its route's
 * schemas, so an example cannot drift from the contract.
 */
export interface RouteExamples {
  request?: unknown;
  response?: unknown;
}

const domain = {
  id: 'dom_01JF3Q8M2Z',
  name: 'heimasida.fo',
  status: 'active',
  registered_at: '2025-03-14T10:12:00.000Z',
  expires_at: '2027-03-14T10:12:00.000Z',
  renewal_date: '2027-02-12T10:12:00.000Z',
  owner: { type: 'user', id: 'usr_01JF3Q7K1A', name: 'Jóna Jacobsen' },
  name_server_mode: 'product',
  name_servers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
  transfer_lock: true,
  registration_lock: false,
  auto_renewal: true,
  payment_card_id: 'card_01JF3QA0PX',
};

const record = {
  id: 'rec_01JF3QC4V7',
  type: 'A',
  name: 'www',
  fqdn: 'www.heimasida.fo',
  value: '192.0.2.10',
  ttl: 3600,
  priority: null,
  weight: null,
  port: null,
  service: null,
  protocol: null,
  flags: null,
  tag: null,
  rdata: '192.0.2.10',
};

const nameServers = {
  mode: 'product',
  name_servers: [
    { host: 'ns1.okisnavn.fo', addresses: [] },
    { host: 'ns2.okisnavn.fo', addresses: [] },
  ],
  product_name_servers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'],
  ds_records_count: 0,
  registration_locked: false,
};

const digest = '1F987CC6583E92DF0890718C42A5C4A6B0C7E5A5BD0E1E5E5C0E2A1B0C9D8E7F';
const dnssec = { name_server_mode: 'product', signing: true, ds_records: [], registration_locked: false };
const customDnssec = {
  name_server_mode: 'custom',
  signing: false,
  ds_records: [{ id: `2371-13-2-${digest}`, key_tag: 2371, algorithm: 13, digest_type: 2, digest }],
  registration_locked: false,
};

export const routeExamples: Readonly<Record<string, RouteExamples>> = {
  listDomains: { response: { data: [domain], links: { next: null } } },
  getDomain: {
    response: {
      data: {
        ...domain,
        order_id: 'ord_01JF3Q8K0C',
        transferred_in_at: null,
        registry: { statuses: ['ok'], expires_at: '2027-03-14T10:12:00.000Z', updated_at: '2026-11-02T08:30:00.000Z', name_servers: ['ns1.okisnavn.fo', 'ns2.okisnavn.fo'] },
        max_renewal_years: 8,
        registry_error: null,
        role: 'owner',
      },
    },
  },
  listDnsRecords: { response: { data: { domain: 'heimasida.fo', records: [record], limit: 500, version: 7, forwarding: false, templates: [] } } },
  createDnsRecord: { request: { type: 'A', name: 'www', value: '192.0.2.10', ttl: 3600 }, response: { data: record } },
  updateDnsRecord: { request: { type: 'A', name: 'www', value: '192.0.2.20', ttl: 600 }, response: { data: { ...record, value: '192.0.2.20', ttl: 600, rdata: '192.0.2.20' } } },
  getDomainNameServers: { response: { data: nameServers } },
  updateDomainNameServers: {
    request: { mode: 'custom', name_servers: [{ host: 'ns1.example.net' }, { host: 'ns2.example.net' }] },
    response: {
      data: {
        ...nameServers,
        mode: 'custom',
        name_servers: [
          { host: 'ns1.example.net', addresses: [] },
          { host: 'ns2.example.net', addresses: [] },
        ],
      },
    },
  },
  getDomainDnssec: { response: { data: dnssec } },
  setDomainDnssec: { request: { enabled: true, understood: true }, response: { data: dnssec } },
  refuseDnssecBootstrap: {
    response: {
      data: {
        state: 'ok',
        checked_at: '2026-12-07T03:00:00.000Z',
        since: '2026-11-30T12:00:00.000Z',
        answering: 2,
        total: 2,
        dnssec: 'off',
        problems: [],
        cds: { status: 'none', checked_at: '2026-12-07T03:00:00.000Z', detail: null, pending: null, last_change: null },
      },
    },
  },
  removeDomainDsRecord: { response: { data: { ...customDnssec, ds_records: [] } } },
  addDomainDsRecord: {
    request: {
      source: 'ds',
      understood: true,
      ds: { key_tag: 2371, algorithm: 13, digest_type: 2, digest },
    },
    response: { data: customDnssec },
  },
  setAutoRenewal: {
    request: { enabled: true, terms_accepted: true, payment_card_id: 'card_01JF3QA0PX' },
    response: { data: { auto_renewal: true, payment_card_id: 'card_01JF3QA0PX' } },
  },
  acmeDnsUpdate: {
    request: { subdomain: 'dom_01JF3Q8M2Z', txt: 'LPsIwTo7o8BoG0-vjCyGQGBWSVIPxI-i_X336eUOQZo' },
    response: { txt: 'LPsIwTo7o8BoG0-vjCyGQGBWSVIPxI-i_X336eUOQZo' },
  },
  httpreqPresent: {
    request: { fqdn: '_acme-challenge.heimasida.fo.', value: 'LPsIwTo7o8BoG0-vjCyGQGBWSVIPxI-i_X336eUOQZo' },
    response: { data: { fqdn: '_acme-challenge.heimasida.fo.', value: 'LPsIwTo7o8BoG0-vjCyGQGBWSVIPxI-i_X336eUOQZo' } },
  },
  httpreqCleanup: {
    request: { fqdn: '_acme-challenge.heimasida.fo.', value: 'LPsIwTo7o8BoG0-vjCyGQGBWSVIPxI-i_X336eUOQZo' },
    response: { data: { fqdn: '_acme-challenge.heimasida.fo.', value: 'LPsIwTo7o8BoG0-vjCyGQGBWSVIPxI-i_X336eUOQZo' } },
  },
};

/** The error answers every public route can give a token, each with its example (the English messages of the catalogue). */
export const tokenErrorExamples = {
  '401': { code: 'token_invalid', message: commonErrorsEn.token_invalid },
  '403': { code: 'token_scope', message: commonErrorsEn.token_scope.replace('{scope}', 'dns:write') },
  '422': { code: 'validation_failed', message: commonErrorsEn.validation_failed, fields: { value: validationEn.invalid_ipv4 } },
  '429': { code: 'rate_limited', message: commonErrorsEn.rate_limited },
} as const;
