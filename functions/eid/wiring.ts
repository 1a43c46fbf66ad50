import { eidLinkRepository } from '../adapters/dynamodb/eid-link-repository.ts';
import { eidSessionRepository } from '../adapters/dynamodb/eid-session-repository.ts';
import { accountPorts } from '../auth/wiring.ts';
import type { SessionPorts } from '../auth/sessions.ts';
import { config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { systemClock } from '../ports/clock.ts';
import type { BackchannelLogoutPorts } from './backchannel-logout.ts';
import type { EidSignInPorts } from './eid-sign-in.ts';
import { type LogoutTokenVerifier, logoutTokenVerifier } from './logout-token.ts';

type RequestLogger = { warn(message: string, extra: { error: string; ids: string[] }): void };

/**
 * The adapters the e-ID first-sign-in use cases run on: the accounts' ports (codes, mailer,
 * users, event delivery; functions/auth/wiring.ts) plus the e-ID links.
 */
export function eidSignInPorts(logger: RequestLogger): EidSignInPorts {
  const { users, codes, mailer, origin, deliver } = accountPorts(logger);
  return { users, eidLinks: eidLinkRepository, codes, mailer, origin, deliver };
}

/** Ending sessions (logout, revoke, sign out everywhere): our tokens and the e-ID's ends. */
export function sessionPorts(logger: RequestLogger): SessionPorts {
  const { tokens, clock } = accountPorts(logger);
  return {
    tokens,
    clock,
    eidSessions: {
      endSession: (sessionId, at) => eidSessionRepository.endSession(sessionId, at),
      endEverySession: (subject, at) => eidSessionRepository.endEverySession(subject, at),
      subjectOf: (userId) => eidLinkRepository.subjectOf(userId),
    },
    // Not the runtime's movable clock: the ends are compared with the provider's times.
    eidClock: systemClock,
  };
}

/** One verifier (and its discovery and key cache) per cold start; without a provider nothing verifies. */
let verifyLogoutToken: LogoutTokenVerifier | undefined;

/** The provider's back-channel logout. */
export function backchannelLogoutPorts(logger: Pick<Logger, 'warn'>): BackchannelLogoutPorts {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId } = config();
  verifyLogoutToken ??= issuer ? logoutTokenVerifier({ issuer, clientId, logger }) : async () => null;
  return { verify: verifyLogoutToken, eidSessions: eidSessionRepository, clock: systemClock };
}
