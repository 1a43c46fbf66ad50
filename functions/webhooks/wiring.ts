import { configuredClock } from '../adapters/clock/configured-clock.ts';
import { configuredDelivery } from '../adapters/events/configured-delivery.ts';
import { createDomainRepository } from '../adapters/dynamodb/domain-repository.ts';
import { portalTableOf } from '../adapters/dynamodb/table.ts';
import { createWebhookRepository } from '../adapters/dynamodb/webhook-repository.ts';
import type { LocalStandIns } from '../adapters/local-stand-ins.ts';
import { createWebhookSender } from '../adapters/webhooks/webhook-sender.ts';
import type { Config } from '../config.ts';
import { Logger } from '../logger.ts';
import type { WebhookPorts } from './ports.ts';
import { senderRefuses } from './webhook-rules.ts';

/** The webhooks context's composition root (its Lambda, both consumers and the job): its repository, the sender, and domains and team roles read through the domains context's. */
export function composeWebhooks(config: Config, local?: LocalStandIns): WebhookPorts {
  const table = portalTableOf(config);
  return {
    webhooks: createWebhookRepository(table),
    sender: createWebhookSender({ refused: senderRefuses(config.WEBHOOKS_ALLOW_LOCALHOST) }),
    domains: createDomainRepository(table),
    clock: configuredClock(config, local),
    allowLocalhost: config.WEBHOOKS_ALLOW_LOCALHOST,
    deliver: configuredDelivery(config, local)(new Logger()),
  };
}
