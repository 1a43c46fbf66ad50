import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/testing/render.tsx';
import { updateLanguage } from './update-language';

afterEach(() => vi.unstubAllGlobals());

function serve() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ method: init.method ?? 'GET', path: new URL(String(input), 'http://localhost').pathname, body: JSON.parse(String(init.body)) });
    return jsonResponse(200, { data: { id: 'u1', language: 'en' } });
  });
  return sent;
}

describe('updateLanguage', () => {
  it('saves a locale as the user language', async () => {
    const sent = serve();
    await expect(updateLanguage({ language: 'en' })).resolves.toMatchObject({ language: 'en' });
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/users/me/language', body: { language: 'en' } }]);
  });

  it('refuses anything else before calling', async () => {
    const sent = serve();
    await expect(updateLanguage({ language: 'de' as 'en' })).rejects.toThrow(RangeError);
    expect(sent).toEqual([]);
  });
});
