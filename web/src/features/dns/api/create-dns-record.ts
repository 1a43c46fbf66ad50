import useSWRMutation from 'swr/mutation';
import type { DnsRecord, DnsRecordInput } from '#shared/schemas/dns.ts';
import { callApi } from '#web/lib/call-api.ts';
import { dnsRecordsKey } from './get-dns-records';
import { zoneFileKey } from './get-zone-file';
import { mutate } from 'swr';

/** The form's schema (texts → the API's record), loaded on first use. */
export const dnsRecordFormSchema = () => import('#shared/schemas/dns.ts').then((schemas) => schemas.dnsRecordForm);

/** `POST /domains/{domainId}/dns-records`: 201 with the saved record; 422 with `fields` per field. */
export function createDnsRecord(domainId: string, record: DnsRecordInput): Promise<DnsRecord> {
  return callApi('createDnsRecord', { params: { domainId }, body: record });
}

/** The record list and the zone file change with it. */
export function useCreateDnsRecord(domainId: string) {
  return useSWRMutation(
    dnsRecordsKey(domainId),
    async (_key: string, { arg }: { arg: DnsRecordInput }) => {
      const saved = await createDnsRecord(domainId, arg);
      void mutate(zoneFileKey(domainId));
      return saved;
    },
    { populateCache: false, revalidate: true },
  );
}
