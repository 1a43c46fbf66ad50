import useSWR from 'swr';
import type { ContactsView } from '../../../../../shared/schemas/domain-settings';
import { api } from '../../../lib/api-client';

/** `GET /domains/{domainId}/contacts`: the four contacts (the owner's profile until first saved). */
export const contactsKey = (domainId: string) => `/domains/${encodeURIComponent(domainId)}/contacts`;

export function getContacts(domainId: string): Promise<ContactsView> {
  return api.get<ContactsView>(contactsKey(domainId));
}

export function useContacts(domainId: string) {
  return useSWR(contactsKey(domainId), () => getContacts(domainId), { revalidateOnFocus: false });
}
