import { configuredEventPublisher } from '../../adapters/events/event-publisher.ts';
import { outboxRepository } from '../../adapters/dynamodb/outbox-repository.ts';
import { userRepository } from '../../adapters/dynamodb/user-repository.ts';
import { deliverEvents } from '../../events/deliver-events.ts';
import { systemClock } from '../../ports/clock.ts';
import { changeLanguage } from '../../users/change-language.ts';
import { toCurrentUser } from '../../users/current-user.ts';
import { httpContextHandler } from '../pipeline/context-handler.ts';

const publisher = configuredEventPublisher();

export const handler = httpContextHandler('users', {
  // The authorizer read the caller's user item in this request: no second read.
  getCurrentUser: async ({ identity }) => ({ data: toCurrentUser(identity.user) }),
  updateCurrentUserLanguage: async ({ identity, body, logger }) => ({
    data: await changeLanguage(identity.userId, body.language, {
      users: userRepository,
      clock: systemClock,
      deliver: (envelopes) => deliverEvents(envelopes, { publisher, outbox: outboxRepository, logger }),
    }),
  }),
});
