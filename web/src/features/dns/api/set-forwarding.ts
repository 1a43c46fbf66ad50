import useSWRMutation from 'swr/mutation';
import type { Forwarding, ForwardingRequest } from '../../../../../shared/schemas/dns';
import { api } from '../../../lib/api-client';
import { forwardingKey } from './get-forwarding';

/** The form's schema (the status as text → the API's request), loaded on first use. */
export const forwardingFormSchema = () => import('../../../../../shared/schemas/dns').then((schemas) => schemas.forwardingForm);

/** `PUT /domains/{domainId}/forwarding`: the domain and www redirect to `url`. */
export function setForwarding(domainId: string, request: ForwardingRequest): Promise<Forwarding> {
  return api.request<Forwarding>('PUT', forwardingKey(domainId), { body: request });
}

export function useSetForwarding(domainId: string) {
  return useSWRMutation(forwardingKey(domainId), (_key: string, { arg }: { arg: ForwardingRequest }) => setForwarding(domainId, arg), {
    populateCache: true,
    revalidate: false,
  });
}
