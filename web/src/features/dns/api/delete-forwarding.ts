import useSWRMutation from 'swr/mutation';
import { callApi } from '#web/lib/call-api.ts';
import { forwardingKey } from './get-forwarding';

/** `DELETE /domains/{domainId}/forwarding`: forwarding off (204). */
export function deleteForwarding(domainId: string): Promise<void> {
  return callApi('deleteForwarding', { params: { domainId } });
}

export function useDeleteForwarding(domainId: string) {
  return useSWRMutation(
    forwardingKey(domainId),
    async () => {
      await deleteForwarding(domainId);
      return null;
    },
    { populateCache: true, revalidate: false },
  );
}
