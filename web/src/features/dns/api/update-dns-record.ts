import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { DnsRecord, DnsRecordInput } from '#shared/schemas/dns.ts';
import { callApi } from '#web/lib/call-api.ts';
import { dnsRecordsKey } from './get-dns-records';
import { zoneFileKey } from './get-zone-file';

/** `PUT /domains/{domainId}/dns-records/{recordId}`: replaces the record (the same checks as adding). */
export function updateDnsRecord(domainId: string, recordId: string, record: DnsRecordInput): Promise<DnsRecord> {
  return callApi('updateDnsRecord', { params: { domainId, recordId }, body: record });
}

export function useUpdateDnsRecord(domainId: string) {
  return useSWRMutation(
    dnsRecordsKey(domainId),
    async (_key: string, { arg }: { arg: { recordId: string; record: DnsRecordInput } }) => {
      const saved = await updateDnsRecord(domainId, arg.recordId, arg.record);
      void mutate(zoneFileKey(domainId));
      return saved;
    },
    { populateCache: false, revalidate: true },
  );
}
