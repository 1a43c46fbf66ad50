import useSWR from 'swr';
import type { Forwarding } from '../../../../../shared/schemas/dns';
import { api, isApiError } from '../../../lib/api-client';

/** `GET /domains/{domainId}/forwarding`: the redirect of the domain and www, or null. */
export const forwardingKey = (domainId: string) => `/domains/${encodeURIComponent(domainId)}/forwarding`;

export function getForwarding(domainId: string): Promise<Forwarding | null> {
  return api.get<Forwarding | null>(forwardingKey(domainId));
}

export function useForwarding(domainId: string, enabled = true) {
  return useSWR(enabled ? forwardingKey(domainId) : null, () => getForwarding(domainId), {
    shouldRetryOnError: (error) => !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}
