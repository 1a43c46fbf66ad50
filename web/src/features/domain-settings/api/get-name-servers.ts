import useSWR from 'swr';
import type { NameServersView } from '../../../../../shared/schemas/domain-settings';
import { api } from '../../../lib/api-client';

/** `GET /domains/{domainId}/name-servers`: the servers at the registry (with glue), the product's, and the DS records a switch would remove. */
export const nameServersKey = (domainId: string) => `/domains/${encodeURIComponent(domainId)}/name-servers`;

export function getNameServers(domainId: string): Promise<NameServersView> {
  return api.get<NameServersView>(nameServersKey(domainId));
}

export function useNameServers(domainId: string) {
  // Read from the registry on every call: not on each focus.
  return useSWR(nameServersKey(domainId), () => getNameServers(domainId), { revalidateOnFocus: false });
}
