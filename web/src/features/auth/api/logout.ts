import { callApi } from '#web/lib/call-api.ts';

/** `POST /auth/logout`: revokes the current (password) session at the API. */
export function logout(): Promise<void> {
  return callApi('logout');
}
