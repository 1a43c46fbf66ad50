import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

/** `DELETE /users/me`: deletes the account; refused while the user owns domains or is in a team. */
export function deleteCurrentUser(): Promise<void> {
  return api.delete('/users/me');
}

export function useDeleteCurrentUser() {
  return useSWRMutation('/users/me#delete', () => deleteCurrentUser());
}
