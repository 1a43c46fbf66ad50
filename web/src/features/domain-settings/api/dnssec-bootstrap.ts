import useSWR, { useSWRConfig } from 'swr';
import type { DomainHealth } from '#shared/schemas/domain-health.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/**
 * The CDS scan of a domain on its own name servers, as the domain's health carries it
 * (`GET /domains/{domainId}/health`, the same key as the health section's: one request, one cache).
 */
export const domainHealthKey = (domainId: string) => apiPath('getDomainHealth', { params: { domainId } });

export function useCdsState(domainId: string) {
  return useSWR(domainHealthKey(domainId), () => callApi('getDomainHealth', { params: { domainId } }), { revalidateOnFocus: false });
}

/** `DELETE /domains/{domainId}/dnssec/bootstrap`: the owner refuses DNSSEC from the name servers' CDS. */
export function useRefuseDnssecBootstrap(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (): Promise<DomainHealth> => {
    const health = await callApi('refuseDnssecBootstrap', { params: { domainId } });
    await mutate(domainHealthKey(domainId), health, { revalidate: false });
    return health;
  };
}
