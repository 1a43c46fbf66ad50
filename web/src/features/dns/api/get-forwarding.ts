import useSWR from 'swr';
import type { Forwarding } from '#shared/schemas/dns.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /domains/{domainId}/forwarding`: the redirect of the domain and www, or null. */
export const forwardingKey = (domainId: string) => apiPath('getForwarding', { params: { domainId } });

export function getForwarding(domainId: string): Promise<Forwarding | null> {
  return callApi('getForwarding', { params: { domainId } });
}

export function useForwarding(domainId: string, enabled = true) {
  return useSWR(enabled ? forwardingKey(domainId) : null, () => getForwarding(domainId), {
    shouldRetryOnError: (error) => !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}
