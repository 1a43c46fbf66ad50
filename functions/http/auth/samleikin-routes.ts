import { acceptBackchannelLogout, logoutTokenOf } from '../../eid/backchannel-logout.ts';
import type { composeEid } from '../../eid/wiring.ts';
import { eidUserExists, registerEidUser, startEidLinking, verifyEidLinking } from '../../eid/eid-sign-in.ts';
import type { authApi } from '#shared/api/auth.ts';
import type { SomeRouteImplementations } from '../pipeline/context-handler.ts';

/**
 * The national e-ID's first sign-in (auth rule `e-id`: a valid provider token, linked to a user
 * or not yet; use cases in functions/eid/eid-sign-in.ts) and the provider's back-channel logout
 * (public: the provider signs the token; functions/eid/backchannel-logout.ts).
 */
export function samleikinRoutes(
  eid: ReturnType<typeof composeEid>,
): SomeRouteImplementations<
  typeof authApi,
  'checkSamleikinUserIsVerified' | 'checkSamleikinUserEmail' | 'verifySamleikinLinking' | 'registerSamleikinUser' | 'receiveBackchannelLogout'
> {
  const { signInPorts: eidSignInPorts, backchannelLogoutPorts } = eid;
  return {
    checkSamleikinUserIsVerified: async ({ identity }) => ({ data: eidUserExists(identity) }),
    checkSamleikinUserEmail: async ({ identity, body, sourceIp, locale, logger }) => ({
      data: await startEidLinking({ identity, email: body.email, sourceIp, locale }, eidSignInPorts(logger)),
    }),
    verifySamleikinLinking: async ({ identity, body, logger }) => ({
      data: await verifyEidLinking({ identity, email: body.email, code: body.code }, eidSignInPorts(logger)),
    }),
    registerSamleikinUser: async ({ identity, body, sourceIp, logger }) => ({
      data: await registerEidUser({ identity, request: body, sourceIp }, eidSignInPorts(logger)),
    }),
    receiveBackchannelLogout: async ({ rawBody, headers, logger }) => {
      await acceptBackchannelLogout({ logoutToken: logoutTokenOf(rawBody, headers['content-type']) }, backchannelLogoutPorts(logger));
      return { data: { accepted: true as const } };
    },
  };
}
