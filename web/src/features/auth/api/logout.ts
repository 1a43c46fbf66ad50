import { callApi } from '../../../lib/call-api';

/** `POST /auth/logout`: revokes the current (password) session at the API. */
export function logout(): Promise<void> {
  return callApi('logout');
}
