import useSWR from 'swr';
import type { NameServersView } from '#shared/schemas/domain-settings.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /domains/{domainId}/name-servers`: the servers at the registry (with glue), the product's, and the DS records a switch would remove. */
export const nameServersKey = (domainId: string) => apiPath('getDomainNameServers', { params: { domainId } });

export function getNameServers(domainId: string): Promise<NameServersView> {
  return callApi('getDomainNameServers', { params: { domainId } });
}

export function useNameServers(domainId: string) {
  // Read from the registry on every call: not on each focus.
  return useSWR(nameServersKey(domainId), () => getNameServers(domainId), { revalidateOnFocus: false });
}
