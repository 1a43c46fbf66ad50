import type { EventEnvelope } from '#events/envelope.ts';
import type { Config } from '../config.ts';
import type { Clock } from '../ports/clock.ts';
import type { DnsHost } from '../ports/dns-host.ts';
import type { ForwardingStore } from '../ports/forwarding-store.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { ReceiptArchive } from '../ports/receipt-archive.ts';
import type { SmsSender } from '../ports/sms-sender.ts';

/** A clock the local runtime can move (`runtime.clock.advance(ms)`, `POST /dev/clock`). */
export interface MovableClock extends Clock {
  advance(ms: number): void;
  reset(): void;
  readonly offsetMs: number;
}

/** The local runtime's in-process bus, where the functions publish instead of EventBridge. */
export interface LocalEventSink {
  publish(envelopes: readonly EventEnvelope[]): Promise<void>;
}

/**
 * What the local runtime hands every composition root beside the configuration: the parts that
 * stand in for AWS services locally (infra/local/local-stand-ins.ts builds them). They come in
 * from outside so that no Lambda bundle carries local-only code: a configuration saying `local`
 * (DNS_HOST, FORWARDING_STORE, MAIL_TRANSPORT, SMS_TRANSPORT, EVENT_TRANSPORT, STAGE) picks them.
 */
export interface LocalStandIns {
  clock: MovableClock;
  eventSink: LocalEventSink;
  /** The table-backed DNS host the local DNS server answers from (for Route 53). */
  dnsHost(config: Config, nsTtl: () => Promise<number>): DnsHost;
  /** The table-backed redirects the local forwarding server reads (for the CloudFront KeyValueStore). */
  forwardingStore(config: Config): ForwardingStore;
  /** The outbox shown at /dev/mail (for SES and SNS). */
  mailer(config: Config): Mailer;
  smsSender(config: Config): SmsSender;
  /** The folder of issued receipts' PDFs (for the S3 bucket). */
  receiptArchive(config: Config): ReceiptArchive;
  /**
   * The API document, generated from the contract by the same code as the file a deployment ships
   * beside the settings bundle (functions/settings/api-document.ts), for the sources the local
   * runtime runs, which have no such file.
   */
  apiDocument(): Promise<Record<string, unknown>>;
}

/** The stand-ins, or a clear error when a local setting is used outside the local runtime. */
export function requireLocal(local: LocalStandIns | undefined, setting: string): LocalStandIns {
  if (!local) throw new Error(`${setting} is local, but no local runtime handed its stand-ins to this composition`);
  return local;
}
