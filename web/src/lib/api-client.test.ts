import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../testing/render';
import { getAccessToken, setAccessToken } from './access-token';
import { ApiError, createApiClient, filenameFromDisposition, newCorrelationId } from './api-client';
import { getCurrentUser } from './api/get-current-user';
import { initI18n } from './i18n';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(response: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return response();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

function headersOf(call: Call | undefined): Record<string, string> {
  return (call?.init.headers ?? {}) as Record<string, string>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('api client', () => {
  describe('a risky change answered 401 step_up_required', () => {
    const refusal = () => jsonResponse(401, { error: { code: 'step_up_required', message: 'Rita inn aftur.' } });

    it('asks for a fresh sign-in, then sends the same request once more and answers its data', async () => {
      const answers = [refusal, () => jsonResponse(200, { data: { saved: true } })];
      const { calls, fetchImpl } = fakeFetch(() => answers.shift()!());
      const stepUp = vi.fn(async () => true);
      const client = createApiClient({ baseUrl: () => '', locale: () => 'fo', token: () => 'tok', fetch: fetchImpl, stepUp });
      await expect(client.put('/domains/d/name-servers', { mode: 'product' })).resolves.toEqual({ saved: true });
      expect(stepUp).toHaveBeenCalledTimes(1);
      expect(calls.map((call) => [call.init.method, call.url, call.init.body])).toEqual([
        ['PUT', '/domains/d/name-servers', '{"mode":"product"}'],
        ['PUT', '/domains/d/name-servers', '{"mode":"product"}'],
      ]);
    });

    it('gives the caller the refusal when the person cancels, and asks only once per request', async () => {
      const cancelled = createApiClient({ baseUrl: () => '', locale: () => 'fo', token: () => 'tok', fetch: fakeFetch(refusal).fetchImpl, stepUp: async () => false });
      await expect(cancelled.put('/x', {})).rejects.toMatchObject({ status: 401, code: 'step_up_required' });
      const { calls, fetchImpl } = fakeFetch(refusal);
      const stepUp = vi.fn(async () => true);
      const refusedAgain = createApiClient({ baseUrl: () => '', locale: () => 'fo', token: () => 'tok', fetch: fetchImpl, stepUp });
      await expect(refusedAgain.put('/x', {})).rejects.toMatchObject({ code: 'step_up_required' });
      expect(stepUp).toHaveBeenCalledTimes(1);
      expect(calls).toHaveLength(2);
    });

    it('does not ask on any other 401', async () => {
      const stepUp = vi.fn(async () => true);
      const client = createApiClient({
        baseUrl: () => '',
        locale: () => 'fo',
        token: () => 'tok',
        fetch: fakeFetch(() => jsonResponse(401, { error: { code: 'unauthenticated', message: 'Rita inn.' } })).fetchImpl,
        stepUp,
      });
      await expect(client.get('/x')).rejects.toMatchObject({ code: 'unauthenticated' });
      expect(stepUp).not.toHaveBeenCalled();
    });
  });

  it('sends Accept, Accept-Language and the bearer token, and returns data', async () => {
    const { calls, fetchImpl } = fakeFetch(() => jsonResponse(200, { data: { ok: true } }));
    const client = createApiClient({ baseUrl: () => '/api', locale: () => 'en', token: () => 'tok', fetch: fetchImpl });
    await expect(client.get('/settings')).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/settings');
    expect(calls[0]?.init.method).toBe('GET');
    expect(headersOf(calls[0])).toMatchObject({ Accept: 'application/json', 'Accept-Language': 'en', Authorization: 'Bearer tok' });
  });

  it('sends a new correlation id with every request, and none when the browser cannot make one', async () => {
    const { calls, fetchImpl } = fakeFetch(() => jsonResponse(200, { data: null }));
    const ids = ['1b4e28ba-2fa1-41d2-883f-0016d3cca427', '6fa459ea-ee8a-4ca4-894e-db77e160355e'];
    const client = createApiClient({ baseUrl: () => '', locale: () => 'fo', token: () => null, correlationId: () => ids.shift(), fetch: fetchImpl });
    await client.get('/x');
    await client.post('/y', { a: 1 });
    await client.get('/z');
    expect(calls.map((call) => headersOf(call)['X-Correlation-Id'])).toEqual(['1b4e28ba-2fa1-41d2-883f-0016d3cca427', '6fa459ea-ee8a-4ca4-894e-db77e160355e', undefined]);
    expect(newCorrelationId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(newCorrelationId()).not.toBe(newCorrelationId());
  });

  it('leaves out Authorization without a token and keeps one the caller set', async () => {
    const { calls, fetchImpl } = fakeFetch(() => jsonResponse(200, { data: null }));
    const anonymous = createApiClient({ baseUrl: () => '', locale: () => 'fo', token: () => null, fetch: fetchImpl });
    await anonymous.get('/x');
    expect(headersOf(calls[0])).not.toHaveProperty('Authorization');
    const withToken = createApiClient({ baseUrl: () => '', locale: () => 'fo', token: () => 'stored', fetch: fetchImpl });
    await withToken.get('/x', { headers: { Authorization: 'Bearer given' } });
    expect(headersOf(calls[1]).Authorization).toBe('Bearer given');
  });

  it('sends JSON bodies', async () => {
    const { calls, fetchImpl } = fakeFetch(() => jsonResponse(200, { data: { language: 'en' } }));
    const client = createApiClient({ baseUrl: () => '/api', locale: () => 'fo', token: () => null, fetch: fetchImpl });
    await client.patch('/users/me/language', { language: 'en' });
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe('{"language":"en"}');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
  });

  it('turns an error body into an ApiError with status, code, message and fields', async () => {
    const { fetchImpl } = fakeFetch(() => jsonResponse(422, { error: { code: 'validation_failed', message: 'Nakrir teigar…', fields: { language: 'Málið má vera…' } } }));
    const client = createApiClient({ baseUrl: () => '/api', locale: () => 'fo', token: () => null, fetch: fetchImpl });
    const error = await client.patch('/users/me/language', { language: 'xx' }).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Nakrir teigar…', fields: { language: 'Málið má vera…' } });
  });

  it('derives the code from the status when the body is not ours', async () => {
    const { fetchImpl } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const client = createApiClient({ baseUrl: () => '', locale: () => 'fo', token: () => null, fetch: fetchImpl });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 502, code: 'service_unavailable', message: 'Bad Gateway' });
  });

  it('reports a network failure as status 0', async () => {
    const client = createApiClient({
      baseUrl: () => '',
      locale: () => 'fo',
      token: () => null,
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, code: 'service_unavailable' });
  });

  it('answers undefined for an empty success body', async () => {
    const { fetchImpl } = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: () => '', locale: () => 'fo', token: () => null, fetch: fetchImpl });
    await expect(client.delete('/x')).resolves.toBeUndefined();
  });
});

