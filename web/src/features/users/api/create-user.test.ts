import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/testing/render.tsx';
import { createUser } from './create-user';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('createUser', () => {
  it('names this browser with X-Device-Id, the id every sign-in from it sends (an e-ID sign-up is a sign-in)', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push(new Headers(init.headers));
      return jsonResponse(200, { data: {} });
    });
    await createUser({
      name: 'A',
      street: 'V 1',
      zip: '100',
      city: 'Tórshavn',
      country_code: 'FO',
      language: 'fo',
      email: 'a@example.fo',
      terms_accepted: true,
      privacy_policy_accepted: true,
    }).catch(() => undefined);
    const device = sent[0]?.get('x-device-id');
    expect(device).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem('okisnavn.device_id')).toBe(device);
  });
});
