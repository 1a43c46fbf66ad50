import useSWR from 'swr';
import type { ContactsView } from '#shared/schemas/domain-settings.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** `GET /domains/{domainId}/contacts`: the four contacts (the owner's profile until first saved). */
export const contactsKey = (domainId: string) => apiPath('getDomainContacts', { params: { domainId } });

export function getContacts(domainId: string): Promise<ContactsView> {
  return callApi('getDomainContacts', { params: { domainId } });
}

export function useContacts(domainId: string) {
  return useSWR(contactsKey(domainId), () => getContacts(domainId), { revalidateOnFocus: false });
}
