import useSWR from 'swr';
import type * as z from 'zod';
import type { dnsRecordsResponse } from '#shared/schemas/dns.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/**
 * `GET /domains/{domainId}/dns-records`: the records, the limit, and whether forwarding holds
 * the domain and www. 409 `dns_custom_name_servers` when the domain is on other name servers.
 */
export type DnsRecords = z.infer<typeof dnsRecordsResponse>['data'];

export const dnsRecordsKey = (domainId: string) => apiPath('listDnsRecords', { params: { domainId } });

export function getDnsRecords(domainId: string): Promise<DnsRecords> {
  return callApi('listDnsRecords', { params: { domainId } });
}

export function useDnsRecords(domainId: string, enabled = true) {
  return useSWR(enabled ? dnsRecordsKey(domainId) : null, () => getDnsRecords(domainId), {
    shouldRetryOnError: (error) => !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}