describe('file downloads', () => {
  it('fetches a file with the token and the locale, and reads the file name', async () => {
    const { calls, fetchImpl } = fakeFetch(() => new Response('%PDF', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="kvittan.pdf"' } }));
    const client = createApiClient({ baseUrl: () => '/api', locale: () => 'fo', token: () => 'tok', fetch: fetchImpl });
    const file = await client.getFile('/orders/o1/receipt?language=fo', { accept: 'application/pdf' });
    expect(file.filename).toBe('kvittan.pdf');
    expect(await file.blob.text()).toBe('%PDF');
    expect(calls[0]?.url).toBe('/api/orders/o1/receipt?language=fo');
    expect(headersOf(calls[0])).toMatchObject({ Accept: 'application/pdf, application/json;q=0.5', 'Accept-Language': 'fo', Authorization: 'Bearer tok' });
  });

  it('turns an error answer into an ApiError', async () => {
    const { fetchImpl } = fakeFetch(() => jsonResponse(404, { error: { code: 'not_found', message: 'Nope' } }));
    const client = createApiClient({ baseUrl: () => '', locale: () => 'en', token: () => null, fetch: fetchImpl });
    await expect(client.getFile('/x')).rejects.toMatchObject({ status: 404, code: 'not_found', message: 'Nope' });
  });

  it('reads plain, quoted and RFC 5987 file names', () => {
    expect(filenameFromDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(filenameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(filenameFromDisposition('attachment; filename="x.pdf"; filename*=UTF-8\'\'kvittan-%C3%B8.pdf')).toBe('kvittan-ø.pdf');
    expect(filenameFromDisposition('inline')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

describe('the app client and /users/me', () => {
  it('uses the current locale and the stored token', async () => {
    initI18n('en');
    setAccessToken('stored-token');
    const { calls, fetchImpl } = fakeFetch(() => jsonResponse(200, { data: { id: 'u1' } }));
    vi.stubGlobal('fetch', fetchImpl);
    await expect(getCurrentUser()).resolves.toEqual({ id: 'u1' });
    expect(calls[0]?.url).toBe('/api/users/me');
    expect(headersOf(calls[0])).toMatchObject({ 'Accept-Language': 'en', Authorization: 'Bearer stored-token' });
  });

  it('treats a 401 as signed out and clears the token', async () => {
    initI18n('fo');
    setAccessToken('stale');
    const { fetchImpl } = fakeFetch(() => jsonResponse(401, { error: { code: 'unauthenticated', message: 'Tú mást rita inn fyrst.' } }));
    vi.stubGlobal('fetch', fetchImpl);
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(getAccessToken()).toBeNull();
  });

  it('keeps the token on other errors', async () => {
    initI18n('fo');
    setAccessToken('kept');
    const { fetchImpl } = fakeFetch(() => jsonResponse(500, { error: { code: 'internal', message: 'x' } }));
    vi.stubGlobal('fetch', fetchImpl);
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 500 });
    expect(getAccessToken()).toBe('kept');
  });
});
