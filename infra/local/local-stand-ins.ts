import { localDnsHost } from '#functions/adapters/dns/local-dns-host.ts';
import { localForwardingStore } from '#functions/adapters/dns/local-forwarding-store.ts';
import { createOutboxMessageRepository } from '#functions/adapters/dynamodb/outbox-message-repository.ts';
import { portalTableOf } from '#functions/adapters/dynamodb/table.ts';
import type { LocalEventSink, LocalStandIns, MovableClock } from '#functions/adapters/local-stand-ins.ts';
import { folderReceiptArchive } from '#functions/adapters/receipts/folder-receipt-archive.ts';
import { localOutboxMailer, localOutboxSmsSender } from '#functions/adapters/messages/local-outbox.ts';
import { apiDocumentText } from '#functions/http/openapi.ts';

/**
 * The local runtime's stand-ins for AWS services, handed to every function it composes: its
 * movable clock, its in-process bus, the table-backed DNS host and forwarding store its DNS and
 * redirect servers read, the outbox shown at /dev/mail, and the API document the settings Lambda
 * ships as a file. Built here, not chosen inside the
 * functions, so no Lambda bundle carries them.
 */
export function createLocalStandIns(clock: MovableClock, eventSink: LocalEventSink, receiptFolder: string): LocalStandIns {
  const receipts = folderReceiptArchive(receiptFolder);
  // The text a deployment ships (infra/api-document.ts), generated on the first request for it.
  let apiDocument: Record<string, unknown> | undefined;
  return {
    apiDocument: async () => (apiDocument ??= JSON.parse(apiDocumentText()) as Record<string, unknown>),
    receiptArchive: () => receipts,
    clock,
    eventSink,
    dnsHost: (config, nsTtl) => localDnsHost({ table: portalTableOf(config), nameServers: config.PRODUCT_NAME_SERVERS, nsTtl, forwardingAddress: config.FORWARDING_TARGET, clock }),
    forwardingStore: (config) => localForwardingStore(portalTableOf(config), clock),
    mailer: (config) => localOutboxMailer({ from: config.MAIL_FROM, outbox: createOutboxMessageRepository(portalTableOf(config)), clock }),
    smsSender: (config) => localOutboxSmsSender({ outbox: createOutboxMessageRepository(portalTableOf(config)), clock }),
  };
}
