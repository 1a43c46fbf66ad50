import useSWR from 'swr';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /domains/{domainId}/health`: what the last health check found (issue 32). */
export function useDomainHealth(domainId: string) {
  return useSWR(apiPath('getDomainHealth', { params: { domainId } }), () => callApi('getDomainHealth', { params: { domainId } }), { revalidateOnFocus: false });
}
