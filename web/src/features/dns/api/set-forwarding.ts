import useSWRMutation from 'swr/mutation';
import type { Forwarding, ForwardingRequest } from '#shared/schemas/dns.ts';
import { callApi } from '#web/lib/call-api.ts';
import { forwardingKey } from './get-forwarding';

/** The form's schema (the status as text → the API's request), loaded on first use. */
export const forwardingFormSchema = () => import('#shared/schemas/dns.ts').then((schemas) => schemas.forwardingForm);

/** `PUT /domains/{domainId}/forwarding`: the domain and www redirect to `url`. */
export function setForwarding(domainId: string, request: ForwardingRequest): Promise<Forwarding> {
  // The contract shares the reading's schema (null when off); saving always answers the forwarding.
  return callApi('setForwarding', { params: { domainId }, body: request }) as Promise<Forwarding>;
}

export function useSetForwarding(domainId: string) {
  return useSWRMutation(forwardingKey(domainId), (_key: string, { arg }: { arg: ForwardingRequest }) => setForwarding(domainId, arg), {
    populateCache: true,
    revalidate: false,
  });
}
