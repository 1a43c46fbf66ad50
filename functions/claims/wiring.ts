import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { createChallengeRepository, createRateLimitRepository } from '../adapters/dynamodb/challenge-repository.ts';
import { createClaimRepository } from '../adapters/dynamodb/claim-repository.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { createDomainShareRepository } from '../adapters/dynamodb/domain-share-repository.ts';
import { createSettingsReader } from '../adapters/dynamodb/settings-reader.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { configuredMailer } from '../adapters/messages/configured-messaging.ts';
import { codeEmail } from '../auth/messages.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { ClaimPorts } from './ports.ts';

/**
 * The claims context's composition root: the accounts' one-time codes and send limits, the
 * claims' repository, the domains and their shares read through their own contexts' adapters.
 */
export function composeClaims(config: Config, local?: LocalStandIns): Omit<ClaimPorts, 'deliver'> & { deliveryFor: (logger: Logger) => ClaimPorts['deliver'] } {
  const table = portalTableOf(config);
  const clock = configuredClock(config, local);
  const origin = config.PUBLIC_URL.replace(/\/+$/, '');
  return {
    claims: createClaimRepository(table),
    domains: createDomainRepository(table),
    shares: createDomainShareRepository(table),
    codes: { challenges: createChallengeRepository(table), rateLimits: createRateLimitRepository(table), clock },
    mailer: configuredMailer(config, local),
    codeMail: (code, locale) => codeEmail('claim-email', code, locale, origin),
    settings: createSettingsReader(table),
    clock,
    deliveryFor: configuredDelivery(config, local),
  };
}
