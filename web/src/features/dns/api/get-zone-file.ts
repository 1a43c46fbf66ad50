import useSWR from 'swr';
import type * as z from 'zod';
import type { zoneFileResponse } from '#shared/schemas/dns.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /domains/{domainId}/zone-file`: the zone in BIND format, with the file name to save it as. */
export type ZoneFile = z.infer<typeof zoneFileResponse>['data'];

export const zoneFileKey = (domainId: string) => apiPath('getZoneFile', { params: { domainId } });

export function getZoneFile(domainId: string): Promise<ZoneFile> {
  return callApi('getZoneFile', { params: { domainId } });
}

export function useZoneFile(domainId: string, enabled = true) {
  return useSWR(enabled ? zoneFileKey(domainId) : null, () => getZoneFile(domainId), {
    shouldRetryOnError: (error) => !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}
