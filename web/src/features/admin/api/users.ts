import useSWR from 'swr';
import type { AdminUserDetail } from '#shared/schemas/admin-users.ts';
import { apiPath, callApi } from '#web/lib/call-api.ts';

/** Users a page holds on the admin users page. */
export const adminUsersPerPage = 20;

/** `GET /admin/users?q&page`: users whose name or e-mail address begins with `q`; without a term, every user, the newest first. */
export function useAdminUserSearch(q: string, page: number) {
  const query = { ...(q === '' ? {} : { q }), page: String(page), per_page: String(adminUsersPerPage) };
  return useSWR(apiPath('searchAdminUsers', { query }), () => callApi('searchAdminUsers', { query }), { keepPreviousData: true });
}

/** `GET /admin/users/{userId}`: the user's page. */
export function useAdminUser(userId: string) {
  return useSWR(apiPath('getAdminUser', { params: { userId } }), () => callApi('getAdminUser', { params: { userId } }));
}

/** Deactivates or activates the user; answers the user's page as it is now. */
export function setAdminUserActive(userId: string, active: boolean, reason: string): Promise<AdminUserDetail> {
  const body = reason.trim() === '' ? {} : { reason: reason.trim() };
  return active ? callApi('activateAdminUser', { params: { userId }, body }) : callApi('deactivateAdminUser', { params: { userId }, body });
}

/** Ends one of the user's sessions. */
export function revokeAdminUserSession(userId: string, sessionId: string): Promise<void> {
  return callApi('revokeAdminUserSession', { params: { userId, sessionId } });
}
