import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { accessTokenRepository } from '../adapters/dynamodb/access-token-repository.ts';
import { accountRepository } from '../adapters/dynamodb/account-repository.ts';
import { challengeRepository, rateLimitRepository } from '../adapters/dynamodb/challenge-repository.ts';
import { credentialRepository, resetLinkRepository } from '../adapters/dynamodb/credential-repository.ts';
import { userRepository } from '../adapters/dynamodb/user-repository.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import { configuredMailer, configuredSmsSender } from '../adapters/messages/configured-messaging.ts';
import { config } from '../config.ts';
import type { DeliveryLogger } from '../events/deliver-events.ts';
import type { CodePorts } from './codes.ts';
import type { AccountPorts } from './ports.ts';

/**
 * The adapters the accounts use cases run on, chosen once per process (cold start) by
 * configuration (functions/config.ts). The account handlers (auth, users) wire their use cases
 * from here; a use case itself only sees the ports it declares.
 */
export const clock = configuredClock();

/** For issueCode / consumeCode (functions/auth/codes.ts). */
export const codePorts: CodePorts = { challenges: challengeRepository, rateLimits: rateLimitRepository, clock };

export const mailer = configuredMailer();
export const smsSender = configuredSmsSender();

/** The portal's own origin, the only one messages link to. */
export const publicOrigin = config().PUBLIC_URL.replace(/\/+$/, '');

/** Every account port, with event delivery that logs to the request's logger. */
export function accountPorts(logger: DeliveryLogger): AccountPorts {
  return {
    users: userRepository,
    accounts: accountRepository,
    credentials: credentialRepository,
    resetLinks: resetLinkRepository,
    tokens: accessTokenRepository,
    codes: codePorts,
    mailer,
    sms: smsSender,
    origin: publicOrigin,
    clock,
    deliver: configuredDelivery(logger),
  };
}
