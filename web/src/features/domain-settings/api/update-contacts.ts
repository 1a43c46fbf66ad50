import { useSWRConfig } from 'swr';
import type { ContactsView, UpdateContactsRequest } from '#shared/schemas/domain-settings.ts';
import { callApi } from '#web/lib/call-api.ts';
import { contactsKey } from './get-contacts';

/** `PUT /domains/{domainId}/contacts`: all four, or the registrant with `same_for_all`. */
export function updateContacts(domainId: string, input: UpdateContactsRequest): Promise<ContactsView> {
  return callApi('updateDomainContacts', { params: { domainId }, body: input });
}

export function useUpdateContacts(domainId: string) {
  const { mutate } = useSWRConfig();
  return async (input: UpdateContactsRequest): Promise<ContactsView> => {
    const view = await updateContacts(domainId, input);
    await mutate(contactsKey(domainId), view, { revalidate: false });
    return view;
  };
}
