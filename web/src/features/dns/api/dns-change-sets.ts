import useSWRMutation from 'swr/mutation';
import { mutate } from 'swr';
import type { DnsChangeSet, DnsChangeSetSource, DnsRecordChangeInput } from '#shared/schemas/dns.ts';
import { callApi } from '#web/lib/call-api.ts';
import { dnsRecordsKey } from './get-dns-records';
import { dnsVersionsKey } from './dns-versions';
import { zoneFileKey } from './get-zone-file';

/**
 * `POST /domains/{domainId}/dns-change-sets` with the changes themselves (the e-mail
 * authentication wizard's, named so in the versions): `apply: false` answers the diff with its
 * warnings, `apply: true` with the version the preview was made on saves it as one version (409
 * when the records changed since).
 */
export function useDnsChangeSet(domainId: string) {
  return useSWRMutation(
    dnsRecordsKey(domainId),
    async (_key: string, { arg }: { arg: { changes: DnsRecordChangeInput[]; source: DnsChangeSetSource; apply: boolean; version?: number } }): Promise<DnsChangeSet> => {
      const answer = await callApi('applyDnsChangeSet', {
        params: { domainId },
        body: { changes: arg.changes, source: arg.source, apply: arg.apply, ...(arg.version === undefined ? {} : { version: arg.version }) },
      });
      if (arg.apply) await Promise.all([mutate(zoneFileKey(domainId)), mutate(dnsVersionsKey(domainId))]);
      return answer;
    },
    { populateCache: false, revalidate: true },
  );
}
