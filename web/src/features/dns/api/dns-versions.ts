import useSWR, { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type * as z from 'zod';
import type { DnsChangeSet, dnsVersionResponse, dnsVersionsResponse } from '#shared/schemas/dns.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';
import { dnsRecordsKey } from './get-dns-records';
import { zoneFileKey } from './get-zone-file';

/** `GET /domains/{domainId}/dns-versions`: the versions kept, newest first, and the records' version now. */
export type DnsVersions = z.infer<typeof dnsVersionsResponse>['data'];
/** `GET /domains/{domainId}/dns-versions/{version}`: one version and the records it left. */
export type DnsVersionDetail = z.infer<typeof dnsVersionResponse>['data'];

export const dnsVersionsKey = (domainId: string) => apiPath('listDnsVersions', { params: { domainId } });

export function useDnsVersions(domainId: string, enabled = true) {
  return useSWR(enabled ? dnsVersionsKey(domainId) : null, () => callApi('listDnsVersions', { params: { domainId } }), {
    shouldRetryOnError: (error) => !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

export function getDnsVersion(domainId: string, version: number): Promise<DnsVersionDetail> {
  return callApi('getDnsVersion', { params: { domainId, version: String(version) } });
}

/**
 * `POST /domains/{domainId}/dns-versions/{version}/restore`: `apply: false` answers what going
 * back changes; `apply: true` with the version the preview was made on saves it (409 when the
 * records changed since). The records, the zone file and the versions change with it.
 */
export function useRestoreDnsVersion(domainId: string) {
  return useSWRMutation(
    dnsVersionsKey(domainId),
    async (_key: string, { arg }: { arg: { version: number; apply: boolean; current?: number } }): Promise<DnsChangeSet> => {
      const answer = await callApi('restoreDnsVersion', {
        params: { domainId, version: String(arg.version) },
        body: { apply: arg.apply, ...(arg.current === undefined ? {} : { version: arg.current }) },
      });
      if (arg.apply) await Promise.all([mutate(dnsRecordsKey(domainId)), mutate(zoneFileKey(domainId))]);
      return answer;
    },
    { populateCache: false, revalidate: true },
  );
}
