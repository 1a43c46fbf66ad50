import type { EventEnvelope } from '#events/envelope.ts';
import type { SessionPorts } from '../../auth/sessions.ts';
import type { DomainRecord } from '../../domains/model.ts';
import type { OrderRecord } from '../../orders/order.ts';
import type { TeamRecord } from '../../teams/model.ts';
import type { Clock } from '../../ports/clock.ts';
import type { UserRecord } from '../../users/model.ts';

/** A page of users found, in the order of the term they matched, and whether more follow. */
export interface UserSearchPage {
  users: UserRecord[];
  hasMore: boolean;
}

/** The users as the administration area finds and changes them (adapter: `adapters/dynamodb/admin-user-directory.ts`, pattern U1–U2). */
export interface UserDirectory {
  get(userId: string): Promise<UserRecord | null>;
  /**
   * Users whose name or e-mail address begins with `prefix` (case-insensitive): one index
   * partition per first letter, read from the start; page `page` (from 1) of `perPage`, each
   * user once (a user whose name and address both match is counted once).
   */
  search(prefix: string, page: number, perPage: number): Promise<UserSearchPage>;
  /** Every user, the newest first (an index by creation time, pattern U3): page `page` (from 1) of `perPage`. */
  newest(page: number, perPage: number): Promise<UserSearchPage>;
  /**
   * Deactivates (`at`) or activates (null) the user with its event in one transaction, only if
   * the user is still as read (`deactivatedAt` as in `user`): `conflict` otherwise.
   */
  setDeactivated(user: UserRecord, at: Date | null, event: EventEnvelope): Promise<void>;
  /** Records an administrator's act that changes nothing stored on the user (a session ended): the event alone (outbox). */
  record(event: EventEnvelope): Promise<void>;
}

/** What the administration area shows of a user besides the user item: what they own and belong to. */
export interface UserHoldings {
  domainsOf(userId: string): Promise<DomainRecord[]>;
  teamsOf(userId: string): Promise<TeamRecord[]>;
  ordersOf(userId: string, limit: number): Promise<OrderRecord[]>;
}

export interface AdminUserPorts {
  users: UserDirectory;
  holdings: UserHoldings;
  sessions: SessionPorts;
  clock: Clock;
  deliver(events: readonly EventEnvelope[]): Promise<void>;
}
