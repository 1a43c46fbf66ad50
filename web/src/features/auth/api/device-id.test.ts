import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/testing/render.tsx';
import { checkSamleikinUserIsVerified } from './check-samleikin-user-is-verified';
import { login } from './login';
import { verifySamleikinLinking } from './verify-samleikin-linking';
import { verifyEmail } from './verify-email';

function stubFetch(body: unknown) {
  const headers: Headers[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init: RequestInit = {}) => {
    headers.push(new Headers(init.headers));
    return jsonResponse(200, body);
  });
  return headers;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('sign-ins name this browser (known devices)', () => {
  it('sends the same X-Device-Id with every sign-in from this browser: the code sign-in and the verifying of a new account', async () => {
    const sent = stubFetch({ data: { token: 't', token_type: 'Bearer', expires_at: '2026-12-01T00:00:00.000Z', verified: true } });
    await login({ code: '123456', verification_id: 'v1' });
    await verifyEmail({ email: 'a@example.fo', code: '123456' });
    const [first, second] = sent.map((headers) => headers.get('x-device-id'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);
    expect(localStorage.getItem('okisnavn.device_id')).toBe(first);
  });

  it("sends it with the e-ID sign-ins too: the check after the provider and linking (creating the user: the users feature's test)", async () => {
    const sent = stubFetch({ data: { user_exists: true } });
    await login({ code: '123456', verification_id: 'v1' }).catch(() => undefined);
    await checkSamleikinUserIsVerified('eid-token');
    await verifySamleikinLinking({ email: 'a@example.fo', code: '123456' }).catch(() => undefined);
    const [first, ...eid] = sent.map((headers) => headers.get('x-device-id'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(eid).toEqual([first, first]);
  });
});
