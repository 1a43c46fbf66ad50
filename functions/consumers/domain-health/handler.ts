import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { checkDomainHealth, isChecked } from '../../domain-health/check-domain-health.ts';
import { composeDomainHealth } from '../../domain-health/wiring.ts';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';

/** Checks a domain's health again after the portal changed its name servers, DNSSEC or records. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const ports = composeDomainHealth(config, local, logger);

  /** A failure (the registry away) fails only this record; SQS delivers it again. */
  async function check(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    const { domainId } = event.data as { domainId: string };
    const domain = await ports.domains.get(domainId);
    if (isChecked(domain)) await checkDomainHealth(domain, ports);
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(check, context), processor);
}
