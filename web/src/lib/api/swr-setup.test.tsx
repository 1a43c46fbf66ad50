import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { SWRConfig, useSWRConfig } from 'swr';
import type { CurrentUser } from '#shared/schemas/users.ts';
import { clearAccessToken, setAccessToken } from '#web/lib/access-token.ts';
import { defaultConfig, setConfig } from '#web/lib/config.ts';
import { currentUser } from '#web/testing/current-user.ts';
import { jsonResponse } from '#web/testing/render.tsx';
import { useCurrentUser } from './get-current-user';
import { SwrSetup } from './swr-setup';

/**
 * The signed-in user as the app's `SwrSetup` keeps it (not the tests' wrapper, which turns SWR's
 * deduping off for every key): a sign-in soon after a sign-out asks `/users/me` again. With SWR's
 * 2 s deduping it reused the answered request of the session before, begun under 2 s earlier, and
 * then dropped its answer (the sign-out had cleared the cache since): the page said "Loading…"
 * until the 15 s refresh (a passkey journey failed so, 1 run in 3).
 */
const user = (id: string, name: string) => currentUser({ id, name, email: `${id}@example.fo` });

/** `/users/me` answers held until the test gives them, each for the token it was asked with. */
function heldUsersMe() {
  const asked: { token: string | null; answer: (body: CurrentUser) => void }[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) !== '/api/users/me') return Promise.resolve(jsonResponse(404, { error: { code: 'not_found', message: 'x' } }));
    const token = new Headers(init.headers).get('authorization');
    return new Promise<Response>((resolve) => asked.push({ token, answer: (body) => resolve(jsonResponse(200, { data: body })) }));
  });
  return asked;
}

let signOut: () => Promise<void> = async () => {};
function Probe() {
  const { user: signedIn, isLoading } = useCurrentUser();
  const { mutate } = useSWRConfig();
  // As the app's logout does (features/auth/hooks/use-logout.ts): the token, then every cached answer.
  signOut = async () => {
    clearAccessToken();
    await mutate(() => true, undefined, { revalidate: false });
  };
  return <p role="status">{isLoading ? 'loading' : (signedIn?.name ?? 'nobody')}</p>;
}

beforeEach(() => setConfig(defaultConfig));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearAccessToken();
  localStorage.clear();
});

describe('SwrSetup: the signed-in user', () => {
  it('a sign-in within 2 s of a sign-out asks /users/me again and shows the new user', async () => {
    const asked = heldUsersMe();
    setAccessToken('token-first');
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <SwrSetup>
          <Probe />
        </SwrSetup>
      </SWRConfig>,
    );
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('loading');
    await act(async () => asked[0]!.answer(user('u1', 'Fyrsti Brúkari')));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Fyrsti Brúkari'));

    await act(signOut);
    expect(screen.getByRole('status').textContent).toBe('nobody');
    // Signing in again takes a moment (a passkey's ceremony, a form): well under SWR's 2 s.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    act(() => setAccessToken('token-second'));
    await vi.waitFor(() => expect(asked.map((request) => request.token)).toEqual(['Bearer token-first', 'Bearer token-second']));
    await act(async () => asked[1]!.answer(user('u2', 'Annar Brúkari')));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Annar Brúkari'));
  });
});
