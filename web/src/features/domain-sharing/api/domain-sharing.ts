import useSWR, { mutate } from 'swr';
import type { DomainInvitation, DomainPeople, DomainPerson } from '#shared/schemas/domain-sharing.ts';
import type { DomainSummary } from '#shared/schemas/domains.ts';
import { currentUserKey } from '#web/lib/api/get-current-user.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** The invitation form's schema (the API's own), loaded on first use. */
export const domainInviteFormSchema = () => import('#shared/schemas/domain-sharing.ts').then((schemas) => schemas.domainInviteRequest);

const noRetryOn4xx = { shouldRetryOnError: (error: unknown) => !(isApiError(error) && error.status >= 400 && error.status < 500) };

/** `GET /domains/shared`: the domains shared with the caller as their technical manager. */
export const sharedDomainsKey = apiPath('listSharedDomains');

/**
 * Every cached shared list: the whole one and each page of the list's search, filter and sort
 * (`/domains/shared?…`, features/domains/api/get-domains.ts `useDomainPage`).
 */
const isSharedDomainsKey = (key: unknown) => typeof key === 'string' && (key === sharedDomainsKey || key.startsWith(`${sharedDomainsKey}?`));

type SharedList = DomainSummary[] | { data: DomainSummary[]; links: { next: string | null } };

/** A domain the user no longer manages leaves every cached shared list at once, and each is read again. */
function dropFromSharedLists(domainId: string) {
  const without = (list?: SharedList) => {
    if (list === undefined) return list;
    if (Array.isArray(list)) return list.filter((domain) => domain.id !== domainId);
    return { ...list, data: list.data.filter((domain) => domain.id !== domainId) };
  };
  return mutate(isSharedDomainsKey, without);
}

export function useSharedDomains() {
  return useSWR(sharedDomainsKey, (): Promise<DomainSummary[]> => callApi('listSharedDomains'));
}

/** `GET /domains/{domainId}/people`: the owner, the technical managers and (to the owner) the invitations. */
export const domainPeopleKey = (domainId: string) => apiPath('listDomainPeople', { params: { domainId } });

export function useDomainPeople(domainId: string) {
  return useSWR(domainPeopleKey(domainId), (): Promise<DomainPeople> => callApi('listDomainPeople', { params: { domainId } }), noRetryOn4xx);
}

/** `POST /domains/{domainId}/invites {email}`: the invitation is e-mailed; the people are read again. */
export async function inviteToDomain(domainId: string, email: string): Promise<DomainPerson> {
  const invited = await callApi('inviteToDomain', { params: { domainId }, body: { email } });
  await mutate(domainPeopleKey(domainId));
  return invited;
}

/** `DELETE /domains/{domainId}/invites/{inviteId}`; the people are read again either way. */
export async function withdrawDomainInvite(domainId: string, inviteId: string): Promise<void> {
  try {
    await callApi('withdrawDomainInvite', { params: { domainId, inviteId } });
  } finally {
    // A technical manager leaving: the domain leaves their shared list (and maybe has_shared_domains).
    await Promise.all([mutate(domainPeopleKey(domainId)), dropFromSharedLists(domainId), mutate(currentUserKey)]);
  }
}

/** `DELETE /domains/{domainId}/users/{userId}` (refused while the domain is registration-locked); the people are read again either way. */
export async function removeDomainUser(domainId: string, userId: string): Promise<void> {
  try {
    await callApi('removeDomainUser', { params: { domainId, userId } });
  } finally {
    // A technical manager leaving: the domain leaves their shared list (and maybe has_shared_domains).
    await Promise.all([mutate(domainPeopleKey(domainId)), dropFromSharedLists(domainId), mutate(currentUserKey)]);
  }
}

/** `GET /domains/{domainId}/invites/{inviteId}`: the invitation, to the invited address's user only. */
export function useDomainInvitation(domainId: string | undefined, inviteId: string | undefined) {
  return useSWR(
    domainId && inviteId ? apiPath('getDomainInvite', { params: { domainId, inviteId } }) : null,
    (): Promise<DomainInvitation> => callApi('getDomainInvite', { params: { domainId: domainId!, inviteId: inviteId! } }),
    { ...noRetryOn4xx, revalidateOnFocus: false },
  );
}

/** `POST /domains/{domainId}/invites/{inviteId}/accept`; the user (`has_shared_domains`, the scope selector) and the shared domains are read again. */
export async function acceptDomainInvite(domainId: string, inviteId: string): Promise<void> {
  await callApi('acceptDomainInvite', { params: { domainId, inviteId } });
  await Promise.all([mutate(currentUserKey), mutate(isSharedDomainsKey)]);
}
