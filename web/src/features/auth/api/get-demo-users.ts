import { useEffect, useState } from 'react';
import { createApiClient } from '#web/lib/api-client.ts';
import { getLocale } from '#web/lib/i18n.ts';

/**
 * `GET /dev/demo-users`: the seeded demo users with development bearer tokens. Only the local
 * runtime answers it, and the SPA only asks when `/config.json` says `developmentSignIn`.
 * It lives at the site root, not under the API base.
 */
export interface DemoUser {
  name: string;
  email: string;
  is_admin: boolean;
  token: string;
}

export const demoUsersKey = '/dev/demo-users';

const rootClient = createApiClient({ baseUrl: () => '', locale: getLocale, token: () => null });

export function getDemoUsers(): Promise<DemoUser[]> {
  return rootClient.get<DemoUser[]>(demoUsersKey);
}

/** `POST /dev/demo-users/sign-in`: a new development session of its own for that demo user. */
export async function startDemoSession(email: string): Promise<string> {
  return (await rootClient.post<{ token: string }>(`${demoUsersKey}/sign-in`, { email })).token;
}

export interface DemoUsersState {
  data?: DemoUser[];
  error?: unknown;
  isLoading: boolean;
}

/** The demo users, asked for once when the sign-in page shows them (a plain call: /login has no SWR). */
export function useDemoUsers(): DemoUsersState {
  const [state, setState] = useState<DemoUsersState>({ isLoading: true });
  useEffect(() => {
    let current = true;
    getDemoUsers().then(
      (data) => current && setState({ data, isLoading: false }),
      (error: unknown) => current && setState({ error, isLoading: false }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
