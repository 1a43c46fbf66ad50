import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { accessTokensKey } from './get-access-tokens';

/** `DELETE /auth/tokens/{id}`: revokes one of the caller's sessions; the list reloads. */
export function revokeAccessToken(id: string): Promise<void> {
  return api.delete(`/auth/tokens/${encodeURIComponent(id)}`);
}

export function useRevokeAccessToken() {
  return useSWRMutation(accessTokensKey, (_key: string, { arg }: { arg: string }) => revokeAccessToken(arg), {
    populateCache: false,
    revalidate: true,
  });
}
