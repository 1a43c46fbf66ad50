import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createActivityRepository } from '../adapters/dynamodb/activity-repository.ts';
import { createActivityLog } from '../adapters/dynamodb/admin-activity-log.ts';
import { createDomainDirectory } from '../adapters/dynamodb/admin-domain-directory.ts';
import { createUserDirectory } from '../adapters/dynamodb/admin-user-directory.ts';
import { createAccessTokenRepository } from '../adapters/dynamodb/access-token-repository.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createEidLinkRepository } from '../adapters/dynamodb/eid-link-repository.ts';
import { createEidSessionRepository } from '../adapters/dynamodb/eid-session-repository.ts';
import { createOrderRepository } from '../adapters/dynamodb/order-repository.ts';
import { createSettingsRepository } from '../adapters/dynamodb/settings-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createTeamRepository } from '../adapters/dynamodb/team-repository.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import type { Config } from '../config.ts';
import type { DeliveryLogger } from '../events/deliver-events.ts';
import { systemClock } from '../ports/clock.ts';
import type { TeamRecord } from '../teams/model.ts';
import type { DomainListPorts } from './domains/list-domains.ts';
import type { AdminUserPorts } from './users/ports.ts';

/**
 * The admin-people context's composition roots, one per page of its Lambda: the users, the
 * domains and the activity log of the administration area.
 */

/** The composition root of the admin activity log (the `admin-people` Lambda). */
export function composeAdminActivity(config: Config, local?: LocalStandIns) {
  return { log: createActivityLog(portalTableOf(config)), clock: configuredClock(config, local) };
}

/** The composition root of the administration area's domain list (the `admin-people` Lambda; the registry's side is the domains Lambda's). */
export function composeAdminDomains(config: Config, local?: LocalStandIns) {
  const table = portalTableOf(config);
  const ports: DomainListPorts = { domains: createDomainDirectory(table), settings: createSettingsRepository(table), clock: configuredClock(config, local) };
  return { ports, activity: createActivityRepository(table) };
}

/** The composition root of the administration area's users page (the `admin-people` Lambda). */
export function composeAdminUsers(config: Config, local?: LocalStandIns) {
  const table = portalTableOf(config);
  const domains = createDomainRepository(table);
  const orders = createOrderRepository(table);
  const teams = createTeamRepository(table);
  const eidLinks = createEidLinkRepository(table);
  const eidSessions = createEidSessionRepository(table);
  const clock = configuredClock(config, local);
  const deliveryFor = configuredDelivery(config, local);
  const ports: Omit<AdminUserPorts, 'deliver'> = {
    users: createUserDirectory(table),
    holdings: {
      domainsOf: (userId) => domains.listByOwner(userId),
      async teamsOf(userId) {
        const found = await Promise.all((await teams.teamIdsOf(userId)).map((teamId) => teams.get(teamId)));
        return found.filter((team): team is TeamRecord => team !== null);
      },
      ordersOf: (userId, limit) => orders.listByOwner(userId, limit),
    },
    sessions: {
      tokens: createAccessTokenRepository(table),
      clock,
      eidSessions: {
        endSession: (sessionId, at, keptUntil) => eidSessions.endSession(sessionId, at, keptUntil),
        endEverySession: (subject, at, keptUntil) => eidSessions.endEverySession(subject, at, keptUntil),
        subjectOf: (userId) => eidLinks.subjectOf(userId),
      },
      // Not the runtime's movable clock: the ends are compared with the e-ID provider's times.
      eidClock: systemClock,
    },
    clock,
  };
  return {
    settings: createSettingsRepository(table),
    activity: createActivityRepository(table),
    portsFor: (logger: DeliveryLogger): AdminUserPorts => ({ ...ports, deliver: deliveryFor(logger) }),
  };
}
