import { accountPorts } from '../../auth/wiring.ts';
import { eidLinkRepository } from '../../adapters/dynamodb/eid-link-repository.ts';
import { userRepository } from '../../adapters/dynamodb/user-repository.ts';
import { ownershipRepository } from '../../adapters/dynamodb/ownership-repository.ts';
import { rateLimitRepository } from '../../adapters/dynamodb/challenge-repository.ts';
import { changeLanguage } from '../../users/change-language.ts';
import { changePassword } from '../../users/change-password.ts';
import { toCurrentUser } from '../../users/current-user.ts';
import { deleteUser } from '../../users/delete-user.ts';
import { updateProfile } from '../../users/update-profile.ts';
import { usersApi } from '#shared/api/users.ts';
import { httpContextHandler } from '../pipeline/context-handler.ts';
import { createUserRoute } from './create-user-route.ts';

export const handler = httpContextHandler(usersApi, {
  // The authorizer read the caller's user item in this request: no second read.
  getCurrentUser: async ({ identity }) => ({ data: toCurrentUser(identity.user) }),

  updateCurrentUserLanguage: async ({ identity, body, logger }) => ({
    data: await changeLanguage(identity.userId, body.language, { ...accountPorts(logger), users: userRepository }),
  }),

  updateCurrentUser: async ({ identity, body, logger }) => {
    const { name, street, zip, city, country_code: countryCode } = body;
    const changes = { ...(name !== undefined ? { name } : {}), street, zip, city, countryCode };
    return { data: await updateProfile({ userId: identity.userId, changes }, accountPorts(logger)) };
  },

  changeCurrentUserPassword: async ({ identity, body, logger }) => {
    await changePassword(
      { userId: identity.userId, currentTokenId: identity.tokenId, currentPassword: body.current_password, password: body.password },
      { ...accountPorts(logger), rateLimits: rateLimitRepository },
    );
    return { data: { accepted: true as const } };
  },

  deleteCurrentUser: async ({ identity, logger }) => {
    await deleteUser(identity.userId, { ...accountPorts(logger), ownership: ownershipRepository, eid: eidLinkRepository });
    return null;
  },

  ...createUserRoute,
});
