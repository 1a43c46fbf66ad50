import { createEidLinkRepository } from '../adapters/dynamodb/eid-link-repository.ts';
import { createEidSessionRepository } from '../adapters/dynamodb/eid-session-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import type { AccountsComposition } from '../auth/wiring.ts';
import type { SessionPorts } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import { systemClock } from '../ports/clock.ts';
import type { EidSignInPorts } from './eid-sign-in.ts';
import type { Logger } from '../logger.ts';
import type { BackchannelLogoutPorts } from './backchannel-logout.ts';
import { type LogoutTokenVerifier, logoutTokenVerifier } from './logout-token.ts';

type RequestLogger = { warn(message: string, extra: { error: string; ids: string[] }): void };

/**
 * The composition root of the national e-ID: the accounts' ports (codes, mailer, users, event
 * delivery; functions/auth/wiring.ts) plus the e-ID links and sessions.
 */
export function composeEid(config: Config, accounts: AccountsComposition) {
  const table = portalTableOf(config);
  const eidLinks = createEidLinkRepository(table);
  const eidSessions = createEidSessionRepository(table);
  return {
    eidLinks,
    /** The e-ID first-sign-in use cases. */
    signInPorts(logger: RequestLogger): EidSignInPorts {
      const { users, credentials, codes, mailer, origin, deliver } = accounts.accountPorts(logger);
      return { users, credentials, eidLinks, eidSessions, codes, mailer, origin, deliver };
    },

    /** Ending sessions (logout, revoke, sign out everywhere): our tokens and the e-ID's ends. */
    sessionPorts(logger: RequestLogger): SessionPorts {
      const { tokens, clock } = accounts.accountPorts(logger);
      return {
        tokens,
        clock,
        eidSessions: {
          endSession: (sessionId, at, keptUntil) => eidSessions.endSession(sessionId, at, keptUntil),
          endEverySession: (subject, at, keptUntil) => eidSessions.endEverySession(subject, at, keptUntil),
          subjectOf: (userId) => eidLinks.subjectOf(userId),
        },
        // Not the runtime's movable clock: the ends are compared with the provider's times.
        eidClock: systemClock,
      };
    },
  };
}

/** The provider's back-channel logout (the eid Lambda): the logout token's verifier and the e-ID sessions it ends. */
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
