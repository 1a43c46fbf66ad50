import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { configuredDnsHost, configuredForwardingStore } from '../../adapters/dns/configured-dns.ts';
import { createDnsRepository } from '../../adapters/dynamodb/dns-repository.ts';
import { createDomainRepository } from '../../adapters/dynamodb/domain-repository.ts';
import { portalTableOf } from '../../adapters/dynamodb/table.ts';
import type { LocalStandIns } from '../../adapters/local-stand-ins.ts';
import type { Config } from '../../config.ts';
import { syncZone } from '../../dns/sync-zone.ts';
import { inEventContext } from '../../events/event-context.ts';
import { parseEvent } from '../../events/parse-event.ts';
import { Logger } from '../../logger.ts';

/** Writes a domain's zone to the DNS host (and its forwarding) after each change. */
export function createHandler(config: Config, local?: LocalStandIns) {
  const processor = new BatchProcessor(EventType.SQS);
  const logger = new Logger();
  const table = portalTableOf(config);
  const ports = {
    domains: createDomainRepository(table),
    dns: createDnsRepository(table),
    dnsHost: configuredDnsHost(config, local),
    forwarding: configuredForwardingStore(config, local),
  };

  /**
   * A registration, a name-server switch or a change of records or forwarding → the domain's
   * zone and forwarding brought up to date from the table. A failure (Route 53 throttling) fails
   * only this record; SQS delivers it again.
   */
  async function syncDomain(record: SQSRecord): Promise<void> {
    const event = parseEvent(JSON.parse(record.body));
    const { domainId } = event.data as { domainId: string };
    const outcome = await syncZone(domainId, event.metadata.name, ports);
    logger.info('dns zone', { domainId, outcome, eventId: event.metadata.id, event: event.metadata.name });
  }

  return (event: SQSEvent, context?: Context) => processPartialResponse(event, inEventContext(syncDomain, context), processor);
}
