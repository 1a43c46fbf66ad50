import useSWRMutation from 'swr/mutation';
import { callApi } from '#web/lib/call-api.ts';

/** `DELETE /users/me`: deletes the account; refused while the user owns domains or is in a team. */
export function deleteCurrentUser(): Promise<void> {
  return callApi('deleteCurrentUser');
}

export function useDeleteCurrentUser() {
  return useSWRMutation('/users/me#delete', () => deleteCurrentUser());
}
