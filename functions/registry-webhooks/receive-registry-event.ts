import { DomainError } from '../errors.ts';
import { newEvent } from './events.ts';
import type { ReceiveRegistryEventPorts, SignedRegistryRequest } from './ports.ts';
import { registryEventReceived } from '#events/catalogue/registry-events.ts';

/**
 * A registry webhook (docs/registry-webhooks.md): the signature is checked over the raw bytes
 * before anything is parsed (a bad one is a 400 with no effect); the verified event goes to the
 * registry-events queue as it is, and the registry gets its 2xx at once. Applying it is the
 * consumer's work, so a slow table or a poison event never makes the registry retry.
 */
export async function receiveRegistryEvent(request: SignedRegistryRequest, ports: ReceiveRegistryEventPorts): Promise<{ eventId: string; type: string }> {
  const verdict = await ports.verify(request, ports.clock.now());
  if (!verdict.valid) throw new DomainError('webhook_signature_invalid', undefined, { cause: new Error(`Registry webhook refused: ${verdict.reason}`) });
  let body: unknown;
  try {
    body = JSON.parse(request.rawBody);
  } catch (error) {
    throw new DomainError('malformed_request', undefined, { cause: error });
  }
  const parsed = registryEventReceived.schema.safeParse(body);
  if (!parsed.success) throw new DomainError('malformed_request', undefined, { cause: parsed.error });
  await ports.publisher.publish([newEvent('registry.event-received', parsed.data, ports.clock)]);
  return { eventId: parsed.data.id, type: parsed.data.type };
}
