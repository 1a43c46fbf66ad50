import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EventDeclaration, EventEnvelope } from '#events/envelope.ts';
import { currentInvocation } from '../invocation-context.ts';
import type { Clock } from '../ports/clock.ts';

type DataOf<Declaration> = Declaration extends EventDeclaration<string, infer Schema> ? z.infer<Schema> : never;

/**
 * Builds event envelopes of the given declarations, validating the data against each one's
 * schema on publish. Each file of the catalogue offers its own (`newEvent` of
 * `events/catalogue/order-events.ts`), so a function bundles the schemas of the events it can
 * publish, not the whole catalogue.
 */
export function eventFactory<const Declarations extends readonly EventDeclaration[]>(...declarations: Declarations) {
  const byName = new Map<string, EventDeclaration>(declarations.map((declaration) => [declaration.name, declaration]));
  function newEvent<Name extends Declarations[number]['name']>(
    name: Name,
    data: DataOf<Extract<Declarations[number], { name: Name }>>,
    clock: Clock,
    correlationId?: string,
  ): EventEnvelope<DataOf<Extract<Declarations[number], { name: Name }>>> {
    const declaration = byName.get(name);
    if (!declaration) throw new Error(`Not an event of this factory: ${name}`);
    // The request's, message's or job run's correlation id, unless the caller names one.
    const invocation = currentInvocation();
    correlationId ??= invocation?.correlationId;
    // A person's request names their device; a job's, a consumer's or the registry's names none.
    const device = invocation?.device && (invocation.device.browser || invocation.device.system) ? invocation.device : undefined;
    return {
      metadata: {
        id: randomUUID(),
        name,
        version: declaration.version,
        occurredAt: clock.now().toISOString(),
        ...(correlationId ? { correlationId } : {}),
        ...(device ? { device } : {}),
      },
      data: declaration.schema.parse(data) as DataOf<Extract<Declarations[number], { name: Name }>>,
    };
  }
  /** The events it builds (the declarations test compares them with the context's publish list). */
  return Object.assign(newEvent, { names: [...byName.keys()] as readonly Declarations[number]['name'][] });
}
