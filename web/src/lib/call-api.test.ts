import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render';
import { setAccessToken } from './access-token';
import { type ApiAnswer, type ApiBody, apiPath, callApi } from './call-api';
import { initI18n } from './i18n';

interface Call {
  url: string;
  init: RequestInit;
}

function stubFetch(response: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return response();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('paths from the contract', () => {
  it('fills the path parameters, percent-encoded, and adds the query', () => {
    expect(apiPath('listOrders')).toBe('/orders');
    expect(apiPath('updateDnsRecord', { params: { domainId: 'd1', recordId: 'r 1' } })).toBe('/domains/d1/dns-records/r%201');
    expect(apiPath('searchDomains', { query: { domains: 'a.fo,b.fo' } })).toBe('/domains/availability?domains=a.fo%2Cb.fo');
    expect(apiPath('downloadReceipt', { params: { orderId: 'o1' } })).toBe('/orders/o1/receipt');
    expect(apiPath('downloadReceipt', { params: { orderId: 'o1' }, query: { language: 'en' } })).toBe('/orders/o1/receipt?language=en');
  });

  it('refuses wrong parameters, bodies and headers at compile time', () => {
    // @ts-expect-error: the path has {domainId}, not {id}
    expect(() => apiPath('getDomain', { params: { id: 'd1' } })).toThrow();
    // @ts-expect-error: the path parameters are required
    expect(() => apiPath('getOrder')).toThrow();
    expectTypeOf<ApiBody<'updateCurrentUserLanguage'>>().toEqualTypeOf<{ language: 'fo' | 'en' }>();
    expectTypeOf<ApiAnswer<'deleteCurrentUser'>>().toEqualTypeOf<void>();
    expectTypeOf<ApiAnswer<'getDomainTransferCode'>>().toEqualTypeOf<{ transfer_code: string }>();
    // Never called: only compiled.
    const unchecked = () => {
      // @ts-expect-error: createOrder needs its Idempotency-Key
      void callApi('createOrder', { body: { domains: ['a.fo'], years: 1, terms_accepted: true } });
      // @ts-expect-error: `year` is not a field of the renewal's body
      void callApi('renewDomain', { params: { domainId: 'd1' }, body: { year: 2 }, headers: { 'Idempotency-Key': 'key-12345678' } });
    };
    expect(unchecked).toBeTypeOf('function');
  });
});

describe('callApi', () => {
  it("sends the route's method, path, body and headers with the app's client and answers data", async () => {
    initI18n('en');
    setAccessToken('tok');
    const calls = stubFetch(() => jsonResponse(201, { data: { id: 'o1' } }));
    const answer = await callApi('renewDomain', { params: { domainId: 'd1' }, body: { years: 2 }, headers: { 'Idempotency-Key': 'key-12345678' } });
    expect(answer).toEqual({ id: 'o1' });
    expect(calls[0]?.url).toBe('/api/domains/d1/renewals');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"years":2}');
    expect(calls[0]?.init.headers).toMatchObject({ 'Idempotency-Key': 'key-12345678', Authorization: 'Bearer tok', 'Accept-Language': 'en' });
  });
});
