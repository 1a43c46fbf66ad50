import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callApi } from '#web/lib/call-api.ts';
import { dnsRecordsKey } from './get-dns-records';
import { zoneFileKey } from './get-zone-file';

/** `DELETE /domains/{domainId}/dns-records/{recordId}` (204). */
export function deleteDnsRecord(domainId: string, recordId: string): Promise<void> {
  return callApi('deleteDnsRecord', { params: { domainId, recordId } });
}

export function useDeleteDnsRecord(domainId: string) {
  return useSWRMutation(
    dnsRecordsKey(domainId),
    async (_key: string, { arg }: { arg: string }) => {
      await deleteDnsRecord(domainId, arg);
      void mutate(zoneFileKey(domainId));
    },
    { populateCache: false, revalidate: true },
  );
}
