import { createEidSessionRepository } from '../adapters/dynamodb/eid-session-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { systemClock } from '../ports/clock.ts';
import type { BackchannelLogoutPorts } from './backchannel-logout.ts';
import { type LogoutTokenVerifier, logoutTokenVerifier } from './logout-token.ts';

/**
 * The provider's back-channel logout: apart from composeEid (wiring.ts) so that only the eid Lambda bundles
 * the token verifier (jose), not the auth and users Lambdas that end e-ID sessions.
 */
export function composeBackchannelLogout(config: Config): (logger: Pick<Logger, 'warn'>) => BackchannelLogoutPorts {
  const eidSessions = createEidSessionRepository(portalTableOf(config));
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId } = config;
  /** One verifier (and its discovery and key cache) per composition; without a provider nothing verifies. */
  let verify: LogoutTokenVerifier | undefined;
  return (logger) => {
    verify ??= issuer ? logoutTokenVerifier({ issuer, clientId, logger }) : async () => null;
    return { verify, eidSessions, clock: systemClock };
  };
}
