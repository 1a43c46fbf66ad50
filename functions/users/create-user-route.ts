import type { composeEid } from '../eid/wiring.ts';
import { registerEidUser } from '../eid/eid-sign-in.ts';
import type { usersApi } from '#shared/api/users.ts';
import type { SomeRouteImplementations } from '../http/pipeline/context-handler.ts';

/**
 * `POST /users` (spec "User create"): the same use case as `POST /auth/register-samleikin-user`,
 * creating the user for the caller's national e-ID. Spread into the users context's handler.
 */
export function createUserRoute(eid: ReturnType<typeof composeEid>): SomeRouteImplementations<typeof usersApi, 'createUser'> {
  return {
    createUser: async ({ identity, body, sourceIp, headers, logger }) => ({
      data: await registerEidUser({ identity, request: body, sourceIp, userAgent: headers['user-agent'], deviceId: headers['x-device-id'] }, eid.signInPorts(logger)),
    }),
  };
}
