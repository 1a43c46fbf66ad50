import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ZoneImportPreview } from '#shared/schemas/dns.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';
import { dnsRecordsKey } from './get-dns-records';
import { zoneFileKey } from './get-zone-file';

/**
 * `POST /domains/{domainId}/zone-file/import`: `apply: false` answers the preview (added,
 * changed, removed); `apply: true` saves it. Problems: 422 `zone_file_invalid` with `fields`
 * `zone_file.<line>`.
 */
export function importZoneFile(domainId: string, zoneFile: string, apply: boolean): Promise<ZoneImportPreview> {
  return callApi('importZoneFile', { params: { domainId }, body: { zone_file: zoneFile, apply } });
}

export function useImportZoneFile(domainId: string) {
  return useSWRMutation(apiPath('importZoneFile', { params: { domainId } }), async (_key: string, { arg }: { arg: { zoneFile: string; apply: boolean } }) => {
    const answer = await importZoneFile(domainId, arg.zoneFile, arg.apply);
    if (arg.apply) await Promise.all([mutate(zoneFileKey(domainId)), mutate(dnsRecordsKey(domainId))]);
    return answer;
  });
}
