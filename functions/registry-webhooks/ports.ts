import type { Clock } from '../ports/clock.ts';
import type { EventPublisher } from '../ports/event-publisher.ts';

/** The signed request as it arrived: the body's bytes and the two headers. */
export interface SignedRegistryRequest {
  rawBody: string;
  timestamp: string | undefined;
  signature: string | undefined;
}

/** Why a signed request is refused (docs/registry-webhooks.md, "Verification"). */
export type RegistrySignatureVerdict = { valid: true } | { valid: false; reason: 'malformed' | 'stale' | 'mismatch' };

/** Checks a request's signature against the shared secret(s) at a time (adapter: `adapters/registry/registry-webhook-signature.ts`). */
export type RegistrySignatureCheck = (request: SignedRegistryRequest, now: Date) => Promise<RegistrySignatureVerdict>;

/** What the webhook receiver runs on. */
export interface ReceiveRegistryEventPorts {
  verify: RegistrySignatureCheck;
  clock: Clock;
  /** The bus: the event goes to the registry-events queue (its rule). */
  publisher: EventPublisher;
}
