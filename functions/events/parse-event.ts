import { eventCatalogue, type EventName } from '#events/catalogue/index.ts';
import { type EventEnvelope, eventMetadataSchema } from '#events/envelope.ts';

/** Validates a received envelope against the catalogue (consumers check on consume too). */
export function parseEvent(raw: unknown): EventEnvelope & { metadata: { name: EventName } } {
  const candidate = raw as { metadata?: unknown; data?: unknown } | null;
  const metadata = eventMetadataSchema.parse(candidate?.metadata);
  const declaration = (eventCatalogue as Record<string, (typeof eventCatalogue)[EventName] | undefined>)[metadata.name];
  if (!declaration) throw new Error(`Unknown event ${metadata.name}`);
  if (metadata.version > declaration.version || metadata.version < (declaration.readsFrom ?? declaration.version))
    throw new Error(`Unsupported version ${metadata.version} of ${metadata.name}`);
  return { metadata: metadata as typeof metadata & { name: EventName }, data: declaration.schema.parse(candidate?.data) };
}
