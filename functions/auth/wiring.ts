import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createAccessTokenRepository } from '../adapters/dynamodb/access-token-repository.ts';
import { createAccountRepository } from '../adapters/dynamodb/account-repository.ts';
import { createAuthenticatorRepository } from '../adapters/dynamodb/authenticator-repository.ts';
import { createChallengeRepository, createRateLimitRepository } from '../adapters/dynamodb/challenge-repository.ts';
import { createCredentialRepository, createResetLinkRepository } from '../adapters/dynamodb/credential-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createUserRepository } from '../adapters/dynamodb/user-repository.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import { configuredEventPublisher } from '../adapters/events/event-publisher.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredMailer, configuredSmsSender } from '../adapters/messages/configured-messaging.ts';
import type { Config } from '../config.ts';
import type { DeliveryLogger } from '../events/deliver-events.ts';
import type { CodePorts } from './codes.ts';
import { currentParameters, passwordHashing, testParameters } from './password.ts';
import type { AccessTokenRepository, AccountPorts } from './ports.ts';

/**
 * The composition root of accounts: the adapters the account use cases run on, built once per
 * cold start (or local runtime) from the configuration (functions/config.ts). The account
 * handlers (auth, users) wire their use cases from here; a use case itself only sees the ports it
 * declares.
 */
export function composeAccounts(config: Config, local?: LocalStandIns) {
  const table = portalTableOf(config);
  const clock = configuredClock(config, local);
  const rateLimits = createRateLimitRepository(table);
  /** For issueCode / consumeCode (functions/auth/codes.ts). */
  const codes: CodePorts = { challenges: createChallengeRepository(table), rateLimits, clock };
  const deliveryFor = configuredDelivery(config, local);
  const users = createUserRepository(table);
  const tokens: AccessTokenRepository = createAccessTokenRepository(table);
  const ports: Omit<AccountPorts, 'deliver'> = {
    users,
    accounts: createAccountRepository(table),
    credentials: createCredentialRepository(table),
    passwords: passwordHashing(config.PASSWORD_HASHING === 'test' ? testParameters : currentParameters),
    authenticators: createAuthenticatorRepository(table),
    resetLinks: createResetLinkRepository(table),
    tokens,
    codes,
    mailer: configuredMailer(config, local),
    sms: configuredSmsSender(config, local),
    /** The portal's own origin, the only one messages link to. */
    origin: config.PUBLIC_URL.replace(/\/+$/, ''),
    clock,
    publisher: configuredEventPublisher(config, local),
  };
  return {
    rateLimits,
    clock,
    /** The whole token repository (a step-up marks the session: `markSessionAuthenticated`). */
    tokens,
    /** The whole user repository, for the use cases that need more of it than the account ports give. */
    users,
    /** Every account port, with event delivery that logs to the request's logger. */
    accountPorts: (logger: DeliveryLogger): AccountPorts => ({ ...ports, deliver: deliveryFor(logger) }),
  };
}

export type AccountsComposition = ReturnType<typeof composeAccounts>;
