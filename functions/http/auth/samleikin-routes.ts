import { eidSignInPorts } from '../../eid/configured-ports.ts';
import { eidUserExists, registerEidUser, startEidLinking, verifyEidLinking } from '../../eid/eid-sign-in.ts';
import type { SomeRouteImplementations } from '../pipeline/context-handler.ts';

/**
 * The national e-ID's first sign-in (auth rule `e-id`: a valid provider token, linked to a user
 * or not yet). The use cases are in functions/eid/eid-sign-in.ts.
 */
export const samleikinRoutes: SomeRouteImplementations<
  'auth',
  'checkSamleikinUserIsVerified' | 'checkSamleikinUserEmail' | 'verifySamleikinLinking' | 'registerSamleikinUser'
> = {
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
};
