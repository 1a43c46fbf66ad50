import useSWRMutation from 'swr/mutation';
import { callApi } from '#web/lib/call-api.ts';
import { accessTokensKey } from './get-access-tokens';

/** `DELETE /auth/tokens/{id}`: revokes one of the caller's sessions; the list reloads. */
export function revokeAccessToken(id: string): Promise<void> {
  return callApi('revokeAccessToken', { params: { id } });
}

export function useRevokeAccessToken() {
  return useSWRMutation(accessTokensKey, (_key: string, { arg }: { arg: string }) => revokeAccessToken(arg), {
    populateCache: false,
    revalidate: true,
  });
}
