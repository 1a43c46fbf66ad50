import { Logger } from '../../logger.ts';
import { inJobRun } from '../../events/event-context.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { releaseDueWebhookRetries } from '../../webhooks/deliver-webhooks.ts';
import { composeWebhooks } from '../../webhooks/wiring.ts';

/** Hands the webhook retries whose time has come to the webhook-retries queue (as `webhook.retry-due` work orders). */
export function createHandler(config: Config, local?: LocalStandIns) {
  const logger = new Logger();
  const ports = composeWebhooks(config, local);

  return inJobRun(async function handler(): Promise<{ released: number }> {
    const report = await releaseDueWebhookRetries(ports);
    if (report.released > 0) logger.info('webhook retries released', { ...report });
    return report;
  });
}
