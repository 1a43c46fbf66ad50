import type { AdminUserDetail, AdminUserSummary } from '#shared/schemas/admin-users.ts';
import type { Settings } from '#shared/schemas/settings.ts';
import { endEverySession, isLive, listSessions, revokeSession } from '../../auth/sessions.ts';
import { lifecycleState } from '../../domains/domain-views.ts';
import { DomainError } from '../../errors.ts';
import { toContactView, toUserIdentity } from '../../users/current-user.ts';
import type { UserRecord } from '../../users/model.ts';
import { newEvent } from '../events.ts';
import type { AdminUserPorts } from './ports.ts';

/** A page of the search: 20 users unless asked. */
export const adminUsersPerPage = 20;
/** The user's page shows their latest orders. */
const latestOrders = 20;

export function toAdminUserSummary(user: UserRecord): AdminUserSummary {
  return { ...toUserIdentity(user), deactivated_at: user.deactivatedAt ?? null };
}

/**
 * Users whose name or e-mail address begins with the term, a page at a time (the link to the next
 * page, or null); with no term, every user, the newest first.
 */
export async function searchUsers(input: { q?: string | undefined; page?: number; perPage?: number }, ports: Pick<AdminUserPorts, 'users'>) {
  const page = input.page ?? 1;
  const perPage = input.perPage ?? adminUsersPerPage;
  const q = input.q ?? '';
  const found = q === '' ? await ports.users.newest(page, perPage) : await ports.users.search(q, page, perPage);
  const next = found.hasMore ? `/api/admin/users?${new URLSearchParams({ ...(q === '' ? {} : { q }), page: String(page + 1), per_page: String(perPage) }).toString()}` : null;
  return { data: found.users.map(toAdminUserSummary), links: { next } };
}

/** A user's page: the profile, what they own (domains, orders) and belong to (teams), and their live sessions. */
export async function adminUserDetail(
  userId: string,
  ports: Pick<AdminUserPorts, 'users' | 'holdings' | 'sessions' | 'clock'> & { settings: { get(): Promise<Pick<Settings, 'days_before_expiry_for_warning'>> } },
): Promise<AdminUserDetail> {
  const user = await ports.users.get(userId);
  if (!user) throw new DomainError('not_found');
  const [domains, teams, orders, sessions, settings] = await Promise.all([
    ports.holdings.domainsOf(userId),
    ports.holdings.teamsOf(userId),
    ports.holdings.ordersOf(userId, latestOrders),
    listSessions({ userId, currentTokenId: '' }, ports.sessions),
    ports.settings.get(),
  ]);
  const now = ports.clock.now();
  return {
    ...toAdminUserSummary(user),
    ...toContactView(user),
    is_phone_verified: Boolean(user.phoneVerifiedAt),
    domains: domains.map((domain) => ({
      id: domain.domainId,
      name: domain.name,
      status: lifecycleState(domain, now, settings.days_before_expiry_for_warning),
      expires_at: domain.expiresAt,
    })),
    teams: teams.map((team) => ({ id: team.teamId, name: team.name })),
    orders: orders.map((order) => ({
      id: order.orderId,
      kind: order.kind,
      status: order.status,
      total: order.total,
      created_at: order.createdAt,
      domains: order.items.map((item) => item.domain),
    })),
    sessions: sessions.map(({ current: _current, ...session }) => session),
  };
}

/**
 * An administrator deactivates a user (`active: false`) or activates them again. Deactivated,
 * the user cannot sign in (a right password is answered `account_deactivated`, an e-ID too: the
 * authorizer refuses every token of theirs) and every session of theirs ends now: our tokens are
 * revoked and their e-ID sessions recorded as ended. An administrator cannot deactivate themself
 * (the area would lock its last door). Asking for the state the user is in changes nothing and
 * logs nothing. The act is in the activity log with the administrator and the reason.
 */
export async function setUserActive(input: { actorId: string; userId: string; active: boolean; reason?: string | undefined }, ports: AdminUserPorts): Promise<UserRecord> {
  const user = await ports.users.get(input.userId);
  if (!user) throw new DomainError('not_found');
  if (!input.active && input.userId === input.actorId) throw new DomainError('forbidden');
  if (input.active === !user.deactivatedAt) return user;
  const now = ports.clock.now();
  const reason = input.reason?.trim() ?? '';
  if (input.active) {
    const event = newEvent('user.activated', { actorId: input.actorId, actorKind: 'admin', userId: user.userId, reason }, ports.clock);
    await ports.users.setDeactivated(user, null, event);
    await ports.deliver([event]);
    const { deactivatedAt: _deactivatedAt, ...active } = user;
    return active;
  }
  const live = (await ports.sessions.tokens.listOfUser(user.userId)).filter((token) => isLive(token, now));
  const event = newEvent('user.deactivated', { actorId: input.actorId, actorKind: 'admin', userId: user.userId, reason, sessionsEnded: live.length }, ports.clock);
  // First the flag (the authorizer refuses the user's tokens from now on), then the sessions themselves.
  await ports.users.setDeactivated(user, now, event);
  await endEverySession({ userId: user.userId }, ports.sessions);
  await ports.deliver([event]);
  return { ...user, deactivatedAt: now.toISOString() };
}

/** An administrator ends one of a user's sessions (our tokens; an e-ID session ends with deactivation). Logged with the administrator. */
export async function revokeUserSession(input: { actorId: string; userId: string; sessionId: string }, ports: AdminUserPorts): Promise<void> {
  const user = await ports.users.get(input.userId);
  if (!user) throw new DomainError('not_found');
  const now = ports.clock.now();
  const token = (await ports.sessions.tokens.listOfUser(user.userId)).find((candidate) => candidate.tokenId === input.sessionId);
  if (!token || !isLive(token, now)) throw new DomainError('not_found');
  const event = newEvent('user.session-revoked', { actorId: input.actorId, actorKind: 'admin', userId: user.userId, reason: '', tokenId: token.tokenId }, ports.clock);
  await revokeSession({ userId: user.userId, tokenId: token.tokenId, currentTokenId: '' }, ports.sessions);
  await ports.users.record(event);
  await ports.deliver([event]);
}
