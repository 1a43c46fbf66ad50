import * as z from 'zod';

/**
 * Every event travels as `{metadata, data}`: on EventBridge as the `detail`, on SQS as the
 * record body (the rule's input path keeps the envelope), on the local bus as is.
 */
export const eventMetadataSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  version: z.int().min(1),
  occurredAt: z.iso.datetime(),
  correlationId: z.string().optional(),
  /** The browser and system of the request that caused it, when a person's request did (a notification says from which device). */
  device: z.object({ browser: z.string().nullable(), system: z.string().nullable() }).optional(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

export interface EventDeclaration<Name extends string = string, Data extends z.ZodType = z.ZodType> {
  name: Name;
  version: number;
  /**
   * The oldest version this schema still reads: a new version that only adds optional fields
   * reads the events of the versions before it (still in queues, outboxes and dead letters).
   * The version itself when absent.
   */
  readsFrom?: number;
  description: string;
  schema: Data;
}

export interface EventEnvelope<Data = unknown> {
  metadata: EventMetadata;
  data: Data;
}

/** The EventBridge `source` of every event the portal publishes. */
export const eventSource = 'okisnavn';

export function defineEvent<const Name extends string, Data extends z.ZodType>(declaration: EventDeclaration<Name, Data>): EventDeclaration<Name, Data> {
  return declaration;
}
