import { listMyActivity } from '../activity/read-activity.ts';
import { httpPipelineOptions } from '../adapters/secrets/origin-secret.ts';
import { createActivityRepository } from '../adapters/dynamodb/activity-repository.ts';
import { createOwnershipRepository } from '../adapters/dynamodb/ownership-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { composeAccounts } from '../auth/wiring.ts';
import type { Config } from '../config.ts';
import { composeEid } from '../eid/wiring.ts';
import { changeLanguage } from './change-language.ts';
import { changePassword } from './change-password.ts';
import { presentUser } from './current-user.ts';
import { deleteUser } from './delete-user.ts';
import { updateProfile } from './update-profile.ts';
import { usersApi } from '#shared/api/users.ts';
import { httpContextHandler } from '../http/pipeline/context-handler.ts';
import { createUserRoute } from './create-user-route.ts';
import { accountErrors, paymentErrors } from '#shared/i18n/messages.ts';

/** The users context's handler: the signed-in user's profile, language, password and deletion. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const accounts = composeAccounts(config, local);
  const eid = composeEid(config, accounts);
  const { accountPorts, rateLimits, users } = accounts;
  const ownership = createOwnershipRepository(portalTableOf(config));
  const activity = createActivityRepository(portalTableOf(config));
  return httpContextHandler(
    usersApi,
    {
      // The authorizer read the caller's user item in this request: no second read (only a user
      // stored before the `hasPassword` flag costs a read of the credentials item).
      getCurrentUser: async ({ identity, logger }) => ({ data: await presentUser(identity.user, accountPorts(logger).credentials) }),

      listMyActivity: async ({ identity, query }) => ({
        data: await listMyActivity({ userId: identity.userId, page: query.page, perPage: query.per_page }, { activity }),
      }),

      updateCurrentUserLanguage: async ({ identity, body, logger }) => ({
        data: await changeLanguage(identity.userId, body.language, { ...accountPorts(logger), users }),
      }),

      updateCurrentUser: async ({ identity, body, logger }) => {
        const { name, street, zip, city, country_code: countryCode } = body;
        const changes = { ...(name !== undefined ? { name } : {}), street, zip, city, countryCode };
        return { data: await updateProfile({ userId: identity.userId, changes }, accountPorts(logger)) };
      },

      changeCurrentUserPassword: async ({ identity, body, logger }) => {
        await changePassword(
          { userId: identity.userId, currentTokenId: identity.tokenId, currentPassword: body.current_password, password: body.password },
          { ...accountPorts(logger), rateLimits },
        );
        return { data: { accepted: true as const } };
      },

      deleteCurrentUser: async ({ identity, logger }) => {
        await deleteUser(identity.userId, { ...accountPorts(logger), ownership, eid: eid.eidLinks });
        return null;
      },

      ...createUserRoute(eid),
    },
    httpPipelineOptions(config, local),
    [accountErrors, paymentErrors],
  );
}
