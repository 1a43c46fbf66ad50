import useSWR from 'swr';
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

export function useDemoUsers(enabled: boolean) {
  return useSWR(enabled ? demoUsersKey : null, getDemoUsers, { revalidateOnFocus: false });
}
