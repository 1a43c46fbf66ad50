import { api } from '../../../lib/api-client';

/** `POST /auth/logout`: revokes the current (password) session at the API. */
export function logout(): Promise<void> {
  return api.post('/auth/logout');
}
