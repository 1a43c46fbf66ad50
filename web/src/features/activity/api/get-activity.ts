import useSWRInfinite from 'swr/infinite';
import type { ActivityEntryView } from '#shared/schemas/activity.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** A page of the history: as many as the notifications panel loads at a time. */
export const activityPerPage = 10;

export interface ActivityPage {
  data: ActivityEntryView[];
  links: { next: string | null };
}

/** Whose history: a domain's (the History tab), the signed-in user's own (`/my-user`), or a user's in the admin area. */
export type ActivitySource = { domainId: string } | 'mine' | { adminUserId: string } | { adminDomainId: string };

const query = (index: number) => ({ page: String(index + 1), per_page: String(activityPerPage) });

/** The SWR key of a page (from 0), or null past the last page (the one before had no `links.next`). */
export function activityPageKey(source: ActivitySource, index: number, previous: ActivityPage | null): string | null {
  if (previous && previous.links.next === null) return null;
  if (source === 'mine') return apiPath('listMyActivity', { query: query(index) });
  if ('adminUserId' in source) return apiPath('listAdminUserActivity', { params: { userId: source.adminUserId }, query: query(index) });
  if ('adminDomainId' in source) return apiPath('listAdminDomainActivity', { params: { domainId: source.adminDomainId }, query: query(index) });
  return apiPath('listDomainActivity', { params: source, query: query(index) });
}

function fetchPage(source: ActivitySource, key: string): Promise<ActivityPage> {
  const page = Number(new URL(key, 'http://x').searchParams.get('page') ?? '1');
  if (source === 'mine') return callApi('listMyActivity', { query: query(page - 1) });
  if ('adminUserId' in source) return callApi('listAdminUserActivity', { params: { userId: source.adminUserId }, query: query(page - 1) });
  if ('adminDomainId' in source) return callApi('listAdminDomainActivity', { params: { domainId: source.adminDomainId }, query: query(page - 1) });
  return callApi('listDomainActivity', { params: source, query: query(page - 1) });
}

/** `GET /domains/{id}/activity` or `GET /users/me/activity`, newest first, a page at a time ("show more"). */
export function useActivity(source: ActivitySource) {
  return useSWRInfinite(
    (index, previous: ActivityPage | null) => activityPageKey(source, index, previous),
    (key: string) => fetchPage(source, key),
    {
      revalidateFirstPage: true,
    },
  );
}
