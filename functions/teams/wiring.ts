import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createCardUses, createPaymentCardRepository } from '../adapters/dynamodb/payment-card-repository.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createTeamRepository } from '../adapters/dynamodb/team-repository.ts';
import { createUserRepository } from '../adapters/dynamodb/user-repository.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredMailer } from '../adapters/messages/configured-messaging.ts';
import type { Config } from '../config.ts';
import { toDomainSummary } from '../domains/domain-views.ts';
import { toPaymentCardView } from '../payment-cards/views.ts';
import type { Logger } from '../logger.ts';
import { inviteMailer } from './invite-mail.ts';
import type { TeamPorts } from './ports.ts';

/**
 * The teams context's composition root: its repository, the users it names, and the team's
 * domains and cards read through the domains and payment-cards contexts' own repositories
 * and views (the team's owner partition of gsi1, never a scan).
 */
export function composeTeams(config: Config, local?: LocalStandIns): Omit<TeamPorts, 'deliver'> & { deliveryFor: (logger: Logger) => TeamPorts['deliver'] } {
  const table = portalTableOf(config);
  const clock = configuredClock(config, local);
  const users = createUserRepository(table);
  const domains = createDomainRepository(table);
  const cards = createPaymentCardRepository(table);
  const settings = createSettingsReader(table);
  const uses = createCardUses(domains);
  const origin = config.PUBLIC_URL.replace(/\/+$/, '');
  return {
    teams: createTeamRepository(table),
    users: {
      async namesOf(userIds) {
        const found = await Promise.all(userIds.map((userId) => users.get(userId)));
        return new Map(found.filter((user) => user !== null).map((user) => [user.userId, { name: user.name, email: user.email }]));
      },
      async byEmail(email) {
        const userId = await users.idByEmail(email);
        const user = userId ? await users.get(userId) : null;
        return user ? { userId: user.userId, language: user.language ?? null } : null;
      },
    },
    holdings: {
      async domainsOf(team) {
        const [owned, daySettings] = await Promise.all([domains.listByOwner(team.teamId), settings.get()]);
        const now = clock.now();
        return owned.filter((domain) => domain.ownerType === 'team').map((domain) => toDomainSummary(domain, { now, settings: daySettings, ownerName: team.name }));
      },
      async countLiveDomains(teamId) {
        const owned = await domains.listByOwner(teamId);
        return owned.filter((domain) => domain.ownerType === 'team' && !domain.deletedAt && !domain.transferredAwayAt).length;
      },
      async cardsOf(teamId) {
        const [owned, cardUses] = await Promise.all([cards.listByOwner(teamId), uses.ofOwner(teamId)]);
        const now = clock.now();
        return owned.filter((card) => card.ownerType === 'team').map((card) => toPaymentCardView(card, cardUses, now));
      },
    },
    inviteMail: inviteMailer(configuredMailer(config, local), origin),
    clock,
    origin,
    deliveryFor: configuredDelivery(config, local),
  };
}
